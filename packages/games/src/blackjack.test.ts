import { describe, expect, it } from 'vitest';
import {
  BLACKJACK_SHOE_SIZE,
  actBlackjack,
  cardLabel,
  dealBlackjack,
  dealBlackjackFrom,
  handTotal,
  shuffleShoe,
  verifyBlackjack,
  visibleDealerCards,
  type BlackjackAction,
  type BlackjackState,
} from './blackjack';
import {
  BASIC_STRATEGY_RTP,
  BASIC_STRATEGY_STANDARD_DEVIATION,
  basicStrategy,
  playBasicStrategyRound,
} from './blackjack-strategy';
import { GameError } from './game-error';
import { createRoundRandom, createSimulationRandom, shuffle } from './random';

const seeds = {
  serverSeed: 'e5380c4f06a3d40e9d004f69341cf831de4c56aa2e61d8dd6ebc863c137203ac',
  clientSeed: 'player-seed',
  nonce: 0,
};

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** Cards by rank: 'A' -> 0 ... 'K' -> 12 (clubs; the suit never matters). */
function cards(...ranks: string[]): number[] {
  return ranks.map((rank) => {
    const index = RANKS.indexOf(rank);
    if (index < 0) throw new Error(`no rank ${rank}`);
    return index;
  });
}

/** A round dealt from a stacked shoe: player, dealer up, player, dealer hole, then the rest. */
function stacked(...ranks: string[]): BlackjackState {
  return dealBlackjackFrom(cards(...ranks), 100);
}

function play(state: BlackjackState, ...actions: BlackjackAction[]): BlackjackState {
  return actions.reduce(actBlackjack, state);
}

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof GameError) return error.code;
    throw error;
  }
  return undefined;
}

describe('blackjack hands', () => {
  it('counts soft and hard totals', () => {
    expect(handTotal(cards('A', '6'))).toEqual({ total: 17, soft: true });
    expect(handTotal(cards('A', '6', '10'))).toEqual({ total: 17, soft: false });
    expect(handTotal(cards('A', 'A'))).toEqual({ total: 12, soft: true });
    expect(handTotal(cards('A', 'A', '9'))).toEqual({ total: 21, soft: true });
    expect(handTotal(cards('K', 'Q', 'A'))).toEqual({ total: 21, soft: false });
    expect(handTotal(cards('10', '6'))).toEqual({ total: 16, soft: false });
    expect(cardLabel(51)).toEqual({ rank: 'K', suit: 'spades' });
    expect(cardLabel(13)).toEqual({ rank: 'A', suit: 'diamonds' });
  });

  it('deals from a 6-deck shoe shuffled by the round (known answer)', () => {
    const state = dealBlackjack(seeds, 100);
    expect(state.shoe.slice(0, 8)).toEqual([35, 2, 22, 16, 7, 9, 42, 21]);
    expect(state.hands[0]?.cards).toEqual([35, 22]);
    expect(state.dealer).toEqual([2, 16]);
    expect(state.allowed).toEqual(['hit', 'stand', 'double', 'split']);
    expect(visibleDealerCards(state)).toEqual([2]);
    // The shoe is the first 64 cards of the Fisher-Yates shuffle of all 312.
    const full = shuffle(
      Array.from({ length: BLACKJACK_SHOE_SIZE }, (_, i) => i % 52),
      createRoundRandom(seeds),
    );
    expect(state.shoe).toEqual(full.slice(0, 64));
    expect(shuffleShoe(createRoundRandom(seeds))).toEqual(state.shoe);
    const counts = new Array<number>(52).fill(0);
    full.forEach((card) => (counts[card] = (counts[card] ?? 0) + 1));
    expect(counts.every((n) => n === 6)).toBe(true);
  });

  it('replays a round from its seeds, bet and actions (known answers)', () => {
    const settled = verifyBlackjack(seeds, 100, ['stand']);
    expect(settled.dealer).toEqual([2, 16, 7, 9]);
    expect(settled.settlement).toEqual({
      dealerTotal: 25,
      dealerBlackjack: false,
      hands: [{ total: 20, outcome: 'win', bet: 100, payout: 200 }],
      totalBet: 100,
      totalPayout: 200,
    });
    expect(visibleDealerCards(settled)).toEqual([2, 16, 7, 9]);
    const five = verifyBlackjack({ ...seeds, nonce: 5 }, 100, ['hit', 'stand']);
    expect(five.hands[0]?.cards).toEqual([41, 29, 10]);
    expect(five.settlement?.hands[0]).toEqual({
      total: 17,
      outcome: 'push',
      bet: 100,
      payout: 100,
    });
    expect(verifyBlackjack({ ...seeds, nonce: 5 }, 100, ['hit', 'stand'])).toEqual(five);
    expect(codeOf(() => verifyBlackjack(seeds, 100, ['stand', 'hit']))).toBe(
      'blackjack.round_over',
    );
  });
});

