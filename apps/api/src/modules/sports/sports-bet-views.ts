import { and, eq, inArray } from 'drizzle-orm';
import {
  SPORTS_LIVE_EVENTS,
  type Bet,
  type BetLeg,
  type OutcomeResult,
  type Sport,
  type SportSettings,
} from '@tribuna/contracts/sports';
import type { DbOrTx } from '../../db/database';
import {
  sportsBetLegs,
  sportsBets,
  sportsCompetitions,
  sportsEvents,
  sportsMarkets,
  sportsSuspensions,
} from './sports.schema';
import type { SportsContext } from './sports-context';
import { brandStatus, offeredPriceX100, type EventRow, type MarketRow } from './sports-views';

export type BetRow = typeof sportsBets.$inferSelect;
export type LegRow = typeof sportsBetLegs.$inferSelect;

/** A leg with what its view and its checks need. */
export interface LoadedLeg {
  leg: LegRow;
  event: EventRow;
  competitionSlug: string;
  market: MarketRow;
}

export interface LoadedBet {
  bet: BetRow;
  legs: LoadedLeg[];
}

/** A brand's own suspensions of some events: whole events, or single markets. */
export interface BrandSuspensions {
  events: Set<string>;
  markets: Set<string>;
}

export type SettingsBySport = Map<Sport, SportSettings>;

export function settingsOf(settings: SettingsBySport, sport: Sport): SportSettings {
  const found = settings.get(sport);
  if (!found) throw new Error(`sports: no settings for ${sport}`);
  return found;
}

export async function suspensionsOf(
  tx: DbOrTx,
  tenantId: string,
  eventIds: string[],
): Promise<BrandSuspensions> {
  const out: BrandSuspensions = { events: new Set(), markets: new Set() };
  if (eventIds.length === 0) return out;
  const rows = await tx
    .select({ eventId: sportsSuspensions.eventId, marketId: sportsSuspensions.marketId })
    .from(sportsSuspensions)
    .where(
      and(eq(sportsSuspensions.tenantId, tenantId), inArray(sportsSuspensions.eventId, eventIds)),
    );
  for (const row of rows) {
    if (row.marketId) out.markets.add(row.marketId);
    else out.events.add(row.eventId);
  }
  return out;
}

/** The brand's status of a market, with its event's state and its own suspensions. */
export function marketStatusFor(
  market: MarketRow,
  event: EventRow,
  suspensions: BrandSuspensions,
): 'open' | 'suspended' | 'closed' {
  if (event.status === 'ended' || event.status === 'cancelled' || event.status === 'postponed') {
    return 'closed';
  }
  const status = brandStatus(
    market,
    suspensions.events.has(event.id) || suspensions.markets.has(market.id),
  );
  if (status === 'settled' || status === 'void') return 'closed';
  return status;
}

/**
 * The result a feed leg should have from its market's state (null: not settled). A
 * settled market without the leg's outcome (or without its result) voids the leg: the
 * feed has nothing to settle it on, and it must not stay open forever. The sweeper's
 * SQL (sports-settlement.ts, expectedResultSql) says exactly the same.
 */
export function feedResultOf(market: MarketRow, outcome: string): OutcomeResult | null {
  if (market.status === 'void') return 'void';
  if (market.status !== 'settled') return null;
  return market.outcomes.find((o) => o.key === outcome)?.result ?? 'void';
}

