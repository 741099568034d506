import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  MARKET_TYPES,
  SPORTS_LIVE_CHANNEL,
  SPORTS_LIVE_EVENTS,
  type Market,
  type Sport,
} from '@tribuna/contracts/sports';
import type {
  OfficeBet,
  OfficeBetsQuery,
  OfficeEvent,
  OfficeEventsQuery,
} from '@tribuna/contracts/sports-office';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { startOfLocalDay } from '../../lib/local-day';
import type { Actor } from '../audit/audit.service';
import type { PlayersService } from '../players/players.service';
import { betViews, settingsOf, suspensionsOf } from './sports-bet-views';
import type { SportsContext } from './sports-context';
import { liabilitiesOf, unsettledStakes, worstCaseOf } from './sports-liability';
import {
  sportsBetLegs,
  sportsBets,
  sportsCompetitions,
  sportsEvents,
  sportsMarkets,
  sportsSuspensions,
} from './sports.schema';
import {
  eventView,
  marketView,
  type CompetitionRow,
  type EventRow,
  type MarketRow,
} from './sports-views';
import { escapeLike } from '../../db/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * A bet search by player looks at this many matching players at most (by username):
 * a short `q` matching thousands of players must not become an unbounded id list.
 */
export const PLAYER_MATCHES = 200;

export type SportsOfficeService = ReturnType<typeof createSportsOfficeService>;

/** The main market an event list shows: 1x2 for football, the winner otherwise. */
function isMainMarket(sport: Sport, row: MarketRow): boolean {
  return row.type === (sport === 'football' ? '1x2' : 'winner');
}

function marketOrder(a: MarketRow, b: MarketRow): number {
  return (
    MARKET_TYPES.indexOf(a.type) - MARKET_TYPES.indexOf(b.type) || (a.line ?? 0) - (b.line ?? 0)
  );
}

/**
 * The trading desk of one brand: its events with what it stands to lose, its own
 * suspensions (published to its open pages), manual results, bet search and settings.
 */
