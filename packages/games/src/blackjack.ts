import { GameError } from './game-error';
import { createRoundRandom, shuffle, type RandomSource, type RoundSeeds } from './random';

// Blackjack, one player against the dealer, a fresh 6-deck shoe (312 cards) per round,
// shuffled by the round's randomness (forward Fisher-Yates with unbiased integers), so a
// round can be replayed from its seeds and no round tells anything about the next.
// Rules: the dealer stands on soft 17 and peeks with an ace or a ten showing (a dealer
// blackjack ends the round at once, the player losing the first bet only: there are no
// other bets yet); blackjack pays 3:2 (floored to minor units); double on any first two
// cards, after a split too; one split (two hands at most) of two cards of equal value;
// split aces take one card each and a split ace with a ten is 21, not blackjack; equal
// totals push. No insurance or even money: a side bet that basic strategy never takes
// (its edge against a 6-deck shoe is about 7 %), left out to keep the round one bet.
//
// A round is a state machine over immutable states: deal -> player actions (hit, stand,
// double, split) -> the dealer plays -> settled. Each state lists its allowed actions;
// anything else is refused with a GameError.

export const BLACKJACK_DECKS = 6;
export const BLACKJACK_SHOE_SIZE = BLACKJACK_DECKS * 52;
export const BLACKJACK_MAX_HANDS = 2;

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;

/** A card is 0..51: rank = card % 13 (0 = ace, 12 = king), suit = floor(card / 13). */
export function cardLabel(card: number): {
  rank: (typeof RANKS)[number];
  suit: (typeof SUITS)[number];
} {
  return { rank: RANKS[card % 13] ?? 'A', suit: SUITS[Math.floor(card / 13) % 4] ?? 'clubs' };
}

/** 1 for an ace, 10 for tens and faces. */
export function cardValue(card: number): number {
  return Math.min(10, (card % 13) + 1);
}

export function handTotal(cards: readonly number[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = false;
  for (const card of cards) {
    const value = cardValue(card);
    total += value;
    if (value === 1) aces = true;
  }
  if (aces && total + 10 <= 21) return { total: total + 10, soft: true };
  return { total, soft: false };
}

export function isBlackjack(cards: readonly number[]): boolean {
  return cards.length === 2 && handTotal(cards).total === 21;
}

export interface BlackjackHand {
  cards: readonly number[];
  bet: number;
  doubled: boolean;
  fromSplit: boolean;
  done: boolean;
}

export type BlackjackOutcome = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export interface BlackjackHandResult {
  total: number;
  outcome: BlackjackOutcome;
  bet: number;
  /** Paid back, stake included. */
  payout: number;
}

export interface BlackjackSettlement {
  dealerTotal: number;
  dealerBlackjack: boolean;
  hands: BlackjackHandResult[];
  totalBet: number;
  totalPayout: number;
}

export interface BlackjackState {
  phase: 'player' | 'settled';
  /** The round's shuffled shoe; cards are taken from `next` on. */
  shoe: readonly number[];
  next: number;
  /** dealer[0] is the up card, dealer[1] the hole card (hidden until the dealer plays). */
  dealer: readonly number[];
  hands: readonly BlackjackHand[];
  /** The hand to act on while phase is 'player'. */
  active: number;
  /** What the player may do now; empty once settled. */
  allowed: readonly BlackjackAction[];
  settlement: BlackjackSettlement | null;
}

function refuse(code: string, message: string): never {
  throw new GameError(`blackjack.${code}`, message);
}

function cardAt(shoe: readonly number[], position: number): number {
  const card = shoe[position];
  if (card === undefined) throw new Error(`The shoe has no card ${position}.`);
  return card;
}

function allowedActions(hands: readonly BlackjackHand[], active: number): BlackjackAction[] {
  const hand = hands[active];
  if (!hand || hand.done) return [];
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2 && !hand.doubled) actions.push('double');
  const [a, b] = hand.cards;
  if (
    hands.length < BLACKJACK_MAX_HANDS &&
    hand.cards.length === 2 &&
    a !== undefined &&
    b !== undefined &&
    cardValue(a) === cardValue(b)
  ) {
    actions.push('split');
  }
  return actions;
}

function settle(state: Omit<BlackjackState, 'allowed' | 'settlement' | 'phase'>): BlackjackState {
  const dealerTotal = handTotal(state.dealer).total;
  const dealerBlackjack = isBlackjack(state.dealer);
  const hands = state.hands.map((hand): BlackjackHandResult => {
    const { total } = handTotal(hand.cards);
    const natural = !hand.fromSplit && isBlackjack(hand.cards);
    let outcome: BlackjackOutcome;
    if (natural && dealerBlackjack) outcome = 'push';
    else if (natural) outcome = 'blackjack';
    else if (dealerBlackjack) outcome = 'lose';
    else if (total > 21) outcome = 'bust';
    else if (dealerTotal > 21 || total > dealerTotal) outcome = 'win';
    else if (total === dealerTotal) outcome = 'push';
    else outcome = 'lose';
    const payout =
      outcome === 'blackjack'
        ? hand.bet + Math.floor((hand.bet * 3) / 2)
        : outcome === 'win'
          ? hand.bet * 2
          : outcome === 'push'
            ? hand.bet
            : 0;
    return { total, outcome, bet: hand.bet, payout };
  });
  return {
    ...state,
    phase: 'settled',
    allowed: [],
    settlement: {
      dealerTotal,
      dealerBlackjack,
      hands,
      totalBet: hands.reduce((sum, h) => sum + h.bet, 0),
      totalPayout: hands.reduce((sum, h) => sum + h.payout, 0),
    },
  };
}

