import { useCallback, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HOUSE_LIVE_EVENTS,
  tableRoundEventSchema,
  type HouseRound,
  type RouletteBetInput,
  type TableRound,
  type TableState,
} from '@tribuna/contracts/house';
import { rouletteColor } from '@tribuna/games/roulette';
import { ChainFairness } from '../chain-fairness/chain-fairness';
import { HouseApiError } from '../house-api';
import type { HouseGameProps } from '../house-game-props';
import { HOUSE_LIVE_CONNECTED } from '../house-live';
import { chipFace, money } from '../money';
import { tablePlace } from '../roulette-layout';
import {
  EVEN_CHANCES,
  GRID_ROWS,
  WHEEL_ORDER,
  addChip,
  amountsBySpot,
  spotKey,
  totalOf,
  type LiveSpot,
} from './live-roulette-bets';
import './live-roulette-texts';
import './live-roulette.css';
import { chipValues } from '../roulette/roulette-bets';
import { playErrorMessages } from '../solo/play-error';

type Phase = 'betting' | 'spinning' | 'result';
type Last = TableState['last'];

const POCKET_DEG = 360 / WHEEL_ORDER.length;

// The wheel's pockets as one conic gradient (pocket i from i to i+1 pocket widths).
const WHEEL_GRADIENT = `conic-gradient(${WHEEL_ORDER.map((n, i) => {
  const color = { green: '#15803d', red: '#b91c1c', black: '#111827' }[rouletteColor(n)];
  return `${color} ${(i * POCKET_DEG).toFixed(3)}deg ${((i + 1) * POCKET_DEG).toFixed(3)}deg`;
}).join(', ')})`;

/** Which of two views of the table is newer: a later round, or the same one with its number. */
function newer(a: TableRound, b: TableRound): boolean {
  if (a.index !== b.index) return a.index > b.index;
  return a.number !== null && b.number === null;
}

/**
 * The live roulette: every player of the brand on the same round. The server's events
 * (`house.table`) open each round and bring its number; a GET on mount, on reconnection
 * and after each result brings this player's bets, win and balance.
 */