describe('blackjack dealer', () => {
  it('stands on soft 17', () => {
    const round = play(stacked('10', 'A', '8', '6'), 'stand');
    expect(round.dealer).toEqual(cards('A', '6'));
    expect(round.settlement?.dealerTotal).toBe(17);
    expect(round.settlement?.hands[0]).toMatchObject({ total: 18, outcome: 'win', payout: 200 });
  });

  it('hits 16 and soft 16', () => {
    const hard = play(stacked('10', '10', '8', '6', '5'), 'stand');
    expect(hard.dealer).toEqual(cards('10', '6', '5'));
    expect(hard.settlement?.hands[0]).toMatchObject({ outcome: 'lose', payout: 0 });
    const soft = play(stacked('10', 'A', '8', '5', '10', '5'), 'stand');
    expect(soft.dealer).toEqual(cards('A', '5', '10', '5'));
    expect(soft.settlement?.dealerTotal).toBe(21);
  });

  it('busts, and the player standing wins', () => {
    const round = play(stacked('10', '10', '2', '6', 'K'), 'stand');
    expect(round.settlement).toMatchObject({ dealerTotal: 26, totalPayout: 200 });
  });

  it('does not draw when every player hand is bust', () => {
    const round = play(stacked('10', '5', '6', '6', 'K', '10'), 'hit');
    expect(round.phase).toBe('settled');
    expect(round.dealer).toEqual(cards('5', '6'));
    expect(round.settlement?.hands[0]).toEqual({ total: 26, outcome: 'bust', bet: 100, payout: 0 });
  });
});

