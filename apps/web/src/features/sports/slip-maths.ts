import { oddsX100 } from '@tribuna/contracts/odds-format';
import type {
  MarketType,
  OddsChangePolicy,
  PlaceBetsRequest,
  PlaceBetsResult,
  RefusalReason,
} from '@tribuna/contracts/sports';
import type { Language } from '@tribuna/contracts/language-codes';
import { parseTypedAmount, type AmountProblem } from '@tribuna/contracts/typed-amount';
import { payoutOf } from '@tribuna/games/sports/margin';

/** One pick of the slip: what it is, for the request, and what the slip shows. */
export interface SlipSelection {
  market_id: string;
  outcome: string;
  /** The price the slip shows now (it follows the live prices). */
  odds: number;
  /** The price before the last move, to show which way it went; null when unmoved. */
  previous_odds: number | null;
  event_id: string;
  home: string;
  away: string;
  competition_slug: string;
  event_slug: string;
  market_type: MarketType;
  line: number | null;
  live: boolean;
  /** False while the market is suspended, closed or the outcome withdrawn. */
  available: boolean;
  /**
   * The smallest stake the brand takes on the event's sport, minor units (the event's
   * `min_stake` when picked); absent from a slip kept from before it was carried.
   */
  min_stake?: number;
}

/**
 * Why the slip will not send a stake: a typed amount it cannot read, or one below the
 * smallest the bet's sports take (`minimum`, minor units: the API's own refusal, said
 * before sending).
 */
export type StakeProblem = AmountProblem | { minimum: number };

export interface SelectionRefusal {
  reason: RefusalReason;
  /** The server's text, when the whole bet was refused. */
  message: string | null;
}

export interface SlipState {
  selections: SlipSelection[];
  /** A single's stake as typed, by selection key. */
  stakes: Record<string, string>;
  accumulatorStake: string;
  policy: OddsChangePolicy;
  /** The last placement's refusals, by selection key. */
  refusals: Record<string, SelectionRefusal>;
}

export const EMPTY_SLIP: SlipState = {
  selections: [],
  stakes: {},
  accumulatorStake: '',
  policy: 'none',
  refusals: {},
};

export function selectionKey(selection: Pick<SlipSelection, 'market_id' | 'outcome'>): string {
  return `${selection.market_id}:${selection.outcome}`;
}

/** An accumulator needs two selections or more, each of a different event. */
export function canAccumulate(selections: readonly SlipSelection[]): boolean {
  if (selections.length < 2) return false;
  return new Set(selections.map((s) => s.event_id)).size === selections.length;
}

/** The legs' odds multiplied, rounded down to two decimals (as the API shows a bet's). */
export function combinedOdds(selections: readonly Pick<SlipSelection, 'odds'>[]): number {
  // payoutOf of a 100-unit stake is the product in hundredths, exactly.
  return (
    payoutOf(
      100,
      selections.map((s) => oddsX100(s.odds)),
    ) / 100
  );
}

/** What a stake returns if every leg wins, in minor units. */
export function potentialReturn(
  stake: number,
  selections: readonly Pick<SlipSelection, 'odds'>[],
): number {
  return payoutOf(
    stake,
    selections.map((s) => oddsX100(s.odds)),
  );
}

/** A bet of the request and the slip selections its `selections` stand for, in order. */
export interface PlannedBet {
  kind: 'single' | 'accumulator';
  stake: number;
  keys: string[];
}

export interface SlipPlan {
  bets: PlannedBet[];
  /** Stakes that cannot be read or are too small, by selection key or `accumulator`. */
  problems: Record<string, StakeProblem>;
  totalStake: number;
  totalReturn: number;
}

export const ACCUMULATOR = 'accumulator';

/** The smallest stake of a bet on these picks: the highest of their sports' minimums. */
export function minimumStake(picks: readonly Pick<SlipSelection, 'min_stake'>[]): number {
  return Math.max(0, ...picks.map((p) => p.min_stake ?? 0));
}

/**
 * The bets a slip stands for: a single per selection with a stake, and the accumulator
 * when it has a stake and may be made. Suspended selections are left out. Stakes are
 * read in the player's language's format.
 */
