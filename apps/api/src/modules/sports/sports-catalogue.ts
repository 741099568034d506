import { and, asc, count, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  MARKET_TYPES,
  SPORTS,
  type Market,
  type Sport,
  type SportSettings,
  type SportsEvent,
  type SportsMenu,
  type eventsQuerySchema,
} from '@tribuna/contracts/sports';
import { AppError } from '../../lib/app-error';
import type { SportsContext } from './sports-context';
import { isSuspendedByBrand, type BrandSuspensions } from './sports-feed-publish';
import {
  competitionView,
  eventView,
  marketView,
  type CompetitionRow,
  type EventRow,
  type MarketRow,
} from './sports-views';
import {
  sportsCompetitions,
  sportsEvents,
  sportsMarkets,
  sportsSuspensions,
} from './sports.schema';

/** Ended, cancelled and postponed events stay listed this long (results on the page), then drop off. */
export const FINISHED_LISTED_MS = 3 * 3600_000;
/** A not-started event this long past its start is stale (the feed lost it): not listed. */
export const STALE_START_MS = 3 * 3600_000;

/** The market an event shows in lists. */
export function mainMarketKey(sport: Sport): string {
  return sport === 'football' ? '1x2' : 'winner';
}

const uuid = z.uuid();
const MAIN_KEYS = ['1x2', 'winner'];

function marketOrder(a: MarketRow, b: MarketRow): number {
  const byType = MARKET_TYPES.indexOf(a.type) - MARKET_TYPES.indexOf(b.type);
  if (byType !== 0) return byType;
  return (a.line ?? 0) - (b.line ?? 0);
}

function notFound(): AppError {
  return new AppError(404, 'NOT_FOUND', 'sports.event_not_found');
}

export type SportsCatalogue = ReturnType<typeof createSportsCatalogue>;

/**
 * What players read: the menu, the event lists (each event with its main market) and an
 * event with all its markets, every price at the brand's margin and with the brand's
 * suspensions. A listing costs four queries whatever its length (events, their count,
 * their main markets and market counts, the brand's suspensions of them).
 */