describe('blackjack settlement', () => {
  it('pays blackjack 3:2 at once, floored to minor units', () => {
    const round = stacked('A', '9', 'K', '7');
    expect(round.phase).toBe('settled');
    expect(round.allowed).toEqual([]);
    expect(round.settlement?.hands[0]).toEqual({
      total: 21,
      outcome: 'blackjack',
      bet: 100,
      payout: 250,
    });
    const odd = dealBlackjackFrom(cards('A', '9', 'K', '7'), 15);
    expect(odd.settlement?.totalPayout).toBe(15 + 22);
  });

  it('ends the round when the dealer peeks a blackjack: the player loses the bet, or pushes one', () => {
    const ace = stacked('10', 'A', '10', 'K');
    expect(ace.phase).toBe('settled');
    expect(ace.settlement).toMatchObject({ dealerBlackjack: true, totalPayout: 0 });
    expect(ace.settlement?.hands[0]?.outcome).toBe('lose');
    const ten = stacked('9', 'Q', '9', 'A');
    expect(ten.settlement).toMatchObject({ dealerBlackjack: true, totalPayout: 0 });
    const both = stacked('A', 'A', 'K', 'K');
    expect(both.settlement?.hands[0]).toMatchObject({ outcome: 'push', payout: 100 });
  });

  it('beats blackjack with nothing but blackjack: a three-card 21 pushes a dealer 21', () => {
    const round = play(stacked('5', '9', '6', '7', '10', '5'), 'hit');
    expect(round.settlement?.hands[0]).toMatchObject({ total: 21, outcome: 'push', payout: 100 });
    expect(round.settlement?.dealerTotal).toBe(21);
    // A player 21 (not blackjack) stands by itself.
    expect(round.hands[0]?.done).toBe(true);
  });

  it('pushes equal totals and loses lower ones', () => {
    expect(play(stacked('10', '10', '8', '8'), 'stand').settlement?.hands[0]).toMatchObject({
      outcome: 'push',
      payout: 100,
    });
    expect(play(stacked('10', '10', '7', '8'), 'stand').settlement?.hands[0]).toMatchObject({
      outcome: 'lose',
      payout: 0,
    });
  });

  it('doubles on any first two cards: one card, twice the bet', () => {
    const round = play(stacked('6', '6', '5', '10', '10', '10'), 'double');
    expect(round.phase).toBe('settled');
    expect(round.hands[0]).toMatchObject({ cards: cards('6', '5', '10'), bet: 200, doubled: true });
    expect(round.settlement).toMatchObject({ totalBet: 200, totalPayout: 400, dealerTotal: 26 });
    const soft = play(stacked('A', '6', '7', '10', '2', '2'), 'double');
    expect(soft.settlement?.hands[0]).toMatchObject({ total: 20, outcome: 'win', payout: 400 });
    const afterHit = play(stacked('2', '6', '3', '10', '2'), 'hit');
    expect(afterHit.allowed).toEqual(['hit', 'stand']);
    expect(codeOf(() => actBlackjack(afterHit, 'double'))).toBe('blackjack.action_not_allowed');
  });

  it('splits once, doubles after the split, deals the second hand its card on its turn', () => {
    const dealt = stacked('8', '10', '8', '7', '3', '10', '8');
    expect(dealt.allowed).toContain('split');
    const split = play(dealt, 'split');
    expect(split.hands.map((h) => h.cards)).toEqual([cards('8', '3'), cards('8')]);
    expect(split.active).toBe(0);
    expect(split.allowed).toEqual(['hit', 'stand', 'double']);
    const doubled = play(split, 'double');
    // Hand 2 now gets its second card: another 8, which may not be split again.
    expect(doubled.active).toBe(1);
    expect(doubled.hands[1]?.cards).toEqual(cards('8', '8'));
    expect(doubled.allowed).toEqual(['hit', 'stand', 'double']);
    expect(codeOf(() => actBlackjack(doubled, 'split'))).toBe('blackjack.action_not_allowed');
    const settled = play(doubled, 'stand');
    expect(settled.settlement).toEqual({
      dealerTotal: 17,
      dealerBlackjack: false,
      hands: [
        { total: 21, outcome: 'win', bet: 200, payout: 400 },
        { total: 16, outcome: 'lose', bet: 100, payout: 0 },
      ],
      totalBet: 300,
      totalPayout: 400,
    });
  });

  it('gives split aces one card each, and an ace with a ten there is 21, not blackjack', () => {
    const round = play(stacked('A', '9', 'A', '7', 'K', '5', '5'), 'split');
    expect(round.phase).toBe('settled');
    expect(round.hands.map((h) => h.cards)).toEqual([cards('A', 'K'), cards('A', '5')]);
    expect(round.dealer).toEqual(cards('9', '7', '5'));
    expect(round.settlement?.hands).toEqual([
      { total: 21, outcome: 'push', bet: 100, payout: 100 },
      { total: 16, outcome: 'lose', bet: 100, payout: 0 },
    ]);
  });

  it('splits any two ten-value cards and lets the dealer skip drawing when both split hands bust', () => {
    const round = play(stacked('K', '6', '10', '10', '5', '9', '4', '8'), 'split', 'hit', 'hit');
    expect(round.phase).toBe('settled');
    expect(round.hands.map((h) => handTotal(h.cards).total)).toEqual([24, 22]);
    expect(round.dealer).toEqual(cards('6', '10'));
    expect(round.settlement?.totalPayout).toBe(0);
  });

  it('refuses what the state does not allow, with a clear error', () => {
    const dealt = stacked('10', '6', '7', '10', '2');
    expect(dealt.allowed).toEqual(['hit', 'stand', 'double']);
    expect(() => actBlackjack(dealt, 'split')).toThrow(
      'split is not allowed now; allowed: hit, stand, double.',
    );
    const settled = play(dealt, 'stand');
    expect(settled.allowed).toEqual([]);
    expect(codeOf(() => actBlackjack(settled, 'hit'))).toBe('blackjack.round_over');
    expect(codeOf(() => actBlackjack(dealt, 'surrender' as BlackjackAction))).toBe(
      'blackjack.action_not_allowed',
    );
    expect(codeOf(() => dealBlackjack(seeds, 0))).toBe('blackjack.bet_invalid');
    // States are never changed in place.
    expect(dealt.phase).toBe('player');
    expect(dealt.hands[0]?.cards).toEqual(cards('10', '7'));
  });
});

