import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import {
  SPORTS,
  type Bet,
  type EventStatus,
  type MarketType,
  type OddsChangePolicy,
  type OutcomeResult,
  type PlaceBetsResult,
  type Sport,
  type SportSettings,
} from '@tribuna/contracts/sports';
import { priceX100 } from '@tribuna/games/sports/margin';
import type { Db } from '../../db/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { registerPlayer, walletCall } from '../wallet/wallet.test-support';
import type { PlayerSession } from '../players/players.test-support';
import {
  sportsBetLegs,
  sportsCompetitions,
  sportsEventLiabilities,
  sportsEvents,
  sportsMarkets,
  type StoredOutcome,
} from './sports.schema';
import { unsettledStakes, type OutcomeStakes } from './sports-liability';
import type { EventRow, MarketRow } from './sports-views';

/*
 * Fixtures for the sportsbook's tests: rows written straight into the platform's tables
 * (as the feed's ingestion would), players with money, and the calls a bet slip makes.
 */

/** A test file's app, the brand its bettors play on, and that app's database. */
export interface SportsTestApp {
  readonly app: FastifyInstance;
  readonly tenantId: string;
  readonly db: Db;
}

/**
 * One app for the whole test file, started in `beforeAll` and closed in `afterAll`. It
 * exists only once `beforeAll` has run, so its parts are read through getters; hooks the
 * file registers after this call run after it (and its `afterAll` hooks before the close).
 */
export function sportsTestApp(host: string): SportsTestApp {
  let started: TestApp | undefined;
  let brand: string | undefined;
  function app(): TestApp {
    if (!started) throw new Error('the test app is read before beforeAll started it');
    return started;
  }
  beforeAll(async () => {
    started = await createTestApp();
    const tenant = await started.app.services.tenants.resolveHost(host);
    if (!tenant) throw new Error(`setup: no brand on ${host}`);
    brand = tenant.id;
  });
  afterAll(async () => {
    await started?.close();
  });
  return {
    get app() {
      return app().app;
    },
    get tenantId() {
      if (brand === undefined) throw new Error('the brand is read before beforeAll found it');
      return brand;
    },
    get db() {
      return app().infra.database.db;
    },
  };
}

export interface MarketInput {
  type?: MarketType;
  line?: number | null;
  /** Outcome keys with fair probabilities. */
  outcomes?: { key: string; probability: number; active?: boolean }[];
  status?: MarketRow['status'];
}

let serial = 0;

/** A competition, an event and its markets (a 1x2 by default). */
export async function insertEvent(
  db: Db,
  options: {
    sport?: Sport;
    status?: EventStatus;
    home?: string;
    away?: string;
    /** The scheduled start (default: in an hour). */
    startAt?: Date;
    markets?: MarketInput[];
  } = {},
): Promise<{ event: EventRow; markets: MarketRow[] }> {
  serial += 1;
  const tag = `${serial}-${crypto.randomBytes(3).toString('hex')}`;
  const sport = options.sport ?? 'football';
  const [competition] = await db
    .insert(sportsCompetitions)
    .values({
      feedId: `test-comp-${tag}`,
      sport,
      name: `Test League ${tag}`,
      country: 'ar',
      slug: `test-league-${tag}`,
    })
    .returning();
  if (!competition) throw new Error('setup: no competition');
  const [event] = await db
    .insert(sportsEvents)
    .values({
      feedId: `test-event-${tag}`,
      sport,
      competitionId: competition.id,
      slug: `home-${tag}-vs-away-${tag}`,
      home: options.home ?? `Home ${tag}`,
      away: options.away ?? `Away ${tag}`,
      startAt: options.startAt ?? new Date(Date.now() + 3_600_000),
      status: options.status ?? 'not_started',
    })
    .returning();
  if (!event) throw new Error('setup: no event');
  const markets: MarketRow[] = [];
  for (const input of options.markets ?? [{}]) {
    markets.push(await insertMarket(db, event.id, input));
  }
  return { event, markets };
}

