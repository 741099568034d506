import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyDecimals } from '@tribuna/contracts/currencies';
import {
  HOUSE_LIVE_EVENTS,
  type CrashRoundEvent,
  type CrashState,
  type HouseRound,
} from '@tribuna/contracts/house';
import { parseTypedAmount, typedText } from '@tribuna/contracts/typed-amount';
import { multiplierAt } from '@tribuna/games/crash';
import { ChainFairness } from '../chain-fairness/chain-fairness';
import { HouseApiError } from '../house-api';
import type { HouseGameProps } from '../house-game-props';
import { HOUSE_LIVE_CONNECTED } from '../house-live';
import { money } from '../money';
import { playErrorMessages } from '../solo/play-error';
import { CrashGraph } from './crash-graph';
import { applyEvent, crashOutcomeOf, formatMultiplier, myTagOf, phaseAt } from './crash-view';
import './crash-texts';
import './crash.css';

/** Without any event for this long, the screen asks for the table again (and keeps it alive). */
const WATCHDOG_MS = 15_000;
/** After a crash the house pays automatic cash-outs; the screen then asks for its balance. */
const AFTER_CRASH_MS = 1_500;

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const changed = () => setReduced(list.matches);
    list.addEventListener('change', changed);
    return () => list.removeEventListener('change', changed);
  }, []);
  return reduced;
}

/** The server's time, a few times a second: countdowns and the cash-out button's live amount. */
function useServerNow(clockOffset: number, periodMs: number): number {
  const [now, setNow] = useState(() => Date.now() + clockOffset);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + clockOffset), periodMs);
    return () => clearInterval(timer);
  }, [clockOffset, periodMs]);
  return now;
}