describe('blackjack basic strategy (6 decks, S17, DAS)', () => {
  it('follows the chart', () => {
    const decide = (ranks: string[]) => basicStrategy(stacked(...ranks));
    // stacked(player1, up, player2, hole)
    expect(decide(['10', '10', '6', '7'])).toBe('hit'); // 16 v 10
    expect(decide(['10', '4', '2', '7'])).toBe('stand'); // 12 v 4
    expect(decide(['10', '2', '2', '7'])).toBe('hit'); // 12 v 2
    expect(decide(['6', 'A', '5', '7'])).toBe('hit'); // 11 v A (S17)
    expect(decide(['6', '10', '5', '7'])).toBe('double'); // 11 v 10
    expect(decide(['5', '3', '4', '7'])).toBe('double'); // 9 v 3
    expect(decide(['A', '9', '7', '7'])).toBe('hit'); // A7 v 9
    expect(decide(['A', '2', '7', '7'])).toBe('stand'); // A7 v 2
    expect(decide(['A', '4', '7', '7'])).toBe('double'); // A7 v 4
    expect(decide(['A', '4', '2', '7'])).toBe('hit'); // A2 v 4
    expect(decide(['9', '7', '9', '7'])).toBe('stand'); // 99 v 7
    expect(decide(['9', '8', '9', '7'])).toBe('split'); // 99 v 8
    expect(decide(['8', '10', '8', '7'])).toBe('split'); // 88 v 10
    expect(decide(['K', '6', 'Q', '7'])).toBe('stand'); // TT v 6
    expect(decide(['4', '5', '4', '7'])).toBe('split'); // 44 v 5 (DAS)
    expect(decide(['5', '9', '5', '7'])).toBe('double'); // 55 v 9: a hard 10
    // Soft 18 against 4 without the double (three cards) stands.
    const threeCards = play(stacked('A', '4', '3', '7', '4'), 'hit');
    expect(basicStrategy(threeCards)).toBe('stand');
  });

  it('returns the measured RTP by simulation within 4 standard errors', () => {
    const random = createSimulationRandom('blackjack-test');
    const hands = 100_000;
    let net = 0;
    for (let i = 0; i < hands; i += 1) {
      const round = playBasicStrategyRound(random, 2);
      net += (round.totalPayout - round.totalBet) / 2;
    }
    // RTP per initial bet; sigma of one hand's net result in initial bets (20 million hands):
    // 4 x 1.1467 / sqrt(100,000) = 1.45 points.
    const tolerance = (4 * BASIC_STRATEGY_STANDARD_DEVIATION) / Math.sqrt(hands);
    expect(Math.abs(1 + net / hands - BASIC_STRATEGY_RTP)).toBeLessThan(tolerance);
  });
});