export function createSportsOfficeService(deps: {
  context: SportsContext;
  players: PlayersService;
  /** Settles this brand's legs on a market by hand (the betting side, audited there). */
  manualResult: (
    actor: Actor,
    tenantId: string,
    marketId: string,
    outcomes: { key: string; result: 'won' | 'lost' | 'void' }[],
  ) => Promise<unknown>;
}) {
  const { context, players } = deps;
  const db: Db = context.db;

  /** The office's view of events: every market on the detail page, the main one in lists. */
  async function views(
    tenantId: string,
    rows: { event: EventRow; competition: CompetitionRow }[],
    detail: boolean,
  ): Promise<OfficeEvent[]> {
    const ids = rows.map((r) => r.event.id);
    if (ids.length === 0) return [];
    const tenant = await context.tenants.getById(tenantId);
    if (!tenant) throw new AppError(404, 'NOT_FOUND', 'office.tenant_not_found');
    const [markets, suspended, legs, settings] = await Promise.all([
      db.select().from(sportsMarkets).where(inArray(sportsMarkets.eventId, ids)),
      suspensionsOf(db, tenantId, ids),
      unsettledStakes(db, tenantId, ids),
      context.settings.all(tenantId),
    ]);
    return rows.map(({ event, competition }) => {
      const own = markets.filter((m) => m.eventId === event.id).sort(marketOrder);
      const eventLegs = legs.filter((l) => l.eventId === event.id);
      const liabilities = liabilitiesOf(own, eventLegs);
      const terms = settingsOf(settings, event.sport);
      const eventSuspended = suspended.events.has(event.id);
      const shown = detail ? own : own.filter((m) => isMainMarket(event.sport, m));
      const marketViews: Market[] = shown.map((m) =>
        marketView(m, terms, eventSuspended || suspended.markets.has(m.id)),
      );
      return {
        event: eventView(event, competition, marketViews, {
          settings: terms,
          marketCount: own.length,
        }),
        suspended: eventSuspended,
        suspended_markets: own.filter((m) => suspended.markets.has(m.id)).map((m) => m.id),
        currency: tenant.settings.currency,
        // A bet has at most one leg on an event (placement refuses two), so legs are bets.
        open_bets: eventLegs.reduce((sum, l) => sum + l.bets, 0),
        stakes: eventLegs.reduce((sum, l) => sum + l.stakes, 0),
        liability: worstCaseOf(liabilities),
        liabilities: [...liabilities].map(([market_id, outcomes]) => ({ market_id, outcomes })),
      };
    });
  }

  function eventsBase() {
    return db
      .select({ event: sportsEvents, competition: sportsCompetitions })
      .from(sportsEvents)
      .innerJoin(sportsCompetitions, eq(sportsCompetitions.id, sportsEvents.competitionId));
  }

  async function event(tenantId: string, eventId: string): Promise<OfficeEvent> {
    const rows = await eventsBase().where(eq(sportsEvents.id, eventId));
    const [view] = await views(tenantId, rows, true);
    if (!view) throw new AppError(404, 'NOT_FOUND', 'sports.event_not_found');
    return view;
  }

  /** Tells the brand's open pages the markets' new status (its own suspension on top of the feed's). */
  async function publishMarkets(tenantId: string, eventId: string, marketIds?: string[]) {
    const [row] = await db.select().from(sportsEvents).where(eq(sportsEvents.id, eventId));
    if (!row) return;
    const markets = await db
      .select()
      .from(sportsMarkets)
      .where(
        and(
          eq(sportsMarkets.eventId, eventId),
          marketIds ? inArray(sportsMarkets.id, marketIds) : undefined,
        ),
      );
    if (markets.length === 0) return;
    const { events, markets: suspendedMarkets } = await suspensionsOf(db, tenantId, [eventId]);
    const terms = await context.settings.of(tenantId, row.sport);
    await context.live.publishToChannel(tenantId, SPORTS_LIVE_CHANNEL, {
      type: SPORTS_LIVE_EVENTS.markets,
      data: {
        event_id: eventId,
        markets: markets
          .sort(marketOrder)
          .map((m) => marketView(m, terms, events.has(eventId) || suspendedMarkets.has(m.id))),
      },
    });
  }

  async function setSuspension(
    actor: Actor,
    tenantId: string,
    target: { eventId: string; marketId: string | null },
    suspended: boolean,
  ): Promise<void> {
    const { eventId, marketId } = target;
    const where = and(
      eq(sportsSuspensions.tenantId, tenantId),
      eq(sportsSuspensions.eventId, eventId),
      marketId ? eq(sportsSuspensions.marketId, marketId) : isNull(sportsSuspensions.marketId),
    );
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ at: sportsSuspensions.createdAt })
        .from(sportsSuspensions)
        .where(where);
      if (suspended) {
        await tx
          .insert(sportsSuspensions)
          .values({ tenantId, eventId, marketId })
          .onConflictDoNothing();
      } else {
        await tx.delete(sportsSuspensions).where(where);
      }
      const kind = marketId ? 'market' : 'event';
      await context.audit.record(tx, actor, {
        tenantId,
        action: `sports.${kind}.${suspended ? 'suspend' : 'reopen'}`,
        targetType: `sports_${kind}`,
        targetId: marketId ?? eventId,
        before: { suspended: before !== undefined },
        after: { suspended },
      });
    });
    await publishMarkets(tenantId, eventId, marketId ? [marketId] : undefined);
  }

  async function marketRow(marketId: string): Promise<MarketRow> {
    const [row] = await db.select().from(sportsMarkets).where(eq(sportsMarkets.id, marketId));
    if (!row) throw new AppError(404, 'NOT_FOUND', 'sports.market_not_found');
    return row;
  }

  return {
    /** Events, live first, then upcoming by start, then the rest (newest first). */
    async events(
      tenantId: string,
      query: OfficeEventsQuery,
    ): Promise<{ events: OfficeEvent[]; total: number }> {
      const filters: (SQL | undefined)[] = [];
      if (query.sport) filters.push(eq(sportsEvents.sport, query.sport));
      if (query.status) filters.push(eq(sportsEvents.status, query.status));
      if (query.q) {
        const like = `%${escapeLike(query.q)}%`;
        filters.push(
          or(
            ilike(sportsEvents.home, like),
            ilike(sportsEvents.away, like),
            ilike(sportsCompetitions.name, like),
          ),
        );
      }
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        eventsBase()
          .where(where)
          .orderBy(
            sql`case ${sportsEvents.status} when 'live' then 0 when 'not_started' then 1 else 2 end`,
            sql`case when ${sportsEvents.status} in ('live', 'not_started') then extract(epoch from ${sportsEvents.startAt}) else -extract(epoch from ${sportsEvents.startAt}) end`,
            asc(sportsEvents.id),
          )
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ n: count() })
          .from(sportsEvents)
          .innerJoin(sportsCompetitions, eq(sportsCompetitions.id, sportsEvents.competitionId))
          .where(where),
      ]);
      return { events: await views(tenantId, rows, false), total: total?.n ?? 0 };
    },

    event,

    async suspendEvent(
      actor: Actor,
      tenantId: string,
      eventId: string,
      suspended: boolean,
    ): Promise<OfficeEvent> {
      await event(tenantId, eventId);
      await setSuspension(actor, tenantId, { eventId, marketId: null }, suspended);
      return event(tenantId, eventId);
    },

    async suspendMarket(
      actor: Actor,
      tenantId: string,
      marketId: string,
      suspended: boolean,
    ): Promise<OfficeEvent> {
      const market = await marketRow(marketId);
      await setSuspension(actor, tenantId, { eventId: market.eventId, marketId }, suspended);
      return event(tenantId, market.eventId);
    },

    async manualResult(
      actor: Actor,
      tenantId: string,
      marketId: string,
      outcomes: { key: string; result: 'won' | 'lost' | 'void' }[],
    ): Promise<OfficeEvent> {
      const market = await marketRow(marketId);
      await deps.manualResult(actor, tenantId, marketId, outcomes);
      // The betting side suspended the market for this brand: its pages hear it.
      await publishMarkets(tenantId, market.eventId, [marketId]);
      return event(tenantId, market.eventId);
    },

    /** Bets, newest first: by bet id, player (username or email) or event name. */
    async bets(
      tenantId: string,
      query: OfficeBetsQuery,
    ): Promise<{ bets: OfficeBet[]; total: number }> {
      const filters: (SQL | undefined)[] = [eq(sportsBets.tenantId, tenantId)];
      if (query.q) {
        if (UUID.test(query.q)) {
          filters.push(eq(sportsBets.id, query.q));
        } else {
          const like = `%${escapeLike(query.q)}%`;
          const playerIds = (
            await players.refs(tenantId, { q: query.q, limit: PLAYER_MATCHES })
          ).map((p) => p.id);
          const onEvent = db
            .select({ id: sportsBetLegs.betId })
            .from(sportsBetLegs)
            .innerJoin(sportsEvents, eq(sportsEvents.id, sportsBetLegs.eventId))
            .where(
              and(
                eq(sportsBetLegs.tenantId, tenantId),
                or(ilike(sportsEvents.home, like), ilike(sportsEvents.away, like)),
              ),
            );
          filters.push(
            or(
              playerIds.length > 0 ? inArray(sportsBets.playerId, playerIds) : undefined,
              inArray(sportsBets.id, onEvent),
            ),
          );
        }
      }
      if (query.status) filters.push(eq(sportsBets.status, query.status));
      if (query.sport) {
        filters.push(
          inArray(
            sportsBets.id,
            db
              .select({ id: sportsBetLegs.betId })
              .from(sportsBetLegs)
              .innerJoin(sportsEvents, eq(sportsEvents.id, sportsBetLegs.eventId))
              .where(
                and(eq(sportsBetLegs.tenantId, tenantId), eq(sportsEvents.sport, query.sport)),
              ),
          ),
        );
      }
      if (query.from || query.to) {
        const tenant = await context.tenants.getById(tenantId);
        if (!tenant) throw new AppError(404, 'NOT_FOUND', 'office.tenant_not_found');
        const tz = tenant.settings.timezone;
        if (query.from) filters.push(gte(sportsBets.placedAt, startOfLocalDay(query.from, tz)));
        if (query.to) {
          filters.push(
            lt(sportsBets.placedAt, sql`${startOfLocalDay(query.to, tz)} + interval '1 day'`),
          );
        }
      }
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(sportsBets)
          .where(where)
          .orderBy(desc(sportsBets.placedAt), desc(sportsBets.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: count() }).from(sportsBets).where(where),
      ]);
      const views = await betViews(db, tenantId, rows, await context.settings.all(tenantId));
      const refs = await players.refs(tenantId, { ids: [...new Set(rows.map((r) => r.playerId))] });
      const usernames = new Map(refs.map((r) => [r.id, r.username]));
      return {
        bets: views.map((bet, i) => {
          const row = rows[i];
          const playerId = row?.playerId ?? '';
          return {
            ...bet,
            player_id: playerId,
            username: usernames.get(playerId) ?? '',
            owed: row?.owed ?? 0,
          };
        }),
        total: total?.n ?? 0,
      };
    },
  };
}