export function LiveRouletteGame(props: HouseGameProps) {
  const { api, live, session, language, clockOffset, onBalance } = props;
  const { t } = useTranslation();
  const [table, setTable] = useState<TableState | null>(null);
  const [pending, setPending] = useState<RouletteBetInput[]>([]);
  // The table's chips, none above its maximum (the server refuses those).
  const chips = chipValues(session.game.min_bet, session.game.max_bet);
  const [chip, setChip] = useState<number>(
    chips[Math.min(1, chips.length - 1)] ?? session.game.min_bet,
  );
  const [placing, setPlacing] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [now, setNow] = useState(() => Date.now() + clockOffset);
  const currency = session.currency;
  const format = useCallback(
    (minor: number) => money(minor, currency, language),
    [currency, language],
  );

  /** Takes a round and the last results, unless what we have is newer. */
  const applyRound = useCallback((round: TableRound, last: Last) => {
    setTable((previous) => {
      if (!previous) return null;
      if (previous.round.id !== round.id && !newer(round, previous.round)) return previous;
      if (previous.round.id === round.id && !newer(round, previous.round)) {
        return { ...previous, last: last.length >= previous.last.length ? last : previous.last };
      }
      const fresh = previous.round.id !== round.id;
      return {
        ...previous,
        round,
        last,
        my_bets: fresh ? [] : previous.my_bets,
        my_win: fresh ? null : previous.my_win,
      };
    });
  }, []);

  const applyState = useCallback(
    (state: TableState) => {
      setTable((previous) =>
        previous && newer(previous.round, state.round)
          ? { ...previous, balance: state.balance }
          : state,
      );
      onBalance(state.balance);
    },
    [onBalance],
  );

  const showError = useCallback((error: unknown) => setErrors(playErrorMessages(error, t)), [t]);

  const load = useCallback(
    () => api.get<TableState>('/table').then(applyState, showError),
    [api, applyState, showError],
  );

  // The table on mount, on every (re)connection of the live channel, and its events.
  useEffect(() => {
    let cancelled = false;
    api.get<TableState>('/table').then(
      (state) => {
        if (!cancelled) applyState(state);
      },
      (error: unknown) => {
        if (!cancelled) showError(error);
      },
    );
    const offConnected = live.subscribe(HOUSE_LIVE_CONNECTED, () => void load());
    const offTable = live.subscribe(HOUSE_LIVE_EVENTS.table, (data) => {
      const parsed = tableRoundEventSchema.safeParse(data);
      if (!parsed.success || parsed.data.game !== session.game.slug) return;
      applyRound(parsed.data.round, parsed.data.last);
      // The result is in: my win and balance.
      if (parsed.data.round.number !== null) void load();
    });
    return () => {
      cancelled = true;
      offConnected();
      offTable();
    };
  }, [api, live, load, applyRound, applyState, showError, session.game.slug]);

  // The clock for the countdown (the server's time, by the shell's offset).
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + clockOffset), 200);
    return () => clearInterval(timer);
  }, [clockOffset]);

  // A missed event (a socket down for a moment): ask again when the number is late.
  const roundId = table?.round.id;
  const resultAt = table ? Date.parse(table.round.result_at) : 0;
  const known = table?.round.number !== null;
  useEffect(() => {
    if (!roundId) return;
    const timer = setInterval(() => {
      const at = Date.now() + clockOffset;
      if ((!known && at > resultAt + 2_000) || at > resultAt + 12_000) void load();
    }, 3_000);
    return () => clearInterval(timer);
  }, [roundId, resultAt, known, clockOffset, load]);

  const round = table?.round ?? null;
  const phase: Phase = !round
    ? 'betting'
    : now < Date.parse(round.closes_at)
      ? 'betting'
      : now < Date.parse(round.result_at) || round.number === null
        ? 'spinning'
        : 'result';
  const seconds = round ? Math.max(0, Math.ceil((Date.parse(round.closes_at) - now) / 1_000)) : 0;
  const shownNumber = phase === 'result' ? (round?.number ?? null) : null;

  const placed = useMemo(() => amountsBySpot(table?.my_bets ?? []), [table?.my_bets]);
  const waiting = useMemo(() => amountsBySpot(pending), [pending]);
  const canBet = phase === 'betting' && !placing && table !== null;

  function put(spot: LiveSpot): void {
    if (!canBet) return;
    setErrors([]);
    setPending((bets) => addChip(bets, spot, chip));
  }

  async function place(): Promise<void> {
    if (!table || pending.length === 0) return;
    setPlacing(true);
    setErrors([]);
    try {
      const state = await api.send<TableState>('POST', '/table/bets', {
        round_id: table.round.id,
        bets: pending,
      });
      applyState(state);
      setPending([]);
    } catch (error) {
      setErrors(
        error instanceof HouseApiError && error.messages.length > 0
          ? error.messages
          : [t('live_roulette.bets_refused')],
      );
    } finally {
      setPlacing(false);
    }
  }

  function cell(
    spot: LiveSpot,
    name: string,
    label: string,
    className: string,
    style?: CSSProperties,
  ) {
    const key = spotKey(spot);
    const mine = placed.get(key) ?? 0;
    const next = waiting.get(key) ?? 0;
    const amount = mine + next;
    return (
      <button
        key={key}
        type="button"
        className={`lr-cell ${className}`}
        style={style}
        data-bet={key}
        disabled={!canBet}
        aria-label={
          amount > 0 ? t('live_roulette.with_bet', { name, amount: format(amount) }) : name
        }
        onClick={() => put(spot)}
      >
        <span aria-hidden="true">{label}</span>
        {amount > 0 ? (
          <span className={`lr-chip${next > 0 ? ' lr-chip--pending' : ''}`} aria-hidden="true">
            {chipFace(amount, currency, language)}
          </span>
        ) : null}
      </button>
    );
  }

  /** A past round in My rounds: the number it drew. */
  const describeRound = useCallback(
    (past: HouseRound) => {
      const drawn = (past.outcome as { number?: unknown } | null)?.number;
      return typeof drawn === 'number'
        ? t('live_roulette.history_result', {
            number: drawn,
            color: t(`live_roulette.colors.${rouletteColor(drawn)}`),
          })
        : '';
    },
    [t],
  );

  const announcement =
    round && shownNumber !== null
      ? t('live_roulette.result_announce', {
          index: round.index,
          number: shownNumber,
          color: t(`live_roulette.colors.${rouletteColor(shownNumber)}`),
        })
      : '';
  const wheelTurn =
    shownNumber !== null ? -(WHEEL_ORDER.indexOf(shownNumber as never) + 0.5) * POCKET_DEG : 0;

  return (
    <section className="lr" aria-label={t('live_roulette.table')}>
      <div className="lr-top">
        <div className="lr-stage">
          <div className={`lr-wheel lr-wheel--${phase}`} aria-hidden="true">
            <div
              className="lr-wheel__disc"
              style={{
                background: WHEEL_GRADIENT,
                ...(phase === 'result' ? { transform: `rotate(${wheelTurn}deg)` } : {}),
              }}
            />
            <div className="lr-wheel__hub" />
            <div className="lr-wheel__ball" />
          </div>
          <div className="lr-status">
            {round ? (
              <p className="lr-round" data-testid="live-roulette-round" data-index={round.index}>
                {t('live_roulette.round', { index: round.index })}
              </p>
            ) : null}
            <p
              className={`lr-phase lr-phase--${phase}`}
              data-testid="live-roulette-phase"
              data-phase={phase}
            >
              {!round
                ? t('house.loading')
                : phase === 'betting'
                  ? t('live_roulette.closes_in', { seconds })
                  : phase === 'spinning'
                    ? t('live_roulette.no_more_bets')
                    : t('live_roulette.result')}
            </p>
            {phase === 'spinning' ? <p className="lr-sub">{t('live_roulette.spinning')}</p> : null}
            {phase === 'betting' ? <p className="lr-sub">{t('live_roulette.place_bets')}</p> : null}
            {shownNumber !== null ? (
              <p
                className={`lr-number lr-number--${rouletteColor(shownNumber)}`}
                data-testid="live-roulette-number"
              >
                {shownNumber}
              </p>
            ) : null}
            {shownNumber !== null && table && table.my_bets.length > 0 && table.my_win !== null ? (
              <p
                className={`lr-win${table.my_win > 0 ? ' lr-win--won' : ''}`}
                data-testid="live-roulette-win"
              >
                {table.my_win > 0
                  ? t('live_roulette.you_won', { amount: format(table.my_win) })
                  : t('live_roulette.no_win')}
              </p>
            ) : null}
          </div>
        </div>
        <aside className="lr-last">
          <h2>{t('live_roulette.last_results')}</h2>
          {table && table.last.length > 0 ? (
            <ol className="lr-last__list" data-testid="live-roulette-last">
              {table.last.map((result) => (
                <li
                  key={result.index}
                  className={`lr-ball lr-ball--${rouletteColor(result.number)}`}
                  data-index={result.index}
                  title={t('live_roulette.round', { index: result.index })}
                >
                  {result.number}
                </li>
              ))}
            </ol>
          ) : (
            <p className="lr-muted">{t('live_roulette.no_results')}</p>
          )}
          <div className="lr-fairness">
            <ChainFairness
              api={api}
              language={language}
              round={round}
              describe={describeRound}
              // My rounds are read again when I bet and when a number comes (the result
              // event comes after the server paid the round).
              refreshKey={[round?.id ?? '', round?.number ?? '', table?.my_bets.length ?? 0].join(
                ':',
              )}
            />
          </div>
        </aside>
      </div>

      <div
        className="visually-hidden"
        data-testid="live-roulette-announce"
        role="status"
        aria-live="assertive"
        aria-atomic="true"
      >
        {announcement}
      </div>

      <fieldset className="lr-chips">
        <legend>{t('live_roulette.chip')}</legend>
        {chips.map((value) => (
          <label key={value} className={`lr-chip-pick${chip === value ? ' lr-chip-pick--on' : ''}`}>
            <input
              type="radio"
              name="lr-chip"
              value={value}
              checked={chip === value}
              onChange={() => setChip(value)}
              aria-label={t('live_roulette.chip_value', { amount: format(value) })}
            />
            <span aria-hidden="true">{chipFace(value, currency, language)}</span>
          </label>
        ))}
      </fieldset>

      <div className="lr-board" role="group" aria-label={t('live_roulette.table')}>
        {cell(
          { type: 'straight', numbers: [0] },
          t('live_roulette.straight', { n: 0 }),
          '0',
          'lr-cell--green lr-cell--zero',
          tablePlace({ kind: 'zero' }),
        )}
        {GRID_ROWS.map((row) =>
          row.map((n) =>
            cell(
              { type: 'straight', numbers: [n] },
              t('live_roulette.straight', { n }),
              String(n),
              `lr-cell--${rouletteColor(n)}`,
              tablePlace({ kind: 'number', n }),
            ),
          ),
        )}
        {([3, 2, 1] as const).map((column) =>
          cell(
            { type: 'column', index: column },
            // The name starts with the text shown (WCAG 2.5.3), then says which one.
            `${t('live_roulette.column')} (${t('live_roulette.column_label', { n: column })})`,
            t('live_roulette.column'),
            'lr-cell--outside',
            tablePlace({ kind: 'column', index: column }),
          ),
        )}
        {([1, 2, 3] as const).map((dozen) =>
          cell(
            { type: 'dozen', index: dozen },
            `${t(`live_roulette.dozen_${dozen}`)} (${t('live_roulette.dozen_label', { n: dozen })})`,
            t(`live_roulette.dozen_${dozen}`),
            'lr-cell--outside lr-cell--side',
            tablePlace({ kind: 'dozen', index: dozen }),
          ),
        )}
        {EVEN_CHANCES.map((type, i) =>
          cell(
            { type },
            t(`live_roulette.outside.${type}`),
            t(`live_roulette.outside.${type}`),
            `lr-cell--outside lr-cell--side${type === 'red' ? ' lr-cell--red' : type === 'black' ? ' lr-cell--black' : ''}`,
            tablePlace({ kind: 'even', position: i }),
          ),
        )}
      </div>

      <div className="lr-actions">
        <p className="lr-totals">
          <span>
            {t('live_roulette.pending')}:{' '}
            <output data-testid="live-roulette-pending">{format(totalOf(pending))}</output>
          </span>
          <span>
            {t('live_roulette.placed')}:{' '}
            <output data-testid="live-roulette-placed">
              {format(totalOf(table?.my_bets ?? []))}
            </output>
          </span>
        </p>
        <button
          type="button"
          className="lr-button"
          disabled={pending.length === 0 || placing}
          onClick={() => setPending([])}
        >
          {t('live_roulette.clear')}
        </button>
        <button
          type="button"
          className="lr-button lr-button--primary"
          data-testid="live-roulette-place"
          disabled={!canBet || pending.length === 0}
          onClick={() => void place()}
        >
          {placing ? t('live_roulette.placing') : t('live_roulette.place')}
        </button>
      </div>
      {errors.length > 0 ? (
        <div className="lr-errors" role="alert">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
    </section>
  );
}