/** Moves on to the next unfinished hand, or lets the dealer play and settles. */
function advance(
  shoe: readonly number[],
  next: number,
  dealer: readonly number[],
  hands: BlackjackHand[],
  active: number,
): BlackjackState {
  let index = active;
  let position = next;
  while (index < hands.length && hands[index]?.done) {
    index += 1;
    const hand = hands[index];
    // A split's second hand gets its second card when its turn comes.
    if (hand && hand.cards.length === 1) {
      const cards = [...hand.cards, cardAt(shoe, position)];
      position += 1;
      hands[index] = { ...hand, cards, done: handTotal(cards).total === 21 };
    }
  }
  if (index < hands.length) {
    return {
      phase: 'player',
      shoe,
      next: position,
      dealer,
      hands,
      active: index,
      allowed: allowedActions(hands, index),
      settlement: null,
    };
  }
  const dealerCards = [...dealer];
  if (hands.some((hand) => handTotal(hand.cards).total <= 21)) {
    // Stands on every 17, soft ones included.
    while (handTotal(dealerCards).total < 17) {
      dealerCards.push(cardAt(shoe, position));
      position += 1;
    }
  }
  return settle({ shoe, next: position, dealer: dealerCards, hands, active: hands.length - 1 });
}

export function assertBet(bet: number): void {
  if (!Number.isSafeInteger(bet) || bet <= 0) {
    refuse('bet_invalid', 'A bet is a whole number of minor units above 0.');
  }
}

/** Deals a round from a shuffled shoe: player, dealer up, player, dealer hole. */
export function dealBlackjackFrom(shoe: readonly number[], bet: number): BlackjackState {
  assertBet(bet);
  const p1 = cardAt(shoe, 0);
  const up = cardAt(shoe, 1);
  const p2 = cardAt(shoe, 2);
  const hole = cardAt(shoe, 3);
  const dealer = [up, hole];
  const hand: BlackjackHand = {
    cards: [p1, p2],
    bet,
    doubled: false,
    fromSplit: false,
    done: false,
  };
  const peeks = cardValue(up) === 1 || cardValue(up) === 10;
  if ((peeks && isBlackjack(dealer)) || isBlackjack(hand.cards)) {
    return settle({ shoe, next: 4, dealer, hands: [{ ...hand, done: true }], active: 0 });
  }
  return advance(shoe, 4, dealer, [hand], 0);
}

const FRESH_SHOE: readonly number[] = Array.from({ length: BLACKJACK_SHOE_SIZE }, (_, i) => i % 52);

/**
 * No round reaches past card 63: a hand takes cards while its hard total (every card at
 * least 1) is 20 or less, so at most 21 cards, and a round has three hands at most (two
 * player hands and the dealer's). The shuffle fixes those 64 positions only, which are
 * exactly the first 64 cards of the full Fisher-Yates shuffle of the shoe (random.ts).
 */
export const BLACKJACK_CARDS_REACHABLE = 64;

export function shuffleShoe(random: RandomSource): number[] {
  return shuffle(FRESH_SHOE, random, BLACKJACK_CARDS_REACHABLE).slice(0, BLACKJACK_CARDS_REACHABLE);
}

export function dealBlackjack(seeds: RoundSeeds, bet: number): BlackjackState {
  assertBet(bet);
  return dealBlackjackFrom(shuffleShoe(createRoundRandom(seeds)), bet);
}

export function actBlackjack(state: BlackjackState, action: BlackjackAction): BlackjackState {
  if (state.phase !== 'player') refuse('round_over', 'This round is settled.');
  if (!state.allowed.includes(action)) {
    refuse(
      'action_not_allowed',
      `${action} is not allowed now; allowed: ${state.allowed.join(', ') || 'none'}.`,
    );
  }
  const hands = [...state.hands];
  const hand = hands[state.active];
  if (!hand) refuse('round_over', 'No hand to act on.');
  let next = state.next;
  const draw = (): number => {
    const card = cardAt(state.shoe, next);
    next += 1;
    return card;
  };
  switch (action) {
    case 'stand':
      hands[state.active] = { ...hand, done: true };
      break;
    case 'hit': {
      const cards = [...hand.cards, draw()];
      hands[state.active] = { ...hand, cards, done: handTotal(cards).total >= 21 };
      break;
    }
    case 'double': {
      const cards = [...hand.cards, draw()];
      hands[state.active] = { ...hand, cards, bet: hand.bet * 2, doubled: true, done: true };
      break;
    }
    case 'split': {
      const [a = 0, b = 0] = hand.cards;
      const aces = cardValue(a) === 1;
      const first = [a, draw()];
      hands[state.active] = {
        cards: first,
        bet: hand.bet,
        doubled: false,
        fromSplit: true,
        done: aces || handTotal(first).total === 21,
      };
      // Split aces get their one card each now; other split hands when their turn comes.
      hands.splice(state.active + 1, 0, {
        cards: aces ? [b, draw()] : [b],
        bet: hand.bet,
        doubled: false,
        fromSplit: true,
        done: aces,
      });
      break;
    }
  }
  return advance(state.shoe, next, state.dealer, hands, state.active);
}

/** Replays a round from its revealed seeds, its bet and the player's actions in order. */
export function verifyBlackjack(
  seeds: RoundSeeds,
  bet: number,
  actions: readonly BlackjackAction[],
): BlackjackState {
  return actions.reduce(actBlackjack, dealBlackjack(seeds, bet));
}

/** What the player sees: the hole card stays hidden until the round is settled. */
export function visibleDealerCards(state: BlackjackState): readonly number[] {
  return state.phase === 'settled' ? state.dealer : state.dealer.slice(0, 1);
}
