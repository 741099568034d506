import { describe, expect, it } from 'vitest';
import {
  canAccumulate,
  combinedOdds,
  EMPTY_SLIP,
  minimumStake,
  planSlip,
  potentialReturn,
  readPlacement,
  requestOf,
  selectionKey,
  type SlipSelection,
  type SlipState,
} from './slip-maths';

function pick(n: number, odds: number, overrides: Partial<SlipSelection> = {}): SlipSelection {
  return {
    market_id: `m${n}`,
    outcome: 'home',
    odds,
    previous_odds: null,
    event_id: `e${n}`,
    home: `Home ${n}`,
    away: `Away ${n}`,
    competition_slug: 'liga',
    event_slug: `event-${n}`,
    market_type: '1x2',
    line: null,
    live: false,
    available: true,
    ...overrides,
  };
}

function slipOf(selections: SlipSelection[], change: Partial<SlipState> = {}): SlipState {
  return { ...EMPTY_SLIP, selections, ...change };
}

describe('slip maths', () => {
  it('holds back a stake below its sport’s minimum; an accumulator takes its highest', () => {
    const a = pick(1, 2, { min_stake: 100 });
    const b = pick(2, 3, { min_stake: 500 });
    const slip = slipOf([a, b], {
      stakes: { [selectionKey(a)]: '0.99', [selectionKey(b)]: '5' },
      accumulatorStake: '4.99',
    });
    const plan = planSlip(slip, 2, 'en_US');
    expect(plan.problems).toEqual({
      [selectionKey(a)]: { minimum: 100 },
      accumulator: { minimum: 500 },
    });
    expect(plan.bets).toEqual([{ kind: 'single', stake: 500, keys: ['m2:home'] }]);
    expect(minimumStake([a, b])).toBe(500);
    // A pick kept from before the minimum was carried: the API alone checks it.
    expect(
      planSlip(slipOf([pick(3, 2)], { stakes: { 'm3:home': '0.01' } }), 2, 'en_US').bets,
    ).toHaveLength(1);
  });

  it('puts a free bet on its one bet at its own stake, counting its winnings only', () => {
    const a = pick(1, 2.1, { min_stake: 1000 });
    const b = pick(2, 1.4);
    const free = { id: 'fb', stake: 500, min_odds_x100: 150 };
    const slip = slipOf([a, b], { stakes: { [selectionKey(a)]: '99', [selectionKey(b)]: '10' } });
    const plan = planSlip(slip, 2, 'en_US', { ...free, target: selectionKey(a) });
    // Below the sport's minimum and whatever was typed there: the free bet's stake.
    expect(plan.bets).toEqual([
      { kind: 'single', stake: 500, keys: ['m1:home'], freeBetId: 'fb' },
      { kind: 'single', stake: 1000, keys: ['m2:home'] },
    ]);
    expect(plan).toMatchObject({ totalStake: 1000, freeStake: 500, totalReturn: 550 + 1400 });
    expect(requestOf(plan, slip, 'none').bets[0]?.free_bet_id).toBe('fb');
    // Under its minimum odds it is held back, as the bonus would refuse it.
    const low = planSlip(slip, 2, 'en_US', { ...free, target: selectionKey(b) });
    expect(low.problems).toEqual({ [selectionKey(b)]: { minOdds: 150 } });
    // On the accumulator (2.10 × 1.40 = 2.94), whatever its typed stake.
    const acc = planSlip({ ...slip, stakes: {}, accumulatorStake: '7' }, 2, 'en_US', {
      ...free,
      target: 'accumulator',
    });
    expect(acc.bets).toEqual([
      { kind: 'accumulator', stake: 500, keys: ['m1:home', 'm2:home'], freeBetId: 'fb' },
    ]);
    expect(acc.totalReturn).toBe(1470 - 500);
  });

  it('multiplies odds exactly and rounds returns down to the minor unit', () => {
    expect(combinedOdds([pick(1, 1.85), pick(2, 2.1)])).toBe(3.88);
    expect(combinedOdds([pick(1, 1.1), pick(2, 1.1), pick(3, 1.1)])).toBe(1.33);
    // 10.00 × 1.85 × 2.10 = 38.85 exactly.
    expect(potentialReturn(1000, [pick(1, 1.85), pick(2, 2.1)])).toBe(3885);
    // 0.33 × 1.5 = 0.495: floor, never up.
    expect(potentialReturn(33, [pick(1, 1.5)])).toBe(49);
  });

  it('allows an accumulator only over distinct events', () => {
    expect(canAccumulate([pick(1, 2)])).toBe(false);
    expect(canAccumulate([pick(1, 2), pick(2, 2)])).toBe(true);
    expect(canAccumulate([pick(1, 2), pick(2, 2, { event_id: 'e1' })])).toBe(false);
  });

  it('plans singles with stakes and the accumulator, skipping suspended picks', () => {
    const a = pick(1, 2);
    const b = pick(2, 3);
    const c = pick(3, 1.5, { available: false });
    const slip = slipOf([a, b, c], {
      stakes: { [selectionKey(a)]: '5', [selectionKey(c)]: '7' },
      accumulatorStake: '2.50',
    });
    const plan = planSlip(slip, 2, 'en_US');
    // The accumulator waits while one of its legs is suspended.
    expect(plan.bets).toEqual([{ kind: 'single', stake: 500, keys: ['m1:home'] }]);
    expect(plan.totalReturn).toBe(1000);

    const open = slipOf([a, b], { stakes: { [selectionKey(a)]: '5' }, accumulatorStake: '2.50' });
    const both = planSlip(open, 2, 'en_US');
    expect(both.bets.map((bet) => [bet.kind, bet.stake])).toEqual([
      ['single', 500],
      ['accumulator', 250],
    ]);
    expect(both.totalStake).toBe(750);
    expect(both.totalReturn).toBe(1000 + 1500);
    expect(requestOf(both, open, 'higher')).toEqual({
      accept_odds: 'higher',
      bets: [
        { kind: 'single', stake: 500, selections: [{ market_id: 'm1', outcome: 'home', odds: 2 }] },
        {
          kind: 'accumulator',
          stake: 250,
          selections: [
            { market_id: 'm1', outcome: 'home', odds: 2 },
            { market_id: 'm2', outcome: 'home', odds: 3 },
          ],
        },
      ],
    });
  });

  it('names unreadable stakes', () => {
    const a = pick(1, 2);
    const plan = planSlip(
      slipOf([a, pick(2, 2)], { stakes: { [selectionKey(a)]: '1,5' }, accumulatorStake: '-1' }),
      2,
      'en_US',
    );
    expect(plan.problems).toEqual({
      'm1:home': 'wallet.amount_format',
      accumulator: 'wallet.amount_positive',
    });
    expect(plan.bets).toEqual([]);
  });

  it("reads stakes in the player's format", () => {
    const a = pick(1, 2);
    const b = pick(2, 2);
    const stakes = { stakes: { [selectionKey(a)]: '1.000,5' }, accumulatorStake: '2,50' };
    const plan = planSlip(slipOf([a, b], stakes), 2, 'es_ES');
    expect(plan.bets.map((bet) => [bet.kind, bet.stake])).toEqual([
      ['single', 100_050],
      ['accumulator', 250],
    ]);
    // "2.50" is not a Spanish amount: refused, not read as 250 units.
    const english = planSlip(slipOf([a, b], { accumulatorStake: '2.50' }), 2, 'es_ES');
    expect(english.problems).toEqual({ accumulator: 'wallet.amount_format' });
  });

  it('reads refusals back onto the selections they name', () => {
    const a = pick(1, 2);
    const b = pick(2, 3);
    const open = slipOf([a, b], { stakes: { [selectionKey(a)]: '5' }, accumulatorStake: '2' });
    const plan = planSlip(open, 2, 'en_US');
    const outcome = readPlacement(plan, {
      balance: 0,
      results: [
        { placed: true, bet: {} as never },
        {
          placed: false,
          selections: [{ index: 1, reason: 'odds_changed', odds: 2.8 }],
          reason: null,
          message: 'The odds have changed.',
        },
      ],
    });
    expect(outcome.placedCount).toBe(1);
    expect(outcome.placedKeys).toEqual(['m1:home']);
    expect(outcome.refusals).toEqual({ 'm2:home': { reason: 'odds_changed', message: null } });
    expect(outcome.newOdds).toEqual({ 'm2:home': 2.8 });

    const whole = readPlacement(plan, {
      balance: 0,
      results: [
        {
          placed: false,
          selections: [],
          reason: 'stake_too_high',
          message: 'The maximum stake is $1.00.',
        },
        { placed: false, selections: [], reason: 'insufficient_funds', message: 'Not enough.' },
      ],
    });
    expect(whole.refusals).toEqual({
      'm1:home': { reason: 'stake_too_high', message: 'The maximum stake is $1.00.' },
      accumulator: { reason: 'insufficient_funds', message: 'Not enough.' },
    });
  });
});
