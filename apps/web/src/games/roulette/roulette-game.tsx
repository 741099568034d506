import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseRound, SeedPair } from '@tribuna/contracts/house';
import { rouletteColor } from '@tribuna/games/roulette';
import type { HouseGameProps } from '../house-game-props';
import { chipFace, money } from '../money';
import { tablePlace } from '../roulette-layout';
import { pause, playErrorMessages, reducedMotion, UnreadableAnswer } from '../solo/play-error';
import {
  amountsBySpot,
  betsOf,
  chipValues,
  pickNumber,
  PICKS,
  spotKey,
  type BetSpot,
  type InsideMode,
  type Placement,
} from './roulette-bets';
import './roulette-texts';
import './roulette.css';

const MAX_BETS = 40;
const LAST_SHOWN = 12;
/** Columns of the table, left to right: 1-2-3, 4-5-6, ... */
const TABLE_COLUMNS = Array.from({ length: 12 }, (_, i) => i);
/** Rows top to bottom: 3-6-9 ... (column bet 3), then 2-5-8, then 1-4-7. */
const TABLE_ROWS = [3, 2, 1] as const;
const MODES: InsideMode[] = ['straight', 'split', 'street', 'corner', 'six_line'];
const EVEN_CHANCES = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;

interface SpinAnswer {
  round: HouseRound;
  balance: number;
  seeds: SeedPair;
}

interface Result {
  number: number;
  win: number;
  stake: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The pocket of a roulette round's outcome (the engine's RouletteRound), if it has one. */
export function outcomeNumber(outcome: unknown): number | null {
  if (!isRecord(outcome)) return null;
  const n = outcome.number;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 36 ? n : null;
}

