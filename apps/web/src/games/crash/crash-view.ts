import type { CrashRound, CrashRoundEvent, CrashState } from '@tribuna/contracts/house';
import { localeOf } from '@tribuna/contracts/money';

/** What the screen shows at a moment: the server's phase, corrected by the local clock. */
export type LocalPhase = 'betting' | 'flying' | 'crashed';

/** A multiplier in hundredths as players read it: 237 -> "2.37x" ("2,37x" in es_ES). */
export function formatMultiplier(hundredths: number, language: string): string {
  const number = new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Math.floor(hundredths) / 100);
  return `${number}x`;
}

/**
 * The phase at the server's time `now`: a round the server called betting takes off at
 * starts_at by itself; it is crashed only once the server said so (the crash point is
 * never known before).
 */
export function phaseAt(round: CrashRound, now: number): LocalPhase {
  if (round.phase === 'crashed' || round.crash_point !== null) return 'crashed';
  return now < Date.parse(round.starts_at) ? 'betting' : 'flying';
}

/**
 * Applies a `house.crash` event to the screen's state: a later round replaces the
 * current one (the caller's bet belonged to the old one), the same round takes the
 * newer facts; an older event changes nothing.
 */
export function applyEvent(
  state: CrashState,
  event: CrashRoundEvent,
  myTag: string | null,
): CrashState {
  if (event.round.index < state.round.index) return state;
  const sameRound = event.round.id === state.round.id;
  // Once crashed, a round stays crashed whatever arrives late.
  if (sameRound && state.round.crash_point !== null && event.round.crash_point === null) {
    return state;
  }
  const bets = event.bets.map((bet) =>
    myTag && bet.player === myTag ? { ...bet, mine: true } : bet,
  );
  const mine = bets.find((bet) => bet.mine);
  let myBet = sameRound ? state.my_bet : null;
  if (myBet && mine) myBet = { ...myBet, cashed_out_at: mine.cashed_out_at, win: mine.win };
  return { ...state, round: event.round, last: event.last, bets, my_bet: myBet };
}

/** The tag the server gave the caller's own bet, to mark it in events (which never say). */
export function myTagOf(state: CrashState): string | null {
  return state.bets.find((bet) => bet.mine)?.player ?? null;
}

/** A past crash bet's outcome (house_rounds.outcome), read defensively: it is `unknown` on the wire. */
export function crashOutcomeOf(outcome: unknown): {
  crashPoint: number | null;
  cashedOutAt: number | null;
} {
  const record = typeof outcome === 'object' && outcome !== null ? outcome : {};
  const number = (key: string) => {
    const value = (record as Record<string, unknown>)[key];
    return typeof value === 'number' ? value : null;
  };
  return { crashPoint: number('crash_point'), cashedOutAt: number('cashed_out_at') };
}