export function createSportsCatalogue(context: SportsContext) {
  const { db } = context;

  /** Live, not started (unless long past its start); ended, cancelled or postponed only lately. */
  function listed(): SQL {
    const at = context.clock().getTime();
    const recent = and(
      inArray(sportsEvents.status, ['ended', 'cancelled', 'postponed']),
      gt(sportsEvents.updatedAt, new Date(at - FINISHED_LISTED_MS)),
    );
    const upcoming = and(
      eq(sportsEvents.status, 'not_started'),
      gt(sportsEvents.startAt, new Date(at - STALE_START_MS)),
    );
    return or(eq(sportsEvents.status, 'live'), upcoming, recent) ?? sql`true`;
  }

  /** Live first, then what starts next, then what is over (each by start). */
  const byRelevance = sql`case ${sportsEvents.status} when 'live' then 0 when 'not_started' then 1 else 2 end`;

  async function suspensionsOf(
    tenantId: string,
    eventIds: string[],
  ): Promise<Map<string, BrandSuspensions>> {
    const out = new Map<string, BrandSuspensions>();
    if (eventIds.length === 0) return out;
    const rows = await db
      .select({ eventId: sportsSuspensions.eventId, marketId: sportsSuspensions.marketId })
      .from(sportsSuspensions)
      .where(
        and(eq(sportsSuspensions.tenantId, tenantId), inArray(sportsSuspensions.eventId, eventIds)),
      );
    for (const row of rows) {
      const entry = out.get(row.eventId) ?? { event: false, markets: new Set<string>() };
      if (row.marketId === null) entry.event = true;
      else entry.markets.add(row.marketId);
      out.set(row.eventId, entry);
    }
    return out;
  }

  function priced(
    rows: MarketRow[],
    settings: SportSettings,
    suspensions: BrandSuspensions | undefined,
  ): Market[] {
    return [...rows]
      .sort(marketOrder)
      .map((row) => marketView(row, settings, isSuspendedByBrand(suspensions, row.id)));
  }

  function settingsFor(all: Map<Sport, SportSettings>, sport: Sport): SportSettings {
    const settings = all.get(sport);
    if (!settings) throw new Error(`sports: no settings for ${sport}`);
    return settings;
  }

  /** Events of a page of the list, each with its main market (open or suspended) and its market count. */
  async function withMainMarkets(
    tenantId: string,
    rows: { event: EventRow; competition: CompetitionRow }[],
  ): Promise<SportsEvent[]> {
    const ids = rows.map((r) => r.event.id);
    if (ids.length === 0) return [];
    const [markets, counts, suspensions, settings] = await Promise.all([
      db
        .select()
        .from(sportsMarkets)
        .where(
          and(
            inArray(sportsMarkets.eventId, ids),
            inArray(sportsMarkets.key, MAIN_KEYS),
            inArray(sportsMarkets.status, ['open', 'suspended']),
          ),
        ),
      db
        .select({ eventId: sportsMarkets.eventId, n: count() })
        .from(sportsMarkets)
        .where(inArray(sportsMarkets.eventId, ids))
        .groupBy(sportsMarkets.eventId),
      suspensionsOf(tenantId, ids),
      context.settings.all(tenantId),
    ]);
    const countOf = new Map(counts.map((c) => [c.eventId, Number(c.n)]));
    return rows.map(({ event, competition }) => {
      const sportSettings = settingsFor(settings, event.sport);
      const main = markets.filter(
        (m) => m.eventId === event.id && m.key === mainMarketKey(event.sport),
      );
      return eventView(event, competition, priced(main, sportSettings, suspensions.get(event.id)), {
        settings: sportSettings,
        marketCount: countOf.get(event.id) ?? 0,
      });
    });
  }

  async function list(
    tenantId: string,
    filters: SQL[],
    page: { limit: number; offset: number },
  ): Promise<{ events: SportsEvent[]; total: number }> {
    const where = and(listed(), ...filters);
    const [rows, [total]] = await Promise.all([
      db
        .select({ event: sportsEvents, competition: sportsCompetitions })
        .from(sportsEvents)
        .innerJoin(sportsCompetitions, eq(sportsCompetitions.id, sportsEvents.competitionId))
        .where(where)
        .orderBy(byRelevance, asc(sportsEvents.startAt), asc(sportsEvents.id))
        .limit(page.limit)
        .offset(page.offset),
      db
        .select({ n: count() })
        .from(sportsEvents)
        .innerJoin(sportsCompetitions, eq(sportsCompetitions.id, sportsEvents.competitionId))
        .where(where),
    ]);
    return { events: await withMainMarkets(tenantId, rows), total: Number(total?.n ?? 0) };
  }

  async function detail(tenantId: string, where: SQL | undefined): Promise<SportsEvent> {
    const [row] = await db
      .select({ event: sportsEvents, competition: sportsCompetitions })
      .from(sportsEvents)
      .innerJoin(sportsCompetitions, eq(sportsCompetitions.id, sportsEvents.competitionId))
      .where(where);
    if (!row) throw notFound();
    const [markets, suspensions, settings] = await Promise.all([
      db.select().from(sportsMarkets).where(eq(sportsMarkets.eventId, row.event.id)),
      suspensionsOf(tenantId, [row.event.id]),
      context.settings.of(tenantId, row.event.sport),
    ]);
    return eventView(
      row.event,
      row.competition,
      priced(markets, settings, suspensions.get(row.event.id)),
      { settings, marketCount: markets.length },
    );
  }

  return {
    async menu(tenantId: string): Promise<SportsMenu> {
      // Throws for an unknown brand, like the other reads.
      await context.settings.all(tenantId);
      const rows = await db
        .select({
          competition: sportsCompetitions,
          status: sportsEvents.status,
          n: count(),
        })
        .from(sportsEvents)
        .innerJoin(sportsCompetitions, eq(sportsCompetitions.id, sportsEvents.competitionId))
        .where(
          or(
            eq(sportsEvents.status, 'live'),
            and(
              eq(sportsEvents.status, 'not_started'),
              gt(sportsEvents.startAt, new Date(context.clock().getTime() - STALE_START_MS)),
            ),
          ),
        )
        .groupBy(sportsCompetitions.id, sportsEvents.status);
      const sports: SportsMenu['sports'] = [];
      for (const sport of SPORTS) {
        const mine = rows.filter((r) => r.competition.sport === sport);
        if (mine.length === 0) continue;
        const competitions = new Map<
          string,
          SportsMenu['sports'][number]['competitions'][number]
        >();
        let live = 0;
        let upcoming = 0;
        for (const row of mine) {
          const n = Number(row.n);
          if (row.status === 'live') live += n;
          else upcoming += n;
          const entry = competitions.get(row.competition.id) ?? {
            ...competitionView(row.competition),
            events: 0,
          };
          entry.events += n;
          competitions.set(row.competition.id, entry);
        }
        sports.push({
          sport,
          live,
          upcoming,
          competitions: [...competitions.values()].sort((a, b) => a.name.localeCompare(b.name)),
        });
      }
      return { sports };
    },

    /** The list's filters as the route validated them. */
    async events(
      tenantId: string,
      q: z.output<typeof eventsQuerySchema>,
    ): Promise<{ events: SportsEvent[]; total: number }> {
      const filters: SQL[] = [];
      if (q.sport) filters.push(eq(sportsEvents.sport, q.sport));
      if (q.competition) {
        filters.push(
          uuid.safeParse(q.competition).success
            ? eq(sportsCompetitions.id, q.competition)
            : eq(sportsCompetitions.slug, q.competition),
        );
      }
      if (q.status) filters.push(eq(sportsEvents.status, q.status));
      if (q.featured !== undefined) filters.push(eq(sportsEvents.featured, q.featured));
      return list(tenantId, filters, { limit: q.limit, offset: q.offset });
    },

    /** Every live event, each with its main market. */
    live(tenantId: string): Promise<{ events: SportsEvent[]; total: number }> {
      return list(tenantId, [eq(sportsEvents.status, 'live')], { limit: 200, offset: 0 });
    },

    /** An event with all its markets, by id (404 for anything else). */
    event(tenantId: string, id: string): Promise<SportsEvent> {
      if (!uuid.safeParse(id).success) return Promise.reject(notFound());
      return detail(tenantId, eq(sportsEvents.id, id));
    },

    /** An event by its page's address: `/sports/{competition}/{event}`. */
    eventBySlugs(tenantId: string, competition: string, event: string): Promise<SportsEvent> {
      return detail(
        tenantId,
        and(eq(sportsCompetitions.slug, competition), eq(sportsEvents.slug, event)),
      );
    },

    /**
     * Some (or all) markets of an event as the brand sees them now: for pushing a brand's
     * own suspension to its pages.
     */
    async brandMarkets(tenantId: string, eventId: string, marketIds?: string[]): Promise<Market[]> {
      const [event] = await db
        .select({ sport: sportsEvents.sport })
        .from(sportsEvents)
        .where(eq(sportsEvents.id, eventId));
      if (!event) throw notFound();
      const [rows, suspensions, settings] = await Promise.all([
        db
          .select()
          .from(sportsMarkets)
          .where(
            marketIds
              ? and(eq(sportsMarkets.eventId, eventId), inArray(sportsMarkets.id, marketIds))
              : eq(sportsMarkets.eventId, eventId),
          ),
        suspensionsOf(tenantId, [eventId]),
        context.settings.of(tenantId, event.sport),
      ]);
      return priced(rows, settings, suspensions.get(eventId));
    },
  };
}