/** European roulette: a table of 37 numbers, chips, one ball per spin. */
export function RouletteGame({ session, api, language, onBalance }: HouseGameProps) {
  const { t } = useTranslation();
  const { currency } = session;
  const format = useCallback(
    (minor: number) => money(minor, currency, language),
    [currency, language],
  );
  const chips = useMemo(
    () => chipValues(session.game.min_bet, session.game.max_bet),
    [session.game.min_bet, session.game.max_bet],
  );
  const [chip, setChip] = useState(chips[0] ?? session.game.min_bet);
  const [mode, setMode] = useState<InsideMode>('straight');
  const [picks, setPicks] = useState<number[]>([]);
  const [placements, setPlacements] = useState<Placement[]>([]);
  const [spinning, setSpinning] = useState(false);
  const [rolling, setRolling] = useState<number | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [last, setLast] = useState<number[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [lastBets, setLastBets] = useState<Placement[]>([]);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // The last results of this player's earlier spins, newest first.
  useEffect(() => {
    let cancelled = false;
    api
      .get<{ items: HouseRound[] }>('/history')
      .then(({ items }) => {
        if (cancelled) return;
        const numbers = items
          .filter((round) => round.engine === 'roulette')
          .map((round) => outcomeNumber(round.outcome))
          .filter((n): n is number => n !== null);
        setLast((shown) => (shown.length > 0 ? shown : numbers.slice(0, LAST_SHOWN)));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [api]);

  const amounts = useMemo(() => amountsBySpot(placements), [placements]);
  const bets = useMemo(() => betsOf(placements), [placements]);
  const total = bets.reduce((sum, bet) => sum + bet.amount, 0);
  const chipLabel = (value: number) => chipFace(value, currency, language);

  function place(spot: BetSpot) {
    setProblems([]);
    const key = spotKey(spot);
    if (!amounts.has(key) && amounts.size >= MAX_BETS) {
      setProblems([t('roulette.too_many_bets', { count: MAX_BETS })]);
      return;
    }
    if (total + chip > session.game.max_bet) {
      setProblems([t('roulette.over_max', { amount: format(session.game.max_bet) })]);
      return;
    }
    setPlacements((list) => [...list, { spot, amount: chip }]);
  }

  function onNumber(n: number) {
    if (spinning) return;
    if (mode === 'straight') {
      place({ type: 'straight', numbers: [n] });
      return;
    }
    const picked = pickNumber(mode, picks, n);
    setPicks(picked.picks);
    if (picked.invalid) setProblems([t(`roulette.not_a_${mode}`)]);
    else setProblems([]);
    if (picked.spot) place(picked.spot);
  }

  async function spin() {
    if (spinning || bets.length === 0) return;
    if (total < session.game.min_bet) {
      setProblems([t('roulette.under_min', { amount: format(session.game.min_bet) })]);
      return;
    }
    setProblems([]);
    setSpinning(true);
    setResult(null);
    setPicks([]);
    let timer: ReturnType<typeof setInterval> | null = null;
    if (!reducedMotion()) {
      timer = setInterval(() => setRolling(Math.floor(Math.random() * 37)), 70);
    }
    try {
      const [answer] = await Promise.all([
        api.send<SpinAnswer>('POST', '/roulette/spin', { bets }),
        pause(1100),
      ]);
      if (!alive.current) return;
      const number = outcomeNumber(answer.round.outcome);
      onBalance(answer.balance);
      if (number === null) throw new UnreadableAnswer();
      setResult({ number, win: answer.round.win, stake: answer.round.bet });
      setLast((numbers) => [number, ...numbers].slice(0, LAST_SHOWN));
      setLastBets(placements);
      setPlacements([]);
    } catch (error) {
      if (alive.current) setProblems(playErrorMessages(error, t));
    } finally {
      if (timer) clearInterval(timer);
      if (alive.current) {
        setRolling(null);
        setSpinning(false);
      }
    }
  }

  const colorName = (n: number) => t(`roulette.colors.${rouletteColor(n)}`);
  const covered = useMemo(() => {
    const numbers = new Set<number>();
    for (const { spot } of placements) {
      if (spot.type !== 'straight') spot.numbers?.forEach((n) => numbers.add(n));
    }
    return numbers;
  }, [placements]);

  function chipMark(spot: BetSpot) {
    const amount = amounts.get(spotKey(spot));
    if (!amount) return null;
    // Drawn from an attribute: the cell's name already says the amount in full, and the
    // chip's short figure is not part of the visible label it must contain.
    return (
      <span className="roulette-chip-mark" aria-hidden="true" data-amount={chipLabel(amount)} />
    );
  }

  function spotLabel(name: string, spot: BetSpot): string {
    const amount = amounts.get(spotKey(spot));
    return amount ? t('roulette.with_bet', { name, amount: format(amount) }) : name;
  }

  function numberCell(n: number, style?: CSSProperties) {
    const spot: BetSpot = { type: 'straight', numbers: [n] };
    const classes = [
      'roulette-number',
      `roulette-number--${rouletteColor(n)}`,
      picks.includes(n) ? 'roulette-number--picked' : '',
      covered.has(n) ? 'roulette-number--covered' : '',
      result?.number === n && !spinning ? 'roulette-number--hit' : '',
    ].join(' ');
    return (
      <button
        type="button"
        key={n}
        className={classes}
        style={style}
        disabled={spinning}
        aria-pressed={mode !== 'straight' ? picks.includes(n) : undefined}
        aria-label={spotLabel(`${n} ${colorName(n)}`, spot)}
        onClick={() => onNumber(n)}
      >
        <span aria-hidden="true">{n}</span>
        {chipMark(spot)}
      </button>
    );
  }

  function outsideCell(
    name: string,
    text: string,
    spot: BetSpot,
    style: CSSProperties,
    extra = '',
  ) {
    return (
      <button
        key={spotKey(spot)}
        type="button"
        className={`roulette-outside ${extra}`}
        style={style}
        disabled={spinning}
        aria-label={spotLabel(name, spot)}
        onClick={() => place(spot)}
      >
        <span aria-hidden="true">{text}</span>
        {chipMark(spot)}
      </button>
    );
  }

  const shownNumber = rolling ?? result?.number ?? null;
  const insideBets = bets.filter((bet) => bet.numbers && bet.type !== 'straight');

  return (
    <div className="roulette">
      <div className="roulette-top">
        <div
          className={`roulette-ball${shownNumber === null ? '' : ` roulette-ball--${rouletteColor(shownNumber)}`}${rolling !== null ? ' roulette-ball--rolling' : ''}`}
          aria-hidden="true"
        >
          {shownNumber ?? '?'}
        </div>
        <div className="roulette-result" aria-live="polite" data-testid="roulette-result">
          {result && !spinning ? (
            <>
              <p className="roulette-result__number">
                {t('roulette.result', { number: result.number, color: colorName(result.number) })}
              </p>
              <p>
                {result.win > 0 ? (
                  <strong>{t('roulette.you_won', { amount: format(result.win) })}</strong>
                ) : (
                  t('roulette.no_win', { amount: format(result.stake) })
                )}
              </p>
            </>
          ) : (
            <p>{spinning ? t('roulette.spinning') : t('roulette.place_bets')}</p>
          )}
        </div>
        <div className="roulette-last">
          <h2 className="roulette-last__title">{t('roulette.last_results')}</h2>
          <ol className="roulette-last__list" data-testid="roulette-last">
            {last.map((n, i) => (
              <li key={i} className={`roulette-last__n roulette-last__n--${rouletteColor(n)}`}>
                <span aria-hidden="true">{n}</span>
                <span className="visually-hidden">{`${n} ${colorName(n)}`}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>

      <fieldset className="roulette-modes">
        <legend>{t('roulette.bet_type')}</legend>
        {MODES.map((m) => (
          <label key={m} className={`roulette-mode${mode === m ? ' roulette-mode--on' : ''}`}>
            <input
              type="radio"
              name="roulette-mode"
              value={m}
              checked={mode === m}
              onChange={() => {
                setMode(m);
                setPicks([]);
                setProblems([]);
              }}
            />
            {t(`roulette.types.${m}`)}
          </label>
        ))}
      </fieldset>
      <p className="roulette-help" aria-live="polite">
        {t(`roulette.help.${mode}`, { left: PICKS[mode] - picks.length })}
      </p>

      <div className="roulette-table-scroll">
        <div className="roulette-table" role="group" aria-label={t('roulette.table')}>
          {numberCell(0, tablePlace({ kind: 'zero' }))}
          {TABLE_ROWS.map((rowTop) =>
            TABLE_COLUMNS.map((c) =>
              numberCell(c * 3 + rowTop, tablePlace({ kind: 'number', n: c * 3 + rowTop })),
            ),
          )}
          {TABLE_ROWS.map((rowTop) =>
            outsideCell(
              t('roulette.column_n', { n: rowTop }),
              '2:1',
              { type: 'column', index: rowTop },
              tablePlace({ kind: 'column', index: rowTop }),
              'roulette-outside--column',
            ),
          )}
          {([1, 2, 3] as const).map((d) =>
            outsideCell(
              t('roulette.dozen_n', { n: d, range: `${(d - 1) * 12 + 1}–${d * 12}` }),
              `${(d - 1) * 12 + 1}–${d * 12}`,
              { type: 'dozen', index: d },
              tablePlace({ kind: 'dozen', index: d }),
              'roulette-outside--side',
            ),
          )}
          {EVEN_CHANCES.map((type, i) =>
            outsideCell(
              t(`roulette.types.${type}`),
              type === 'red' || type === 'black' ? '' : t(`roulette.short.${type}`),
              { type },
              tablePlace({ kind: 'even', position: i }),
              type === 'red' || type === 'black'
                ? `roulette-outside--side roulette-outside--${type}`
                : 'roulette-outside--side',
            ),
          )}
        </div>
      </div>

      <div className="roulette-controls">
        <div className="roulette-chips" role="radiogroup" aria-label={t('roulette.chip')}>
          {chips.map((value, i) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={chip === value}
              aria-label={t('roulette.chip_value', { amount: format(value) })}
              className={`roulette-chip roulette-chip--${i}`}
              onClick={() => setChip(value)}
            >
              {chipLabel(value)}
            </button>
          ))}
        </div>
        <p className="roulette-total">
          {t('roulette.total_bet')} <output data-testid="roulette-total">{format(total)}</output>
        </p>
        <div className="roulette-actions">
          <button
            type="button"
            className="solo-button"
            disabled={spinning || placements.length === 0}
            onClick={() => setPlacements((list) => list.slice(0, -1))}
          >
            {t('roulette.undo')}
          </button>
          <button
            type="button"
            className="solo-button"
            disabled={spinning || placements.length === 0}
            onClick={() => {
              setPlacements([]);
              setPicks([]);
            }}
          >
            {t('roulette.clear')}
          </button>
          <button
            type="button"
            className="solo-button"
            disabled={spinning || placements.length > 0 || lastBets.length === 0}
            onClick={() => setPlacements(lastBets)}
          >
            {t('roulette.rebet')}
          </button>
          <button
            type="button"
            className="solo-button solo-button--primary roulette-spin"
            disabled={spinning || bets.length === 0}
            onClick={() => void spin()}
          >
            {t('roulette.spin')}
          </button>
        </div>
      </div>

      {problems.length > 0 ? (
        <div className="solo-error" role="alert">
          {problems.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}

      {insideBets.length > 0 ? (
        <section className="roulette-placed" aria-label={t('roulette.combined_bets')}>
          <h2>{t('roulette.combined_bets')}</h2>
          <ul>
            {insideBets.map((bet) => (
              <li key={spotKey(bet)}>
                {t(`roulette.types.${bet.type}`)} {bet.numbers?.join('-')}: {format(bet.amount)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