/** A market of an event: a 1x2 at 0.5 / 0.25 / 0.25 unless told. */
export async function insertMarket(
  db: Db,
  eventId: string,
  input: MarketInput = {},
): Promise<MarketRow> {
  const type = input.type ?? '1x2';
  const line = input.line ?? null;
  const outcomes: StoredOutcome[] = (
    input.outcomes ?? [
      { key: 'home', probability: 0.5 },
      { key: 'draw', probability: 0.25 },
      { key: 'away', probability: 0.25 },
    ]
  ).map((o) => ({
    key: o.key,
    probability: o.probability,
    active: o.active ?? true,
    result: null,
  }));
  const [row] = await db
    .insert(sportsMarkets)
    .values({
      eventId,
      key: line === null ? type : `${type}:${line}`,
      type,
      line,
      status: input.status ?? 'open',
      outcomes,
    })
    .returning();
  if (!row) throw new Error('setup: no market');
  return row;
}

/** An event with one market (a 1x2 unless told): what most bets need. */
export async function openMarket(
  db: Db,
  options: Parameters<typeof insertEvent>[1] = {},
): Promise<{ event: EventRow; market: MarketRow }> {
  const { event, markets } = await insertEvent(db, options);
  const [market] = markets;
  if (!market) throw new Error('setup: no market');
  return { event, market };
}

/**
 * A live tennis event whose bets wait `delay` ms: a two-way winner market at 0.6 / 0.4.
 * The delay is the brand's tennis setting, so it holds for every live tennis bet after.
 */
export async function liveTennis(
  t: SportsTestApp,
  delay: number,
): Promise<{ event: EventRow; market: MarketRow }> {
  await setSportSettings(t.app, t.tenantId, 'tennis', { bet_delay_ms: delay });
  return openMarket(t.db, { sport: 'tennis', status: 'live', markets: [twoWayWinner(0.6, 0.4)] });
}

/** A winner market without a draw (tennis, basketball), at these fair probabilities. */
export function twoWayWinner(home: number, away: number): MarketInput {
  return {
    type: 'winner',
    outcomes: [
      { key: 'home', probability: home },
      { key: 'away', probability: away },
    ],
  };
}

export async function marketRow(db: Db, marketId: string): Promise<MarketRow> {
  const [row] = await db.select().from(sportsMarkets).where(eq(sportsMarkets.id, marketId));
  if (!row) throw new Error(`no market ${marketId}`);
  return row;
}

/** Changes a market as the feed's ingestion would (bumping its version). */
export async function updateMarket(
  db: Db,
  marketId: string,
  change: (
    row: MarketRow,
  ) => Partial<Pick<MarketRow, 'status' | 'outcomes' | 'stoppedAt' | 'settledAt'>>,
): Promise<MarketRow> {
  const before = await marketRow(db, marketId);
  const [row] = await db
    .update(sportsMarkets)
    .set({ ...change(before), version: sql`${sportsMarkets.version} + 1`, changedAt: new Date() })
    .where(eq(sportsMarkets.id, marketId))
    .returning();
  if (!row) throw new Error(`no market ${marketId}`);
  return row;
}

/** A new fair probability for one outcome. */
export function withProbability(row: MarketRow, key: string, probability: number): StoredOutcome[] {
  return row.outcomes.map((o) => (o.key === key ? { ...o, probability } : o));
}

/** The feed's results for a market (every outcome: its result, or lost), settled. */
export async function settleMarket(
  app: FastifyInstance,
  db: Db,
  marketId: string,
  results: Record<string, OutcomeResult>,
): Promise<void> {
  await updateMarket(db, marketId, (row) => ({
    status: 'settled',
    settledAt: new Date(),
    outcomes: row.outcomes.map((o) => ({ ...o, result: results[o.key] ?? 'lost' })),
  }));
  await app.services.sports.betting.settlement.settleMarkets([marketId]);
}

export async function voidMarket(app: FastifyInstance, db: Db, marketId: string): Promise<void> {
  await updateMarket(db, marketId, () => ({ status: 'void' }));
  await app.services.sports.betting.settlement.voidMarkets([marketId]);
}

/** The feed's rollback of a settlement: results cleared, the market suspended. */
export async function rollbackMarket(
  app: FastifyInstance,
  db: Db,
  marketId: string,
): Promise<void> {
  await updateMarket(db, marketId, (row) => ({
    status: 'suspended',
    settledAt: null,
    outcomes: row.outcomes.map((o) => ({ ...o, result: null })),
  }));
  await app.services.sports.betting.settlement.rollbackMarkets([marketId]);
}