export function planSlip(slip: SlipState, decimals: number, language: Language): SlipPlan {
  const plan: SlipPlan = { bets: [], problems: {}, totalStake: 0, totalReturn: 0 };
  const add = (kind: PlannedBet['kind'], stake: number, picks: SlipSelection[]) => {
    const keys = picks.map(selectionKey);
    // Below the smallest stake its sports take: held back, as the API would refuse it.
    const minimum = minimumStake(picks);
    if (stake < minimum) {
      plan.problems[kind === 'single' ? (keys[0] ?? ACCUMULATOR) : ACCUMULATOR] = { minimum };
      return;
    }
    plan.bets.push({ kind, stake, keys });
    plan.totalStake += stake;
    plan.totalReturn += potentialReturn(stake, picks);
  };
  for (const selection of slip.selections) {
    const key = selectionKey(selection);
    const text = slip.stakes[key]?.trim() ?? '';
    if (text === '' || !selection.available) continue;
    const parsed = parseTypedAmount(text, decimals, language);
    if (parsed.ok) add('single', parsed.minor, [selection]);
    else plan.problems[key] = parsed.problem;
  }
  const accumulatorText = slip.accumulatorStake.trim();
  if (accumulatorText !== '' && canAccumulate(slip.selections)) {
    const parsed = parseTypedAmount(accumulatorText, decimals, language);
    if (!parsed.ok) plan.problems[ACCUMULATOR] = parsed.problem;
    else if (slip.selections.every((s) => s.available)) {
      add('accumulator', parsed.minor, slip.selections);
    }
  }
  return plan;
}

export function requestOf(
  plan: SlipPlan,
  slip: SlipState,
  policy: OddsChangePolicy,
): PlaceBetsRequest {
  const byKey = new Map(slip.selections.map((s) => [selectionKey(s), s]));
  return {
    accept_odds: policy,
    bets: plan.bets.map((bet) => ({
      kind: bet.kind,
      stake: bet.stake,
      selections: bet.keys.flatMap((key) => {
        const selection = byKey.get(key);
        return selection
          ? [{ market_id: selection.market_id, outcome: selection.outcome, odds: selection.odds }]
          : [];
      }),
    })),
  };
}

export interface PlacementOutcome {
  /** Selections of bets that were placed (the slip lets them go). */
  placedKeys: string[];
  placedCount: number;
  refusals: Record<string, SelectionRefusal>;
  /** Current prices the server gave with an odds refusal, by selection key. */
  newOdds: Record<string, number>;
  /** The server's texts of the refused bets. */
  messages: string[];
}

/**
 * The answer of a placement read against its plan: which selections are done, and why
 * each refused one was refused (the bet's own reason on every leg when the whole bet
 * was refused, e.g. for its stake).
 */
export function readPlacement(plan: SlipPlan, result: PlaceBetsResult): PlacementOutcome {
  const outcome: PlacementOutcome = {
    placedKeys: [],
    placedCount: 0,
    refusals: {},
    newOdds: {},
    messages: [],
  };
  const refusedKeys = new Set<string>();
  result.results.forEach((answer, index) => {
    const bet = plan.bets[index];
    if (!bet) return;
    if (answer.placed) {
      outcome.placedCount += 1;
      outcome.placedKeys.push(...bet.keys);
      return;
    }
    outcome.messages.push(answer.message);
    for (const refused of answer.selections) {
      const key = bet.keys[refused.index];
      if (key === undefined) continue;
      refusedKeys.add(key);
      outcome.refusals[key] = { reason: refused.reason, message: null };
      if (refused.odds !== null) outcome.newOdds[key] = refused.odds;
    }
    if (answer.reason) {
      const target = bet.kind === 'accumulator' ? ACCUMULATOR : (bet.keys[0] ?? ACCUMULATOR);
      outcome.refusals[target] = { reason: answer.reason, message: answer.message };
      refusedKeys.add(target);
    }
  });
  // A selection of a placed single stays if the accumulator with it was refused.
  outcome.placedKeys = outcome.placedKeys.filter((key) => !refusedKeys.has(key));
  return outcome;
}
