import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/database';
import {
  sportsBetLegs,
  sportsBets,
  sportsEventLiabilities,
  type KeptOutcome,
} from './sports.schema';
import type { MarketRow } from './sports-views';

/** Bets whose money is still at stake: a pending live bet has already paid its stake. */
export const UNSETTLED = ['pending', 'open'] as const;

/** What the brand's unsettled bets have on one outcome of one market (its legs, summed). */
export interface OutcomeStakes {
  eventId: string;
  marketId: string;
  outcome: string;
  /** Legs on the outcome; a bet has at most one leg per event, so bets on the event too. */
  bets: number;
  stakes: number;
  /** The bets' whole potential payouts (an accumulator's, on each of its legs). */
  payouts: number;
}

export interface OutcomeLiability {
  key: string;
  bets: number;
  stakes: number;
  liability: number;
}

/**
 * What the brand's unsettled bets on these events stake and stand to pay, per market and
 * outcome; `except` leaves one bet out (a pending bet being decided at a new price).
 */
export async function unsettledStakes(
  db: DbOrTx,
  tenantId: string,
  eventIds: readonly string[],
  except: string | null = null,
): Promise<OutcomeStakes[]> {
  if (eventIds.length === 0) return [];
  const rows = await db
    .select({
      eventId: sportsBetLegs.eventId,
      marketId: sportsBetLegs.marketId,
      outcome: sportsBetLegs.outcome,
      bets: sql<number>`count(*)::int`,
      stakes: sql<string>`sum(${sportsBets.stake})`,
      payouts: sql<string>`sum(${sportsBets.potentialPayout})`,
    })
    .from(sportsBetLegs)
    .innerJoin(sportsBets, eq(sportsBets.id, sportsBetLegs.betId))
    .where(
      and(
        eq(sportsBetLegs.tenantId, tenantId),
        inArray(sportsBetLegs.eventId, [...eventIds]),
        eq(sportsBets.tenantId, tenantId),
        inArray(sportsBets.status, [...UNSETTLED]),
        except ? ne(sportsBets.id, except) : undefined,
      ),
    )
    .groupBy(sportsBetLegs.eventId, sportsBetLegs.marketId, sportsBetLegs.outcome);
  return rows.map((r) => ({
    ...r,
    bets: Number(r.bets),
    stakes: Number(r.stakes),
    payouts: Number(r.payouts),
  }));
}

/**
 * What the brand stands to lose on each outcome of each market, over its unsettled bets.
 * For an outcome: the payouts of the legs on it if it wins, minus every stake on the
 * market (those stakes are the brand's whatever wins). A single is exact. An accumulator
 * counts its whole potential payout on each of its legs, as if its other legs had all
 * won already: the worst case, so neither the desk nor the placement check ever sees
 * less risk than there is. Markets without bets are left out.
 */
export function liabilitiesOf(
  markets: readonly Pick<MarketRow, 'id' | 'outcomes'>[],
  stakes: readonly Omit<OutcomeStakes, 'eventId'>[],
): Map<string, OutcomeLiability[]> {
  const out = new Map<string, OutcomeLiability[]>();
  for (const market of markets) {
    const on = stakes.filter((s) => s.marketId === market.id);
    if (on.length === 0) continue;
    const marketStakes = on.reduce((sum, s) => sum + s.stakes, 0);
    const keys = [...new Set([...market.outcomes.map((o) => o.key), ...on.map((s) => s.outcome)])];
    out.set(
      market.id,
      keys.map((key) => {
        const mine = on.filter((s) => s.outcome === key);
        return {
          key,
          bets: mine.reduce((sum, s) => sum + s.bets, 0),
          stakes: mine.reduce((sum, s) => sum + s.stakes, 0),
          liability: mine.reduce((sum, s) => sum + s.payouts, 0) - marketStakes,
        };
      }),
    );
  }
  return out;
}

/** An event's liability: its worst single outcome (0 without bets). */
export function worstCaseOf(liabilities: Map<string, OutcomeLiability[]>): number {
  const all = [...liabilities.values()].flat().map((o) => o.liability);
  return all.length === 0 ? 0 : Math.max(...all);
}

/** What a bet puts on each event it has a leg on: the leg, with the whole bet's money. */
export interface BetShare {
  stake: number;
  potentialPayout: number;
  legs: readonly { eventId: string; marketId: string; outcome: string }[];
}

/** Whether a bet's status counts in the liabilities (its money is still at stake). */
export function isUnsettled(status: string): boolean {
  return (UNSETTLED as readonly string[]).includes(status);
}