/** A brand's price of an outcome (what the site shows), as a two-decimal number. */
export async function brandOdds(
  app: FastifyInstance,
  tenantId: string,
  market: MarketRow,
  outcome: string,
  sport: Sport = 'football',
): Promise<number> {
  const settings = await app.services.sports.settings.of(tenantId, sport);
  const found = market.outcomes.find((o) => o.key === outcome);
  if (!found) throw new Error(`no outcome ${outcome}`);
  return priceX100(found.probability, settings.margin_bp) / 100;
}

/** Changes a brand's settings for a sport as its trader would. */
export async function setSportSettings(
  app: FastifyInstance,
  tenantId: string,
  sport: Sport,
  patch: Partial<Omit<SportSettings, 'sport'>>,
): Promise<void> {
  const { sport: _sport, ...current } = await app.services.sports.settings.of(tenantId, sport);
  void _sport;
  await app.services.sports.settings.set(SYSTEM_ACTOR, tenantId, sport, { ...current, ...patch });
}

/**
 * Lets the brand take stakes from one minor unit in every sport: tests of the maths of
 * bets (payouts, liabilities, settlement) stake a few hundredths, readable in their sums.
 * The sport's real minimum has its own tests (sports-limits.test.ts).
 */
export async function takeAnyStake(app: FastifyInstance, tenantId: string): Promise<void> {
  for (const sport of SPORTS) await setSportSettings(app, tenantId, sport, { min_stake: 1 });
}

export interface Bettor {
  session: PlayerSession;
  playerId: string;
  tenantId: string;
}

/** A new player on `host` with `cash` minor units. */
export async function bettor(app: FastifyInstance, host: string, cash: number): Promise<Bettor> {
  const session = await registerPlayer(app, host);
  const claims = await app.platform.tokens.verify(session.token, 'player');
  const tenant = await app.services.tenants.resolveHost(host);
  if (!claims || !tenant) throw new Error('setup: no player or brand');
  if (cash > 0) {
    await app.services.wallet.ledger.credit({
      tenantId: tenant.id,
      currency: tenant.settings.currency,
      idempotencyKey: `fund-${crypto.randomUUID()}`,
      type: 'adjustment',
      amount: cash,
      playerId: claims.sub,
      from: 'adjustments',
    });
  }
  return { session, playerId: claims.sub, tenantId: tenant.id };
}

export async function cashOf(app: FastifyInstance, who: Bettor): Promise<number> {
  return (await app.services.wallet.ledger.balances(who.tenantId, who.playerId)).cash;
}

export interface SlipBet {
  kind?: 'single' | 'accumulator';
  stake: number;
  selections: { market_id: string; outcome: string; odds: number }[];
  /** One of the player's free bets, paying this bet's stake. */
  free_bet_id?: string;
}

/** POST /api/sports/bets as the bet slip sends it. */
export function placeSlip(
  app: FastifyInstance,
  who: Bettor,
  bets: SlipBet[],
  options: { accept?: OddsChangePolicy; key?: string | null; language?: string } = {},
): Promise<LightMyRequestResponse> {
  return walletCall(app, who.session, 'POST', '/api/sports/bets', {
    key: options.key === undefined ? `slip-${crypto.randomUUID()}` : options.key,
    language: options.language ?? 'en_US',
    payload: {
      accept_odds: options.accept ?? 'none',
      bets: bets.map((b) => ({
        kind: b.kind ?? (b.selections.length > 1 ? 'accumulator' : 'single'),
        stake: b.stake,
        selections: b.selections,
        ...(b.free_bet_id === undefined ? {} : { free_bet_id: b.free_bet_id }),
      })),
    },
  });
}

/** A one-leg bet of a slip, at the odds the player saw. */
export function singleBet(
  market: { id: string },
  outcome: string,
  odds: number,
  stake: number,
): SlipBet {
  return { stake, selections: [{ market_id: market.id, outcome, odds }] };
}

export function slipOf(res: LightMyRequestResponse): PlaceBetsResult {
  if (res.statusCode !== 200) throw new Error(`slip: ${res.statusCode} ${res.body}`);
  return res.json<{ response: PlaceBetsResult }>().response;
}

/**
 * How the one bet of a slip was decided: the bet when placed, or its refusal (a live bet
 * refused after its delay answers as a refusal, its stake back).
 */