/** Cohete: the brand's shared rocket. Bet while it waits, cash out before it crashes. */
export function CrashGame(props: HouseGameProps) {
  const { session, api, live, language, onBalance } = props;
  const { t } = useTranslation();
  const slug = session.game.slug;
  const currency = session.currency;
  const decimals = currencyDecimals(currency);
  const reducedMotion = usePrefersReducedMotion();
  const [view, setView] = useState<CrashState | null>(null);
  const [clockOffset, setClockOffset] = useState(props.clockOffset);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [amountText, setAmountText] = useState(() =>
    typedText(Math.min(session.game.max_bet, session.game.min_bet * 10), decimals, language),
  );
  const [autoText, setAutoText] = useState('');
  const viewRef = useRef<CrashState | null>(null);
  const myTag = useRef<string | null>(null);
  const lastHeard = useRef(0);
  const ids = { amount: useId(), auto: useId(), autoHint: useId() };
  const now = useServerNow(clockOffset, reducedMotion ? 500 : 100);

  const show = useCallback((next: CrashState) => {
    viewRef.current = next;
    myTag.current = myTagOf(next) ?? (next.my_bet ? myTag.current : null);
    setView(next);
  }, []);

  const refresh = useCallback(() => {
    const asked = Date.now();
    return api.get<CrashState>('/crash').then(
      (next) => {
        const answered = Date.now();
        lastHeard.current = answered;
        setClockOffset(Date.parse(next.server_time) - (asked + answered) / 2);
        show(next);
        onBalance(next.balance);
      },
      (error: unknown) => {
        if (error instanceof HouseApiError && error.messages.length > 0) setErrors(error.messages);
      },
    );
  }, [api, onBalance, show]);

  // The table on mount, on every (re)connection, when the tab comes back, and its events.
  useEffect(() => {
    lastHeard.current = Date.now();
    void refresh();
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (ms: number) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void refresh();
      }, ms);
      timers.add(timer);
    };
    const offEvent = live.subscribe(HOUSE_LIVE_EVENTS.crash, (data) => {
      const event = data as CrashRoundEvent;
      const current = viewRef.current;
      if (event.game !== slug || !current) return;
      lastHeard.current = Date.now();
      const hadBet = current.my_bet !== null && event.round.id === current.round.id;
      const next = applyEvent(current, event, myTag.current);
      if (next === current) return;
      viewRef.current = next;
      setView(next);
      // A new round: the balance after the last one's payments, and the table kept alive.
      if (event.round.id !== current.round.id && event.round.phase === 'betting') void refresh();
      else if (hadBet && event.round.phase === 'crashed') later(AFTER_CRASH_MS);
    });
    const offConnected = live.subscribe(HOUSE_LIVE_CONNECTED, () => void refresh());
    const watchdog = setInterval(() => {
      if (Date.now() - lastHeard.current > WATCHDOG_MS && document.visibilityState !== 'hidden') {
        void refresh();
      }
    }, WATCHDOG_MS / 3);
    const visible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', visible);
    return () => {
      offEvent();
      offConnected();
      clearInterval(watchdog);
      for (const timer of timers) clearTimeout(timer);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [live, refresh, slug]);

  async function send(path: string, body: unknown): Promise<void> {
    setBusy(true);
    setErrors([]);
    try {
      const next = await api.send<CrashState>('POST', path, body);
      show(next);
      onBalance(next.balance);
    } catch (error) {
      setErrors(playErrorMessages(error, t));
      void refresh();
    } finally {
      setBusy(false);
    }
  }

  function placeBet(event: FormEvent) {
    event.preventDefault();
    if (!view) return;
    const amount = parseTypedAmount(amountText, decimals, language);
    if (!amount.ok) {
      setErrors([
        t('crash.amount_invalid', { example: typedText(10 * 10 ** decimals, decimals, language) }),
      ]);
      return;
    }
    let auto: number | null = null;
    if (autoText.trim() !== '') {
      // A multiplier in hundredths, typed with the player's decimal mark as amounts are.
      const parsed = parseTypedAmount(autoText, 2, language);
      if (!parsed.ok || parsed.minor < 101) {
        setErrors([
          t('crash.auto_invalid', {
            minimum: typedText(101, 2, language),
            example: typedText(200, 2, language),
          }),
        ]);
        return;
      }
      auto = parsed.minor;
    }
    void send('/crash/bet', { round_id: view.round.id, amount: amount.minor, auto_cash_out: auto });
  }

  /** A past bet in My rounds: where it cashed out and where the rocket crashed. */
  const describeRound = useCallback(
    (past: HouseRound) => {
      const { crashPoint, cashedOutAt } = crashOutcomeOf(past.outcome);
      const format = (hundredths: number) => formatMultiplier(hundredths, language);
      if (cashedOutAt !== null && crashPoint !== null) {
        return t('crash.history_cashed_crashed', {
          cashed: format(cashedOutAt),
          crashed: format(crashPoint),
        });
      }
      if (cashedOutAt !== null) return t('crash.history_cashed', { cashed: format(cashedOutAt) });
      return crashPoint !== null ? t('crash.crashed', { multiplier: format(crashPoint) }) : '';
    },
    [language, t],
  );

  if (!view) return <p className="house-status">{t('house.loading')}</p>;

  const { round, my_bet: myBet } = view;
  const phase = phaseAt(round, now);
  const startsAt = Date.parse(round.starts_at);
  const shown = phase === 'flying' ? multiplierAt(now - startsAt) : 100;
  // Past an automatic cash-out the house pays it at its own multiplier: nothing to press.
  const autoPassed = myBet?.auto_cash_out != null && shown >= myBet.auto_cash_out;
  const canCashOut =
    phase === 'flying' && myBet !== null && myBet.cashed_out_at === null && !autoPassed;
  const canBet = phase === 'betting' && myBet === null;
  const crashText =
    round.crash_point !== null
      ? t('crash.crashed', { multiplier: formatMultiplier(round.crash_point, language) })
      : '';
  const statusText =
    phase === 'betting'
      ? t('crash.betting', { seconds: Math.max(0, Math.ceil((startsAt - now) / 1000)) })
      : phase === 'flying'
        ? t('crash.flying')
        : crashText;
  // Said once per phase (the countdown itself would be read every second).
  const announced =
    phase === 'betting'
      ? t('crash.betting_short')
      : phase === 'flying'
        ? t('crash.flying')
        : crashText;

  let myLine: string | null = null;
  if (myBet) {
    if (myBet.cashed_out_at !== null) {
      myLine = t('crash.cashed_out', {
        multiplier: formatMultiplier(myBet.cashed_out_at, language),
        amount: money(myBet.win ?? 0, currency, language),
      });
    } else if (phase === 'crashed') {
      myLine = t('crash.lost');
    } else if (myBet.auto_cash_out !== null) {
      myLine = `${t('crash.bet_placed', { amount: money(myBet.amount, currency, language) })} · ${t(
        'crash.auto_set',
        { multiplier: formatMultiplier(myBet.auto_cash_out, language) },
      )}`;
    } else {
      myLine = t('crash.bet_placed', { amount: money(myBet.amount, currency, language) });
    }
  }

  return (
    <div className="crash" data-phase={phase}>
      <section className="crash__flight" aria-labelledby="crash-title">
        <h2 id="crash-title" className="crash__title">
          {t('crash.title')}
        </h2>
        <ol className="crash__last" aria-label={t('crash.last')}>
          {view.last.map((point) => (
            <li
              key={point.index}
              className={`crash__chip crash__chip--${
                point.crash_point < 200 ? 'low' : point.crash_point < 1000 ? 'mid' : 'high'
              }`}
            >
              {formatMultiplier(point.crash_point, language)}
            </li>
          ))}
        </ol>
        <CrashGraph
          round={round}
          clockOffset={clockOffset}
          language={language}
          reducedMotion={reducedMotion}
          label={t('crash.graph')}
        />
        <p className={`crash__status crash__status--${phase}`} data-testid="crash-status">
          {statusText}
        </p>
        <p className="visually-hidden" role="status" aria-live="polite">
          {announced}
        </p>
      </section>

      <section className="crash__controls">
        <form className="crash__form" onSubmit={placeBet} noValidate>
          <label htmlFor={ids.amount}>{t('crash.amount')}</label>
          <input
            id={ids.amount}
            inputMode="decimal"
            autoComplete="off"
            placeholder={typedText(0, decimals, language)}
            value={amountText}
            onChange={(e) => setAmountText(e.target.value)}
            disabled={!canBet}
          />
          <label htmlFor={ids.auto}>{t('crash.auto')}</label>
          <input
            id={ids.auto}
            inputMode="decimal"
            autoComplete="off"
            placeholder={typedText(200, 2, language)}
            aria-describedby={ids.autoHint}
            value={autoText}
            onChange={(e) => setAutoText(e.target.value)}
            disabled={!canBet}
          />
          <small id={ids.autoHint} className="crash__hint">
            {t('crash.auto_hint', { example: typedText(200, 2, language) })}
          </small>
          {canCashOut && myBet ? (
            <button
              type="button"
              className="crash__button crash__button--cash-out"
              disabled={busy}
              onClick={() => void send('/crash/cash-out', { round_id: round.id })}
            >
              {t('crash.cash_out', {
                amount: money(Math.floor((myBet.amount * shown) / 100), currency, language),
              })}
            </button>
          ) : (
            <button type="submit" className="crash__button" disabled={!canBet || busy}>
              {t('crash.bet')}
            </button>
          )}
          {!canBet && !canCashOut && !myBet ? (
            <p className="crash__hint">{t('crash.bet_next')}</p>
          ) : null}
        </form>
        {myLine ? (
          <p className="crash__mine" data-testid="crash-my-bet">
            {myLine}
          </p>
        ) : null}
        {errors.length > 0 ? (
          <div className="crash__errors" role="alert">
            {errors.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        ) : null}
        <div className="crash__fairness">
          <ChainFairness
            api={api}
            language={language}
            round={round}
            describe={describeRound}
            // My rounds are read again as my bet and the round move on (the crash event
            // comes after the server settled it, so the list then has its crash point).
            refreshKey={[
              round.id,
              phase,
              round.crash_point ?? '',
              myBet?.amount ?? '',
              myBet?.cashed_out_at ?? '',
            ].join(':')}
          />
        </div>
      </section>

      <section className="crash__players">
        <table className="crash__table">
          <caption>{t('crash.players')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('crash.col_player')}</th>
              <th scope="col">{t('crash.col_amount')}</th>
              <th scope="col">{t('crash.col_cashed')}</th>
              <th scope="col">{t('crash.col_win')}</th>
            </tr>
          </thead>
          <tbody>
            {view.bets.length === 0 ? (
              <tr>
                <td colSpan={4}>{t('crash.no_players')}</td>
              </tr>
            ) : (
              view.bets.map((bet, index) => (
                <tr key={`${bet.player}-${index}`} className={bet.mine ? 'crash__row--mine' : ''}>
                  <th scope="row">
                    {bet.mine ? t('crash.you') : t('crash.player', { tag: bet.player })}
                  </th>
                  <td>{money(bet.amount, currency, language)}</td>
                  <td>
                    {bet.cashed_out_at !== null
                      ? formatMultiplier(bet.cashed_out_at, language)
                      : '–'}
                  </td>
                  <td>{bet.win !== null ? money(bet.win, currency, language) : '–'}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
    </div>
  );
}