const keptSchema = z.array(
  z.object({
    marketId: z.string(),
    outcome: z.string(),
    bets: z.number().int(),
    stakes: z.number().int(),
    payouts: z.number().int(),
  }),
);

/**
 * An event's worst outcome from its kept sums: what worstCaseOf(liabilitiesOf(...)) gives
 * over the same bets. That also counts a market's outcomes without bets (each at minus
 * the market's stakes), which is never the worst: an outcome with bets has payouts above
 * zero (odds are at least 1.01), so its liability is above minus the market's stakes.
 */
export function keptWorstCase(kept: readonly KeptOutcome[]): number {
  if (kept.length === 0) return 0;
  const marketStakes = new Map<string, number>();
  for (const k of kept)
    marketStakes.set(k.marketId, (marketStakes.get(k.marketId) ?? 0) + k.stakes);
  return Math.max(...kept.map((k) => k.payouts - (marketStakes.get(k.marketId) ?? 0)));
}

/** An event's kept sums with one bet's leg there added (sign 1) or taken out (sign −1). */
export function keptWith(
  kept: readonly KeptOutcome[],
  leg: { marketId: string; outcome: string },
  money: { stake: number; potentialPayout: number },
  sign: 1 | -1,
): KeptOutcome[] {
  const out: KeptOutcome[] = [];
  let found = false;
  for (const k of kept) {
    if (k.marketId !== leg.marketId || k.outcome !== leg.outcome) {
      out.push(k);
      continue;
    }
    found = true;
    const next = {
      ...k,
      bets: k.bets + sign,
      stakes: k.stakes + sign * money.stake,
      payouts: k.payouts + sign * money.potentialPayout,
    };
    // Its last bet gone: the outcome has no bets, as the sums over open bets say.
    if (next.bets > 0) out.push(next);
  }
  if (!found && sign === 1) {
    out.push({
      marketId: leg.marketId,
      outcome: leg.outcome,
      bets: 1,
      stakes: money.stake,
      payouts: money.potentialPayout,
    });
  }
  return out;
}

/** A brand's kept sums, by event. */
export type KeptByEvent = Map<string, KeptOutcome[]>;

/**
 * Locks the brand's rows of these events (creating those without one yet) and reads them:
 * one statement, in the events' order, so two transactions never wait on each other's
 * rows crosswise. The row lock is the event's lock: held until the transaction ends.
 */
export async function lockKept(
  tx: DbOrTx,
  tenantId: string,
  eventIds: readonly string[],
): Promise<KeptByEvent> {
  const ids = [...new Set(eventIds)].sort();
  if (ids.length === 0) return new Map();
  const rows = await tx
    .insert(sportsEventLiabilities)
    .values(ids.map((eventId) => ({ tenantId, eventId })))
    .onConflictDoUpdate({
      target: [sportsEventLiabilities.tenantId, sportsEventLiabilities.eventId],
      // Changes nothing: the update is what takes the row's lock.
      set: { tenantId: sql`excluded.tenant_id` },
    })
    .returning({
      eventId: sportsEventLiabilities.eventId,
      outcomes: sportsEventLiabilities.outcomes,
    });
  return new Map(rows.map((r) => [r.eventId, keptSchema.parse(r.outcomes)]));
}

/**
 * The statement that stores these events' kept sums (their rows locked by `lockKept`):
 * awaited on its own, or run as a CTE of another statement.
 */
export function writeKept(tx: DbOrTx, tenantId: string, kept: KeptByEvent) {
  return tx
    .insert(sportsEventLiabilities)
    .values([...kept].map(([eventId, outcomes]) => ({ tenantId, eventId, outcomes })))
    .onConflictDoUpdate({
      target: [sportsEventLiabilities.tenantId, sportsEventLiabilities.eventId],
      set: { outcomes: sql`excluded.outcomes` },
    });
}

/**
 * Adds bets to the kept sums (sign 1: a settled bet reopened by a rollback) or takes them
 * out (sign −1: settled, void, cashed out, refused). Called in the transaction that
 * changes the bet's status, so the sums always match the unsettled bets.
 */
export async function shiftKept(
  tx: DbOrTx,
  tenantId: string,
  changes: readonly { share: BetShare; sign: 1 | -1 }[],
): Promise<void> {
  const kept = await lockKept(
    tx,
    tenantId,
    changes.flatMap((c) => c.share.legs.map((l) => l.eventId)),
  );
  for (const { share, sign } of changes) {
    for (const leg of share.legs) {
      kept.set(leg.eventId, keptWith(kept.get(leg.eventId) ?? [], leg, share, sign));
    }
  }
  if (kept.size > 0) await writeKept(tx, tenantId, kept);
}
