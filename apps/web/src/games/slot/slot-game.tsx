import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseRound, SeedPair } from '@tribuna/contracts/house';
import {
  evaluateSlotStops,
  HOUSE_SLOT,
  HOUSE_SLOT_COMPILED,
  SLOT_PAYLINES,
  SLOT_SYMBOL_CODES,
  SLOT_SYMBOLS,
  type SlotSpin,
  type SlotSymbol,
} from '@tribuna/games/slot';
import type { HouseGameProps } from '../house-game-props';
import { money } from '../money';
import { betSteps, nearestStep } from '../solo/bet-steps';
import { pause, playErrorMessages, UnreadableAnswer } from '../solo/play-error';
import { spinBody } from './bonus-spins-api';
import { readSlotOutcome, winningCells, type SlotPlay } from './slot-outcome';
import { SlotSymbolArt } from './slot-symbol';
import { useBonusSpins } from './use-bonus-spins';
import './slot-texts';
import './slot.css';

const LINES = SLOT_PAYLINES.length;
/** What a spin's first answer looks like before any round: a still grid, nothing lit. */
const RESTING = evaluateSlotStops(HOUSE_SLOT_COMPILED, 'base', [3, 9, 14, 6, 20], 1);

type Phase = 'idle' | 'spinning' | 'free';

interface SpinAnswer {
  round: HouseRound;
  balance: number;
  seeds: SeedPair;
}

/** Is the key press meant for a control (typing, a button's own Space), not the machine? */
function meantForControl(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.closest('input, select, textarea, button, a, summary, [contenteditable]') !== null
  );
}

/** The reels shown while they turn: the strip's own symbols, blurred by the animation. */
function SpinningReel({ reel }: { reel: number }) {
  const strip = HOUSE_SLOT.strips.base[reel] ?? '';
  const symbols = [...strip.slice(0, 8)].map(
    (code) => SLOT_SYMBOLS[SLOT_SYMBOL_CODES.indexOf(code)] ?? 'jack',
  );
  return (
    <div className="slot-reel__strip" aria-hidden="true">
      {[...symbols, ...symbols].map((symbol, index) => (
        <div className="slot-cell" key={index}>
          <SlotSymbolArt symbol={symbol} />
        </div>
      ))}
    </div>
  );
}