export function decided(
  res: LightMyRequestResponse,
): Pick<Bet, 'status' | 'refusal' | 'legs'> & Partial<Bet> {
  const [first] = slipOf(res).results;
  if (!first) throw new Error(`no answer: ${res.body}`);
  if (first.placed) return first.bet;
  return { status: 'refused', refusal: first.reason, legs: [] };
}

/** The one bet of a slip that must have been placed. */
export function placedBet(res: LightMyRequestResponse) {
  const [first] = slipOf(res).results;
  if (!first?.placed) throw new Error(`not placed: ${res.body}`);
  return first.bet;
}

export interface AccumulatorLeg {
  market: MarketRow;
  outcome: string;
}

export interface PlacedSingle {
  bet: Bet;
  /** The brand's price asked for, as the site showed it. */
  odds: number;
  /** The player's cash after the slip, as the slip answered it. */
  balance: number;
}

/**
 * A single at the brand's current price that must be placed: the set-up of a test about
 * what happens to a bet afterwards, not about placement.
 */
export async function placeSingle(
  app: FastifyInstance,
  who: Bettor,
  market: MarketRow,
  outcome: string,
  stake: number,
  options: { sport?: Sport; key?: string } = {},
): Promise<PlacedSingle> {
  const odds = await brandOdds(app, who.tenantId, market, outcome, options.sport);
  const res = await placeSlip(app, who, [singleBet(market, outcome, odds, stake)], {
    key: options.key,
  });
  return { bet: placedBet(res), odds, balance: slipOf(res).balance };
}

/**
 * An accumulator at the brand's current prices that must be placed; `odds` leg by leg,
 * typed as a tuple of the legs so a test can name each leg's price.
 */
export async function placeAccumulator<const L extends readonly AccumulatorLeg[]>(
  app: FastifyInstance,
  who: Bettor,
  legs: L,
  stake: number,
): Promise<{ bet: Bet; odds: { [K in keyof L]: number } }> {
  const selections: SlipBet['selections'] = [];
  for (const { market, outcome } of legs) {
    const odds = await brandOdds(app, who.tenantId, market, outcome);
    selections.push({ market_id: market.id, outcome, odds });
  }
  const bet = placedBet(await placeSlip(app, who, [{ stake, selections }]));
  // One price a leg, in the legs' order: the tuple's shape, which map cannot say.
  return { bet, odds: selections.map((s) => s.odds) as { [K in keyof L]: number } };
}

/** POST /api/sports/bets/:id/cash-out as the bet slip sends it: for `amount`, the offer seen. */
export function cashOut(
  app: FastifyInstance,
  who: Bettor,
  betId: string,
  amount: number | null,
  key?: string,
): Promise<LightMyRequestResponse> {
  return walletCall(app, who.session, 'POST', `/api/sports/bets/${betId}/cash-out`, {
    payload: { amount },
    key,
  });
}

/**
 * A brand's kept liabilities (sports_event_liabilities) and the same figures summed over
 * its unsettled bets, as the office sums them, in one order: the two must be equal.
 */
export async function keptAndSummed(
  db: Db,
  tenantId: string,
): Promise<{ kept: OutcomeStakes[]; summed: OutcomeStakes[] }> {
  const rows = await db
    .select()
    .from(sportsEventLiabilities)
    .where(eq(sportsEventLiabilities.tenantId, tenantId));
  const kept = rows.flatMap((row) =>
    row.outcomes.map((o) => ({
      eventId: row.eventId,
      marketId: o.marketId,
      outcome: o.outcome,
      bets: o.bets,
      stakes: o.stakes,
      payouts: o.payouts,
    })),
  );
  const legs = await db
    .selectDistinct({ eventId: sportsBetLegs.eventId })
    .from(sportsBetLegs)
    .where(eq(sportsBetLegs.tenantId, tenantId));
  const summed = await unsettledStakes(
    db,
    tenantId,
    legs.map((l) => l.eventId),
  );
  const order = (a: OutcomeStakes, b: OutcomeStakes): number =>
    `${a.eventId}:${a.marketId}:${a.outcome}`.localeCompare(
      `${b.eventId}:${b.marketId}:${b.outcome}`,
    );
  return { kept: kept.sort(order), summed: summed.sort(order) };
}
