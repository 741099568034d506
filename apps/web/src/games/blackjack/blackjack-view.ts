import type { BlackjackAction, BlackjackOutcome } from '@tribuna/games/blackjack';

/** A hand as the page shows it. */
export interface ViewHand {
  cards: number[];
  bet: number;
  doubled: boolean;
  fromSplit: boolean;
  done: boolean;
}

export interface ViewResult {
  total: number;
  outcome: BlackjackOutcome;
  bet: number;
  payout: number;
}

/** The part of the engine's state the player sees (the hole card left out while open). */
export interface BlackjackView {
  phase: 'player' | 'settled';
  dealer: number[];
  hands: ViewHand[];
  active: number;
  settlement: { dealerTotal: number; hands: ViewResult[]; totalPayout: number } | null;
}

const ACTIONS: readonly BlackjackAction[] = ['hit', 'stand', 'double', 'split'];
const OUTCOMES: readonly BlackjackOutcome[] = ['blackjack', 'win', 'push', 'lose', 'bust'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function cards(value: unknown): number[] | null {
  return Array.isArray(value) &&
    value.every((c) => typeof c === 'number' && Number.isInteger(c) && c >= 0 && c < 52)
    ? (value as number[])
    : null;
}

function num(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** Reads the state the API sends (checked: it comes from outside the page). */
export function readBlackjackState(state: unknown): BlackjackView | null {
  if (!isRecord(state)) return null;
  const dealer = cards(state.dealer);
  if (!dealer || !Array.isArray(state.hands)) return null;
  const hands: ViewHand[] = [];
  for (const hand of state.hands) {
    if (!isRecord(hand)) return null;
    const held = cards(hand.cards);
    if (!held) return null;
    hands.push({
      cards: held,
      bet: num(hand.bet),
      doubled: hand.doubled === true,
      fromSplit: hand.fromSplit === true || hand.from_split === true,
      done: hand.done === true,
    });
  }
  let settlement: BlackjackView['settlement'] = null;
  if (isRecord(state.settlement) && Array.isArray(state.settlement.hands)) {
    const results: ViewResult[] = [];
    for (const result of state.settlement.hands) {
      if (!isRecord(result)) return null;
      const outcome = OUTCOMES.find((o) => o === result.outcome);
      if (!outcome) return null;
      results.push({
        total: num(result.total),
        outcome,
        bet: num(result.bet),
        payout: num(result.payout),
      });
    }
    settlement = {
      dealerTotal: num(state.settlement.dealerTotal),
      hands: results,
      totalPayout: num(state.settlement.totalPayout),
    };
  }
  const phase = state.phase === 'settled' || settlement ? 'settled' : 'player';
  return { phase, dealer, hands, active: num(state.active), settlement };
}

export function readAllowed(value: unknown): BlackjackAction[] {
  return Array.isArray(value) ? ACTIONS.filter((a) => value.includes(a)) : [];
}