/** Loads the legs (with events, competitions and markets) of these bets, in order. */
export async function loadBets(tx: DbOrTx, bets: BetRow[]): Promise<LoadedBet[]> {
  if (bets.length === 0) return [];
  const rows = await tx
    .select({
      leg: sportsBetLegs,
      event: sportsEvents,
      competitionSlug: sportsCompetitions.slug,
      market: sportsMarkets,
    })
    .from(sportsBetLegs)
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsBetLegs.eventId))
    .innerJoin(sportsCompetitions, eq(sportsCompetitions.id, sportsEvents.competitionId))
    .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsBetLegs.marketId))
    .where(
      inArray(
        sportsBetLegs.betId,
        bets.map((b) => b.id),
      ),
    );
  const byBet = new Map<string, LoadedLeg[]>();
  for (const row of rows) {
    const list = byBet.get(row.leg.betId) ?? [];
    list.push(row);
    byBet.set(row.leg.betId, list);
  }
  return bets.map((bet) => ({
    bet,
    legs: (byBet.get(bet.id) ?? []).sort((a, b) => a.leg.position - b.leg.position),
  }));
}

/** The terms of a bet over several sports: the strictest of each. */
export function strictestSettings(settings: SettingsBySport, sports: Sport[]): SportSettings {
  const all = [...new Set(sports)].map((s) => settingsOf(settings, s));
  const [first, ...rest] = all;
  if (!first) throw new Error('sports: a bet without legs');
  return rest.reduce<SportSettings>(
    (acc, s) => ({
      ...acc,
      margin_bp: Math.max(acc.margin_bp, s.margin_bp),
      min_stake: Math.max(acc.min_stake, s.min_stake),
      max_stake: Math.min(acc.max_stake, s.max_stake),
      max_payout: Math.min(acc.max_payout, s.max_payout),
      max_odds: Math.min(acc.max_odds, s.max_odds),
      max_price: Math.min(acc.max_price, s.max_price),
      max_event_liability: Math.min(acc.max_event_liability, s.max_event_liability),
      bet_delay_ms: Math.max(acc.bet_delay_ms, s.bet_delay_ms),
      cash_out_margin_bp: Math.max(acc.cash_out_margin_bp, s.cash_out_margin_bp),
      cash_out_enabled: acc.cash_out_enabled && s.cash_out_enabled,
    }),
    first,
  );
}

/**
 * What a cash out pays now, or null when none is offered: the bet's value at the
 * current prices (each unsettled leg's taken odds over its current brand odds, won
 * legs at their odds, void legs at 1) less the cash-out margin, rounded down. Exact in
 * integers. Offered only on an open bet with no lost leg whose unsettled legs' markets
 * are all open for the brand, at prices it offers.
 */
export function cashOutOffer(
  loaded: LoadedBet,
  settings: SettingsBySport,
  suspensions: BrandSuspensions,
): number | null {
  const { bet, legs } = loaded;
  // A free bet's stake was the brand's: there is nothing of the player's to buy back.
  if (bet.status !== 'open' || legs.length === 0 || bet.freeBetId !== null) return null;
  const terms = strictestSettings(
    settings,
    legs.map((l) => l.event.sport),
  );
  if (!terms.cash_out_enabled) return null;
  let numerator = BigInt(bet.stake) * BigInt(10_000 - terms.cash_out_margin_bp);
  let denominator = 10_000n;
  let unsettled = 0;
  for (const { leg, event, market } of legs) {
    if (leg.result === 'lost') return null;
    if (leg.result === 'void') continue;
    numerator *= BigInt(leg.oddsX100);
    if (leg.result === 'won') {
      denominator *= 100n;
      continue;
    }
    if (marketStatusFor(market, event, suspensions) !== 'open') return null;
    const outcome = market.outcomes.find((o) => o.key === leg.outcome);
    // A price the brand does not offer now (withdrawn, or above its highest) values nothing.
    const price = outcome ? offeredPriceX100(outcome, settingsOf(settings, event.sport)) : null;
    if (price === null) return null;
    denominator *= BigInt(price);
    unsettled += 1;
  }
  if (unsettled === 0) return null;
  const value = Number(numerator / denominator);
  return value >= 1 ? value : null;
}

/** The product of the legs' odds (void legs count 1 once settled), two decimals, down. */
function totalOdds(legs: LoadedLeg[]): number {
  let numerator = 1n;
  let denominator = 1n;
  for (const { leg } of legs) {
    if (leg.result === 'void') continue;
    numerator *= BigInt(leg.oddsX100);
    denominator *= 100n;
  }
  return Number((numerator * 100n) / denominator) / 100;
}