/** Tesoro del Dragón: 5 reels, 3 rows, 20 lines, free spins. */
export function SlotGame({ session, api, language, onBalance }: HouseGameProps) {
  const { t } = useTranslation();
  const currency = session.currency;
  const format = useCallback(
    (minor: number) => money(minor, currency, language),
    [currency, language],
  );
  const steps = useMemo(
    () => betSteps(session.game.min_bet, session.game.max_bet, LINES),
    [session.game.min_bet, session.game.max_bet],
  );
  const [lineBet, setLineBet] = useState(() =>
    nearestStep(steps, Math.max(session.game.min_bet / LINES, 1) * 5),
  );
  const [phase, setPhase] = useState<Phase>('idle');
  const [shown, setShown] = useState<SlotSpin>(RESTING);
  const [lit, setLit] = useState(false);
  const [stopped, setStopped] = useState(5);
  const [play, setPlay] = useState<SlotPlay | null>(null);
  const [freeShown, setFreeShown] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const {
    offer: bonusOffer,
    refresh: refreshBonus,
    spent: spendBonus,
  } = useBonusSpins(api, session.mode === 'real');
  // Offered bonus spins are played unless the player turns them off for paid spins.
  const [useBonus, setUseBonus] = useState(true);
  const [bonusDone, setBonusDone] = useState(false);
  const alive = useRef(true);
  // The player may cut a long run of free spins short: the rest are shown at once.
  const skip = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const wait = useCallback((ms: number) => (skip.current ? Promise.resolve() : pause(ms)), []);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const stepIndex = Math.max(0, steps.indexOf(lineBet));
  const busy = phase !== 'idle';
  // A bonus spin's stake is its bonus's: the bet is locked to it while they are played.
  const bonusSpin = useBonus ? bonusOffer : null;
  const shownLineBet = bonusSpin ? bonusSpin.line_bet : lineBet;

  /** Turns the reels for at least `ms`, then stops them left to right on `spin`. */
  const reveal = useCallback(
    async (spin: SlotSpin, stopGap: number) => {
      setShown(spin);
      for (let reel = 1; reel <= 5; reel += 1) {
        await wait(stopGap);
        if (!alive.current) return;
        setStopped(reel);
      }
      setLit(true);
    },
    [wait],
  );

  const spin = useCallback(async () => {
    if (busy || steps.length === 0) return;
    setErrors([]);
    setBonusDone(false);
    setPhase('spinning');
    setLit(false);
    setStopped(0);
    setPlay(null);
    setFreeShown(0);
    const paidBy = bonusSpin;
    try {
      const [answer] = await Promise.all([
        api.send<SpinAnswer>('POST', '/slot/spin', spinBody(lineBet, paidBy)),
        pause(450),
      ]);
      if (!alive.current) return;
      if (paidBy && answer.round.bonus_id === paidBy.bonus_id) {
        spendBonus(paidBy.bonus_id);
        if (paidBy.remaining <= 1) setBonusDone(true);
      }
      const result = readSlotOutcome(answer.round.outcome);
      if (!result) {
        // The money moved all the same: the balance is right even if the reels cannot be.
        onBalance(answer.balance);
        throw new UnreadableAnswer();
      }
      // The stake leaves at once (a bonus spin's is the brand's: nothing leaves); the win
      // lands when the reels have stopped.
      onBalance(answer.balance - answer.round.win);
      await reveal(result.spin, 130);
      setPlay(result);
      if (result.freeSpins.length > 0) {
        setPhase('free');
        skip.current = false;
        await wait(700);
        for (const [index, free] of result.freeSpins.entries()) {
          if (!alive.current) return;
          setLit(false);
          setStopped(0);
          await wait(250);
          await reveal(free, 60);
          setFreeShown(index + 1);
          await wait(450);
        }
      }
      onBalance(answer.balance);
    } catch (error) {
      if (!alive.current) return;
      setStopped(5);
      setErrors(playErrorMessages(error, t));
    } finally {
      if (alive.current) setPhase('idle');
      // What is left of the bonus as the server counts it (used up or ended elsewhere too).
      if (paidBy) void refreshBonus();
    }
  }, [
    api,
    bonusSpin,
    busy,
    lineBet,
    onBalance,
    refreshBonus,
    reveal,
    spendBonus,
    steps.length,
    t,
    wait,
  ]);

  // Space or Enter anywhere on the machine spins, as on a real cabinet's big button.
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== ' ' && event.key !== 'Enter') return;
      if (event.repeat || meantForControl(event.target)) return;
      // Keys typed elsewhere on the page (the fairness panel) are not for the machine.
      const target = event.target instanceof Node ? event.target : null;
      if (target !== document.body && !root.current?.contains(target)) return;
      event.preventDefault();
      void spin();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [spin]);

  const cells = lit ? winningCells(shown) : new Set<string>();
  const freeTotal = play?.freeSpins.slice(0, freeShown).reduce((sum, s) => sum + s.totalWin, 0);
  const symbolName = (symbol: SlotSymbol) => t(`slot.symbols.${symbol}`);

  return (
    <div className="slot" ref={root}>
      <div
        className={`slot-machine${phase === 'free' ? ' slot-machine--free' : ''}`}
        data-testid="slot-machine"
      >
        {phase === 'free' && play ? (
          <div className="slot-banner">
            <p>
              {t('slot.free_spin_of', {
                current: Math.min(freeShown + 1, play.freeSpins.length),
                total: play.freeSpins.length,
              })}
            </p>
            <button
              type="button"
              className="slot-banner__skip"
              onClick={() => {
                skip.current = true;
              }}
            >
              {t('slot.skip')}
            </button>
          </div>
        ) : null}
        <div className="slot-reels" role="group" aria-label={t('slot.reels')} aria-busy={busy}>
          {shown.grid.map((column, reel) => (
            <div className={`slot-reel${reel >= stopped ? ' slot-reel--spinning' : ''}`} key={reel}>
              {reel >= stopped ? (
                <SpinningReel reel={reel} />
              ) : (
                column.map((symbol, row) => (
                  <div
                    key={row}
                    role="img"
                    aria-label={symbolName(symbol)}
                    className={`slot-cell slot-cell--${symbol}${cells.has(`${reel}:${row}`) ? ' slot-cell--win' : ''}`}
                  >
                    <SlotSymbolArt symbol={symbol} />
                  </div>
                ))
              )}
            </div>
          ))}
        </div>
      </div>

      {bonusOffer ? (
        <section className="slot-bonus" aria-labelledby="slot-bonus-title" data-testid="slot-bonus">
          <div className="slot-bonus__text">
            <h2 id="slot-bonus-title" className="slot-bonus__count" aria-live="polite">
              {t('slot.bonus_spins_left', {
                count: bonusOffer.remaining,
                amount: format(bonusOffer.stake),
              })}
            </h2>
            <p className="slot-bonus__from">
              {t('slot.bonus_spins_from', { title: bonusOffer.title })}
            </p>
          </div>
          <label className="slot-bonus__use">
            <input
              type="checkbox"
              role="switch"
              checked={useBonus}
              disabled={busy}
              onChange={(event) => setUseBonus(event.target.checked)}
            />
            <span>{t('slot.use_bonus_spins')}</span>
          </label>
        </section>
      ) : bonusDone ? (
        <p className="slot-bonus slot-bonus--done" role="status" data-testid="slot-bonus-done">
          {t('slot.bonus_spins_done')}
        </p>
      ) : null}

      <div className="slot-controls">
        <div className="slot-bet" role="group" aria-label={t('slot.line_bet')}>
          <button
            type="button"
            className="slot-bet__step"
            aria-label={t('slot.bet_lower')}
            disabled={busy || bonusSpin !== null || stepIndex === 0}
            onClick={() => setLineBet(steps[stepIndex - 1] ?? lineBet)}
          >
            −
          </button>
          <div className="slot-bet__values">
            <span className="slot-bet__label">{t('slot.line_bet')}</span>
            <output className="slot-bet__line" data-testid="slot-line-bet">
              {format(shownLineBet)}
            </output>
            <span className="slot-bet__total">
              {t('slot.total_bet', { amount: format(shownLineBet * LINES), lines: LINES })}
            </span>
          </div>
          <button
            type="button"
            className="slot-bet__step"
            aria-label={t('slot.bet_higher')}
            disabled={busy || bonusSpin !== null || stepIndex >= steps.length - 1}
            onClick={() => setLineBet(steps[stepIndex + 1] ?? lineBet)}
          >
            +
          </button>
        </div>
        <button
          type="button"
          className={`slot-spin${bonusSpin ? ' slot-spin--bonus' : ''}`}
          disabled={busy || steps.length === 0}
          onClick={() => void spin()}
        >
          {t(bonusSpin ? 'slot.bonus_spin' : 'slot.spin')}
        </button>
        <div className="slot-win" aria-live="polite" data-testid="slot-win">
          {play && !busy ? (
            play.totalWin > 0 ? (
              <strong>{t('slot.you_won', { amount: format(play.totalWin) })}</strong>
            ) : (
              <span>{t('slot.no_win')}</span>
            )
          ) : null}
        </div>
      </div>
      <p className="slot-hint">{t('slot.keys_hint')}</p>

      {errors.length > 0 ? (
        <div className="solo-error" role="alert">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}

      {play && lit ? (
        <section className="slot-wins" aria-label={t('slot.wins')}>
          {shown.lineWins.length > 0 || shown.scatter.amount > 0 ? (
            <ul>
              {shown.lineWins.map((win) => (
                <li key={win.line}>
                  {t('slot.line_win', {
                    line: win.line,
                    count: win.count,
                    symbol: symbolName(win.symbol),
                    amount: format(win.amount),
                  })}
                </li>
              ))}
              {shown.scatter.amount > 0 ? (
                <li>
                  {t('slot.scatter_win', {
                    count: shown.scatter.count,
                    amount: format(shown.scatter.amount),
                  })}
                </li>
              ) : null}
            </ul>
          ) : null}
          {play.spin.freeSpinsAwarded > 0 ? (
            <p className="slot-wins__free">
              {t('slot.free_spins_awarded', { count: play.spin.freeSpinsAwarded })}
            </p>
          ) : null}
        </section>
      ) : null}

      {play && play.freeSpins.length > 0 ? (
        <section className="slot-free" aria-labelledby="slot-free-title">
          <h2 id="slot-free-title">{t('slot.free_spins')}</h2>
          <ol className="slot-free__list">
            {play.freeSpins.slice(0, freeShown).map((free, index) => (
              <li key={index}>
                <button
                  type="button"
                  disabled={busy}
                  aria-pressed={shown === free}
                  onClick={() => setShown(free)}
                >
                  <span>{t('slot.free_spin_n', { n: index + 1 })}</span>
                  <span className={free.totalWin > 0 ? 'slot-free__won' : ''}>
                    {format(free.totalWin)}
                  </span>
                </button>
              </li>
            ))}
          </ol>
          <p className="slot-free__total" data-testid="slot-free-total">
            {t('slot.free_spins_total', {
              count: freeShown,
              amount: format(freeTotal ?? 0),
            })}
          </p>
          {!busy && shown !== play.spin ? (
            <button type="button" className="solo-link" onClick={() => setShown(play.spin)}>
              {t('slot.show_paid_spin')}
            </button>
          ) : null}
        </section>
      ) : null}

      <details className="slot-paytable">
        <summary>{t('slot.paytable')}</summary>
        <table>
          <caption>{t('slot.paytable_caption', { lines: LINES })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('slot.symbol')}</th>
              <th scope="col">×3</th>
              <th scope="col">×4</th>
              <th scope="col">×5</th>
            </tr>
          </thead>
          <tbody>
            {(Object.keys(HOUSE_SLOT.paytable) as (keyof typeof HOUSE_SLOT.paytable)[]).map(
              (symbol) => (
                <tr key={symbol}>
                  <th scope="row">
                    <SlotSymbolArt symbol={symbol} /> {symbolName(symbol)}
                  </th>
                  {HOUSE_SLOT.paytable[symbol].map((pay, i) => (
                    <td key={i}>{format(pay * shownLineBet)}</td>
                  ))}
                </tr>
              ),
            )}
            <tr>
              <th scope="row">
                <SlotSymbolArt symbol="scatter" /> {symbolName('scatter')}
              </th>
              {HOUSE_SLOT.scatterPays.map((pay, i) => (
                <td key={i}>{format(pay * shownLineBet * LINES)}</td>
              ))}
            </tr>
          </tbody>
        </table>
        <p>{t('slot.rules', { rtp: HOUSE_SLOT.declaredRtp.total.toFixed(2) })}</p>
      </details>
    </div>
  );
}
