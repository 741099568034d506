import { eq, inArray } from 'drizzle-orm';
import { SPORTS_LIVE_CHANNEL, SPORTS_LIVE_EVENTS, type Sport } from '@tribuna/contracts/sports';
import type { SportsEventState, SportsMarketsChanged } from '@tribuna/contracts/sports';
import type { SportsContext } from './sports-context';
import { marketView, type EventRow, type MarketRow } from './sports-views';
import { sportsSuspensions } from './sports.schema';

/** Brands are listed again after this long, so a brand that turns sports on hears prices soon. */
const BRANDS_CACHE_MS = 5000;

export type FeedPublisher = ReturnType<typeof createFeedPublisher>;

/** A brand's own suspensions of one event: the whole event, or some of its markets. */
export interface BrandSuspensions {
  event: boolean;
  markets: Set<string>;
}

export function isSuspendedByBrand(suspensions: BrandSuspensions | undefined, marketId: string) {
  return suspensions ? suspensions.event || suspensions.markets.has(marketId) : false;
}

/** Per brand, its suspensions of the event (brands with none are absent). */
export async function eventSuspensions(
  context: SportsContext,
  eventId: string,
): Promise<Map<string, BrandSuspensions>> {
  const rows = await context.db
    .select({ tenantId: sportsSuspensions.tenantId, marketId: sportsSuspensions.marketId })
    .from(sportsSuspensions)
    .where(eq(sportsSuspensions.eventId, eventId));
  const out = new Map<string, BrandSuspensions>();
  for (const row of rows) {
    const entry = out.get(row.tenantId) ?? { event: false, markets: new Set<string>() };
    if (row.marketId === null) entry.event = true;
    else entry.markets.add(row.marketId);
    out.set(row.tenantId, entry);
  }
  return out;
}

/** Per event, per brand, its suspensions (one query for all the events). */
export async function suspensionsOfEvents(
  context: SportsContext,
  eventIds: string[],
): Promise<Map<string, Map<string, BrandSuspensions>>> {
  const out = new Map<string, Map<string, BrandSuspensions>>();
  if (eventIds.length === 0) return out;
  const rows = await context.db
    .select({
      eventId: sportsSuspensions.eventId,
      tenantId: sportsSuspensions.tenantId,
      marketId: sportsSuspensions.marketId,
    })
    .from(sportsSuspensions)
    .where(inArray(sportsSuspensions.eventId, eventIds));
  for (const row of rows) {
    const brands = out.get(row.eventId) ?? new Map<string, BrandSuspensions>();
    const entry = brands.get(row.tenantId) ?? { event: false, markets: new Set<string>() };
    if (row.marketId === null) entry.event = true;
    else entry.markets.add(row.marketId);
    brands.set(row.tenantId, entry);
    out.set(row.eventId, brands);
  }
  return out;
}

/**
 * Tells every brand that offers sports what the feed changed, each at its own margin and
 * with its own suspensions, on its `sports` channel (every process's sockets hear it
 * through the bus). Called after the change is committed.
 */
export function createFeedPublisher(context: SportsContext) {
  let brands: { until: number; ids: Promise<string[]> } | null = null;

  function brandIds(): Promise<string[]> {
    if (brands && brands.until > Date.now()) return brands.ids;
    const ids = context.tenants
      .list()
      .then((all) =>
        all
          .filter((t) => t.settings.products.some((p) => p === 'sports' || p === 'live'))
          .map((t) => t.id),
      );
    brands = { until: Date.now() + BRANDS_CACHE_MS, ids };
    // A failed listing must not stick for the whole cache time.
    ids.catch(() => {
      brands = null;
    });
    return ids;
  }

  return {
    brandIds,

    /** `suspensions`: the event's, when the caller has already read them (one query for many events). */
    async markets(
      event: { id: string; sport: Sport },
      rows: MarketRow[],
      known?: Map<string, BrandSuspensions>,
    ): Promise<void> {
      if (rows.length === 0) return;
      // One query for every brand's suspensions of the event, not one per brand.
      const [ids, suspensions] = await Promise.all([
        brandIds(),
        known ?? eventSuspensions(context, event.id),
      ]);
      await Promise.all(
        ids.map(async (tenantId) => {
          const terms = await context.settings.of(tenantId, event.sport);
          const own = suspensions.get(tenantId);
          const data: SportsMarketsChanged = {
            event_id: event.id,
            markets: rows.map((row) => marketView(row, terms, isSuspendedByBrand(own, row.id))),
          };
          await context.live.publishToChannel(tenantId, SPORTS_LIVE_CHANNEL, {
            type: SPORTS_LIVE_EVENTS.markets,
            data,
          });
        }),
      );
    },

    async event(row: EventRow): Promise<void> {
      const data: SportsEventState = {
        event_id: row.id,
        status: row.status,
        score: row.score ?? null,
        clock: row.clock ?? null,
      };
      const ids = await brandIds();
      await Promise.all(
        ids.map((tenantId) =>
          context.live.publishToChannel(tenantId, SPORTS_LIVE_CHANNEL, {
            type: SPORTS_LIVE_EVENTS.event,
            data,
          }),
        ),
      );
    },
  };
}
