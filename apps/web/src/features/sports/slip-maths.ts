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
export type StakeProblem = AmountProblem | { minimum: number } | { minOdds: number };

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
  /**
   * The player's free bet chosen for one bet: a single's selection key, or `accumulator`.
   * Absent from a slip kept from before free bets.
   */
  freeBet?: { id: string; target: string } | null;
}

export const EMPTY_SLIP: SlipState = {
  selections: [],
  stakes: {},
  accumulatorStake: '',
  policy: 'none',
  refusals: {},
  freeBet: null,
};

/** The free bet the slip uses, as the player's bonuses say it is now. */
export interface FreeBetChoice {
  id: string;
  /** The bet it pays: a single's selection key, or `accumulator`. */
  target: string;
  /** Its stake, minor units: the bet's stake, fixed. */
  stake: number;
  /** The lowest odds it takes, in hundredths. */
  min_odds_x100: number;
}

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
  /** Paid with this free bet: the brand's stake, the player gets the winnings only. */
  freeBetId?: string;
}

export interface SlipPlan {
  bets: PlannedBet[];
  /** Stakes that cannot be read or are too small, by selection key or `accumulator`. */
  problems: Record<string, StakeProblem>;
  /** What the player stakes of their own money. */
  totalStake: number;
  /** The free bet's stake in the slip (the brand's), or 0. */
  freeStake: number;
  /** What the bets return to the player if they win: a free bet's winnings only. */
  totalReturn: number;
}

export const ACCUMULATOR = 'accumulator';

/** What a free bet of `stake` on these picks wins: its return beyond the stake. */
export function freeBetWinnings(
  stake: number,
  selections: readonly Pick<SlipSelection, 'odds'>[],
): number {
  return Math.max(0, potentialReturn(stake, selections) - stake);
}

/** The smallest stake of a bet on these picks: the highest of their sports' minimums. */
export function minimumStake(picks: readonly Pick<SlipSelection, 'min_stake'>[]): number {
  return Math.max(0, ...picks.map((p) => p.min_stake ?? 0));
}

/**
 * The bets a slip stands for: a single per selection with a stake, and the accumulator
 * when it has a stake and may be made. Suspended selections are left out. Stakes are
 * read in the player's language's format. The bet `free` pays (when the player has it)
 * takes its stake, whatever was typed there, and only its odds are checked before sending.
 */
export function planSlip(
  slip: SlipState,
  decimals: number,
  language: Language,
  free: FreeBetChoice | null = null,
): SlipPlan {
  const plan: SlipPlan = { bets: [], problems: {}, totalStake: 0, freeStake: 0, totalReturn: 0 };
  const add = (kind: PlannedBet['kind'], stake: number, picks: SlipSelection[]) => {
    const keys = picks.map(selectionKey);
    const target = kind === 'single' ? (keys[0] ?? ACCUMULATOR) : ACCUMULATOR;
    // Below the smallest stake its sports take: held back, as the API would refuse it.
    const minimum = minimumStake(picks);
    if (stake < minimum) {
      plan.problems[target] = { minimum };
      return;
    }
    plan.bets.push({ kind, stake, keys });
    plan.totalStake += stake;
    plan.totalReturn += potentialReturn(stake, picks);
  };
  const addFree = (chosen: FreeBetChoice, kind: PlannedBet['kind'], picks: SlipSelection[]) => {
    // The odds the API checks: the picks' product, rounded down as a bet's are.
    if (Math.round(combinedOdds(picks) * 100) < chosen.min_odds_x100) {
      plan.problems[chosen.target] = { minOdds: chosen.min_odds_x100 };
      return;
    }
    plan.bets.push({
      kind,
      stake: chosen.stake,
      keys: picks.map(selectionKey),
      freeBetId: chosen.id,
    });
    plan.freeStake += chosen.stake;
    plan.totalReturn += freeBetWinnings(chosen.stake, picks);
  };
  for (const selection of slip.selections) {
    const key = selectionKey(selection);
    if (!selection.available) continue;
    if (free?.target === key) {
      addFree(free, 'single', [selection]);
      continue;
    }
    const text = slip.stakes[key]?.trim() ?? '';
    if (text === '') continue;
    const parsed = parseTypedAmount(text, decimals, language);
    if (parsed.ok) add('single', parsed.minor, [selection]);
    else plan.problems[key] = parsed.problem;
  }
  if (!canAccumulate(slip.selections)) return plan;
  const allAvailable = slip.selections.every((s) => s.available);
  if (free?.target === ACCUMULATOR) {
    if (allAvailable) addFree(free, 'accumulator', slip.selections);
    return plan;
  }
  const accumulatorText = slip.accumulatorStake.trim();
  if (accumulatorText !== '') {
    const parsed = parseTypedAmount(accumulatorText, decimals, language);
    if (!parsed.ok) plan.problems[ACCUMULATOR] = parsed.problem;
    else if (allAvailable) add('accumulator', parsed.minor, slip.selections);
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
      ...(bet.freeBetId === undefined ? {} : { free_bet_id: bet.freeBetId }),
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