/**
 * What the player gets of what a bet returns: all of it, or for a free bet only what is
 * beyond the stake (the brand's stake goes back to the brand; a void gives the free bet
 * back, not money). The money port pays it the same way.
 */
export function playerReturn(bet: Pick<BetRow, 'stake' | 'freeBetId'>, returned: number): number {
  return bet.freeBetId === null ? returned : Math.max(0, returned - bet.stake);
}

export function betView(loaded: LoadedBet, cashOut: number | null): Bet {
  const { bet, legs } = loaded;
  return {
    id: bet.id,
    kind: bet.kind,
    status: bet.status,
    stake: bet.stake,
    currency: bet.currency,
    odds: totalOdds(legs),
    potential_payout: playerReturn(bet, bet.potentialPayout),
    payout: bet.payout === null ? null : playerReturn(bet, bet.payout),
    cash_out: cashOut,
    refusal: bet.refusal,
    free_bet: bet.freeBetId !== null,
    legs: legs.map(({ leg, event, competitionSlug, market }): BetLeg => ({
      event_id: event.id,
      event_name: `${event.home} – ${event.away}`,
      home: event.home,
      away: event.away,
      competition_slug: competitionSlug,
      event_slug: event.slug,
      sport: event.sport,
      market_id: market.id,
      market_type: market.type,
      line: market.line,
      outcome: leg.outcome,
      odds: leg.oddsX100 / 100,
      live: leg.live,
      result: leg.result,
    })),
    placed_at: bet.placedAt.toISOString(),
    settled_at: bet.settledAt?.toISOString() ?? null,
  };
}

/** The views of these bets, with their current cash-out offers. */
export async function betViews(
  tx: DbOrTx,
  tenantId: string,
  bets: BetRow[],
  settings: SettingsBySport,
): Promise<Bet[]> {
  const loaded = await loadBets(tx, bets);
  const open = loaded.filter((l) => l.bet.status === 'open');
  const suspensions = await suspensionsOf(tx, tenantId, [
    ...new Set(open.flatMap((l) => l.legs.map((leg) => leg.event.id))),
  ]);
  return loaded.map((l) => betView(l, cashOutOffer(l, settings, suspensions)));
}

/**
 * After the commit: the player's tabs hear the bets and the balance. The money has
 * moved by then, so a failure here (Redis down) is logged and never fails the caller.
 */
export async function publishBets(
  context: SportsContext,
  tenantId: string,
  playerId: string,
  betIds: string[],
): Promise<void> {
  try {
    const rows =
      betIds.length === 0
        ? []
        : await context.db.select().from(sportsBets).where(inArray(sportsBets.id, betIds));
    const views =
      rows.length === 0
        ? []
        : await betViews(context.db, tenantId, rows, await context.settings.all(tenantId));
    await publishNow(context, tenantId, playerId, views);
  } catch (error: unknown) {
    console.error('sports: publishing bets failed', error);
  }
}

/**
 * The same for views the caller has already made (placement answers them too); answers
 * the balance sent, or null when publishing failed (logged, as above).
 */
export async function publishBetViews(
  context: SportsContext,
  tenantId: string,
  playerId: string,
  views: readonly Bet[],
): Promise<{ cash: number } | null> {
  try {
    return await publishNow(context, tenantId, playerId, views);
  } catch (error: unknown) {
    console.error('sports: publishing bets failed', error);
    return null;
  }
}

async function publishNow(
  context: SportsContext,
  tenantId: string,
  playerId: string,
  views: readonly Bet[],
): Promise<{ cash: number }> {
  for (const data of views) {
    await context.live.publishToPlayer(playerId, { type: SPORTS_LIVE_EVENTS.bet, data });
  }
  return context.wallet.publishBalance(tenantId, playerId);
}
