import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { EventStatus } from '@tribuna/contracts/sports';
import {
  feedMarketKey,
  type BetCancel,
  type BetSettlement,
  type BetStop,
  type FeedMarketKey,
  type FeedMessage,
  type FeedProducer,
  type FixtureChange,
  type OddsChange,
  type RollbackBetSettlement,
} from '@tribuna/contracts/sports-feed';
import type { DbOrTx } from '../../db/database';
import type { SettlementHooks, SportsContext } from './sports-context';
import {
  suspensionsOfEvents,
  type BrandSuspensions,
  type FeedPublisher,
} from './sports-feed-publish';
import type { EventRow, MarketRow } from './sports-views';
import {
  sportsCompetitions,
  sportsEvents,
  sportsMarkets,
  type StoredOutcome,
} from './sports.schema';
import { sameJson } from '../../lib/stable-json';

/** Thrown inside an ingestion when this process no longer holds the feed's lease. */
export class FeedLeaseLostError extends Error {
  constructor() {
    super('sports: the feed lease was lost');
    this.name = 'FeedLeaseLostError';
  }
}

/** What a committed message changed, told to pages and bets afterwards. */
interface Effects {
  event: EventRow | null;
  /** Whether the event's state (status, score, clock) changed. */
  eventChanged: boolean;
  markets: MarketRow[];
  settled: string[];
  voided: string[];
  rolledBack: string[];
  /** Price changes and bet stops: pending live bets may be decided early. */
  changed: string[];
}

function noEffects(): Effects {
  return {
    event: null,
    eventChanged: false,
    markets: [],
    settled: [],
    voided: [],
    rolledBack: [],
    changed: [],
  };
}

/** Lower-case ASCII words joined by hyphens ("São Paulo" → "sao-paulo"). */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug === '' ? 'x' : slug;
}

/** The first of `base`, `base-2`, `base-3`... that `taken` refuses. */
async function freeSlug(base: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(slug))) return slug;
  }
}

/** Ended and cancelled are final; a live event does not go back to not started. */
export function statusGoesBack(from: EventStatus, to: EventStatus): boolean {
  if (from === to) return false;
  if (from === 'ended' || from === 'cancelled') return to !== 'ended' && to !== 'cancelled';
  return from === 'live' && to === 'not_started';
}

function keysOf(markets: FeedMarketKey[] | undefined): Set<string> | null {
  return markets ? new Set(markets.map(feedMarketKey)) : null;
}

function sameOutcomes(row: MarketRow, outcomes: OddsChange['markets'][number]['outcomes']) {
  return (
    row.outcomes.length === outcomes.length &&
    row.outcomes.every((o, i) => {
      const next = outcomes[i];
      return (
        next !== undefined &&
        o.key === next.key &&
        o.probability === next.probability &&
        o.active === next.active &&
        o.result === null
      );
    })
  );
}

export type FeedIngestion = ReturnType<typeof createFeedIngestion>;

/**
 * Writes each feed message into the platform's competitions, events and markets (one
 * transaction per message), then publishes what changed to every brand and tells the
 * bets. Messages about events we never had a fixture for are dropped: a feed recovery
 * sends the fixture first.
 */
export function createFeedIngestion(
  context: SportsContext,
  settlement: SettlementHooks,
  publisher: FeedPublisher,
  options: {
    /** Checked inside every transaction: false aborts it (another process took the feed over). */
    fence?: (tx: DbOrTx) => Promise<boolean>;
    onError?: (error: unknown, what: string) => void;
    /** What the feed said that we refused (an event going back, or changing teams). */
    warn?: (what: string) => void;
  } = {},
) {
  const onError =
    options.onError ?? ((error: unknown, what: string) => console.error(`sports: ${what}`, error));
  const warn = options.warn ?? ((what: string) => console.warn(what));

  async function eventByFeedId(tx: DbOrTx, feedId: string): Promise<EventRow | null> {
    const [row] = await tx.select().from(sportsEvents).where(eq(sportsEvents.feedId, feedId));
    return row ?? null;
  }

  async function marketsOf(tx: DbOrTx, eventId: string): Promise<MarketRow[]> {
    return tx.select().from(sportsMarkets).where(eq(sportsMarkets.eventId, eventId));
  }

  async function fixtureChange(
    tx: DbOrTx,
    message: FixtureChange,
    effects: Effects,
  ): Promise<void> {
    const fixture = message.event;
    const [known] = await tx
      .select()
      .from(sportsCompetitions)
      .where(eq(sportsCompetitions.feedId, fixture.competition.feed_id));
    let competition = known;
    if (!competition) {
      const slug = await freeSlug(slugify(fixture.competition.name), async (s) => {
        const rows = await tx
          .select({ id: sportsCompetitions.id })
          .from(sportsCompetitions)
          .where(eq(sportsCompetitions.slug, s));
        return rows.length > 0;
      });
      [competition] = await tx
        .insert(sportsCompetitions)
        .values({
          feedId: fixture.competition.feed_id,
          sport: fixture.sport,
          name: fixture.competition.name,
          country: fixture.competition.country,
          slug,
        })
        .returning();
    } else if (
      competition.name !== fixture.competition.name ||
      competition.country !== fixture.competition.country
    ) {
      [competition] = await tx
        .update(sportsCompetitions)
        .set({ name: fixture.competition.name, country: fixture.competition.country })
        .where(eq(sportsCompetitions.id, competition.id))
        .returning();
    }
    if (!competition) throw new Error('sports: competition not written');
    const competitionId = competition.id;

    const now = context.clock();
    const startAt = new Date(fixture.start_at);
    const fields = {
      sport: fixture.sport,
      competitionId,
      home: fixture.home,
      away: fixture.away,
      startAt,
      status: fixture.status,
      featured: fixture.featured,
    };
    const existing = await eventByFeedId(tx, fixture.feed_id);
    if (!existing) {
      const base = slugify(`${fixture.home} vs ${fixture.away}`);
      const taken = async (s: string) => {
        const rows = await tx
          .select({ id: sportsEvents.id })
          .from(sportsEvents)
          .where(and(eq(sportsEvents.competitionId, competitionId), eq(sportsEvents.slug, s)));
        return rows.length > 0;
      };
      // The same teams meet again later in a rolling calendar: the date tells them apart.
      const dated = `${base}-${startAt.toISOString().slice(0, 10)}`;
      const slug = (await taken(base)) ? await freeSlug(dated, taken) : base;
      const [row] = await tx
        .insert(sportsEvents)
        .values({ feedId: fixture.feed_id, slug, ...fields, updatedAt: now })
        .returning();
      effects.event = row ?? null;
      effects.eventChanged = true;
      return;
    }
    // Who plays, in what and which sport are the event's identity: bets were taken on it.
    if (
      existing.sport !== fields.sport ||
      existing.competitionId !== fields.competitionId ||
      existing.home !== fields.home ||
      existing.away !== fields.away
    ) {
      warn(
        `sports: kept the identity of event ${existing.feedId} (${existing.home} v ${existing.away}); ` +
          `the feed said ${fixture.home} v ${fixture.away} in ${fixture.competition.feed_id}`,
      );
    }
    let status = fields.status;
    if (statusGoesBack(existing.status, status)) {
      warn(`sports: kept event ${existing.feedId} ${existing.status}; the feed said ${status}`);
      status = existing.status;
    }
    const same =
      existing.startAt.getTime() === startAt.getTime() &&
      existing.status === status &&
      existing.featured === fields.featured;
    effects.event = existing;
    if (same) return;
    const [row] = await tx
      .update(sportsEvents)
      .set({ startAt, status, featured: fields.featured, updatedAt: now })
      .where(eq(sportsEvents.id, existing.id))
      .returning();
    effects.event = row ?? existing;
    effects.eventChanged = existing.status !== status;
  }

  async function oddsChange(tx: DbOrTx, message: OddsChange, effects: Effects): Promise<void> {
    const event = await eventByFeedId(tx, message.event_id);
    if (!event) return;
    const now = context.clock();
    effects.event = event;
    const state: { status?: EventStatus; score?: EventRow['score']; clock?: EventRow['clock'] } =
      {};
    if (message.status !== undefined && message.status !== event.status) {
      if (statusGoesBack(event.status, message.status)) {
        warn(`sports: kept event ${event.feedId} ${event.status}; the feed said ${message.status}`);
      } else {
        state.status = message.status;
      }
    }
    if (message.score !== undefined && !sameJson(message.score, event.score))
      state.score = message.score;
    if (message.clock !== undefined && !sameJson(message.clock, event.clock))
      state.clock = message.clock;
    if (Object.keys(state).length > 0) {
      const [row] = await tx
        .update(sportsEvents)
        .set({ ...state, updatedAt: now })
        .where(eq(sportsEvents.id, event.id))
        .returning();
      effects.event = row ?? event;
      effects.eventChanged = true;
    }
    if (message.markets.length === 0) return;

    const existing = new Map((await marketsOf(tx, event.id)).map((m) => [m.key, m]));
    const updates: { id: string; status: string; outcomes: StoredOutcome[] }[] = [];
    const inserts: (typeof sportsMarkets.$inferInsert)[] = [];
    for (const market of message.markets) {
      const key = feedMarketKey(market);
      const row = existing.get(key);
      const outcomes: StoredOutcome[] = market.outcomes.map((o) => ({
        key: o.key,
        probability: o.probability,
        active: o.active,
        result: null,
      }));
      if (row) {
        // A settled or void market only comes back through a rollback.
        if (row.status === 'settled' || row.status === 'void') continue;
        if (row.status === market.status && sameOutcomes(row, market.outcomes)) continue;
        updates.push({ id: row.id, status: market.status, outcomes });
      } else {
        inserts.push({
          eventId: event.id,
          key,
          type: market.type,
          line: market.line,
          status: market.status,
          outcomes,
          version: 1,
          changedAt: now,
        });
      }
    }
    // One statement for all the changed markets of the message, one for the new ones.
    if (updates.length > 0) {
      const rows = await tx
        .update(sportsMarkets)
        .set({
          status: sql`v.status`,
          outcomes: sql`v.outcomes`,
          version: sql`${sportsMarkets.version} + 1`,
          changedAt: now,
        })
        .from(
          sql`jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as v(id uuid, status text, outcomes jsonb)`,
        )
        .where(sql`${sportsMarkets.id} = v.id`)
        .returning(getTableColumns(sportsMarkets));
      effects.markets.push(...rows);
    }
    if (inserts.length > 0) {
      effects.markets.push(...(await tx.insert(sportsMarkets).values(inserts).returning()));
    }
    effects.changed = effects.markets.map((m) => m.id);
  }

  async function betStop(tx: DbOrTx, message: BetStop, effects: Effects): Promise<void> {
    const event = await eventByFeedId(tx, message.event_id);
    if (!event) return;
    effects.event = event;
    const keys = keysOf(message.markets);
    const ids = (await marketsOf(tx, event.id))
      .filter(
        (m) => (m.status === 'open' || m.status === 'suspended') && (!keys || keys.has(m.key)),
      )
      .map((m) => m.id);
    if (ids.length === 0) return;
    const now = context.clock();
    // The stop happened when the feed says (a batch is written a little later), never in
    // our future: a live bet placed in between must see it.
    const stoppedAt = new Date(Math.min(now.getTime(), message.timestamp));
    // Already suspended markets get the stop too: a live bet waiting its delay must see it.
    effects.markets = await tx
      .update(sportsMarkets)
      .set({
        status: 'suspended',
        stoppedAt,
        changedAt: now,
        version: sql`${sportsMarkets.version} + 1`,
      })
      .where(inArray(sportsMarkets.id, ids))
      .returning();
    effects.changed = effects.markets.map((m) => m.id);
  }

  async function betSettlement(
    tx: DbOrTx,
    message: BetSettlement,
    effects: Effects,
  ): Promise<void> {
    const event = await eventByFeedId(tx, message.event_id);
    if (!event) return;
    effects.event = event;
    const existing = new Map((await marketsOf(tx, event.id)).map((m) => [m.key, m]));
    const now = context.clock();
    for (const market of message.markets) {
      const row = existing.get(feedMarketKey(market));
      if (!row || row.status === 'void') continue;
      const results = new Map(market.outcomes.map((o) => [o.key, o.result]));
      const outcomes = row.outcomes.map((o) => ({ ...o, result: results.get(o.key) ?? o.result }));
      if (row.status === 'settled' && sameJson(outcomes, row.outcomes)) continue;
      const [updated] = await tx
        .update(sportsMarkets)
        .set({
          status: 'settled',
          outcomes,
          settledAt: now,
          changedAt: now,
          version: sql`${sportsMarkets.version} + 1`,
        })
        .where(eq(sportsMarkets.id, row.id))
        .returning();
      if (updated) effects.markets.push(updated);
    }
    effects.settled = effects.markets.map((m) => m.id);
  }

  async function betCancel(tx: DbOrTx, message: BetCancel, effects: Effects): Promise<void> {
    const event = await eventByFeedId(tx, message.event_id);
    if (!event) return;
    effects.event = event;
    const keys = keysOf(message.markets);
    const rows = (await marketsOf(tx, event.id)).filter(
      (m) => m.status !== 'void' && (!keys || keys.has(m.key)),
    );
    const now = context.clock();
    for (const row of rows) {
      const [updated] = await tx
        .update(sportsMarkets)
        .set({
          status: 'void',
          outcomes: row.outcomes.map((o) => ({ ...o, result: 'void' as const })),
          settledAt: now,
          changedAt: now,
          version: sql`${sportsMarkets.version} + 1`,
        })
        .where(eq(sportsMarkets.id, row.id))
        .returning();
      if (updated) effects.markets.push(updated);
    }
    effects.voided = effects.markets.map((m) => m.id);
  }

  async function rollback(
    tx: DbOrTx,
    message: RollbackBetSettlement,
    effects: Effects,
  ): Promise<void> {
    const event = await eventByFeedId(tx, message.event_id);
    if (!event) return;
    effects.event = event;
    const keys = keysOf(message.markets);
    const rows = (await marketsOf(tx, event.id)).filter(
      (m) => m.status === 'settled' && (!keys || keys.has(m.key)),
    );
    const now = context.clock();
    for (const row of rows) {
      // Suspended, not open: the feed's next odds change reopens it at a current price.
      const [updated] = await tx
        .update(sportsMarkets)
        .set({
          status: 'suspended',
          outcomes: row.outcomes.map((o) => ({ ...o, result: null })),
          settledAt: null,
          changedAt: now,
          version: sql`${sportsMarkets.version} + 1`,
        })
        .where(eq(sportsMarkets.id, row.id))
        .returning();
      if (updated) effects.markets.push(updated);
    }
    effects.rolledBack = effects.markets.map((m) => m.id);
  }

  async function apply(tx: DbOrTx, message: FeedMessage, effects: Effects): Promise<void> {
    switch (message.type) {
      case 'fixture_change':
        return fixtureChange(tx, message, effects);
      case 'odds_change':
        return oddsChange(tx, message, effects);
      case 'bet_stop':
        return betStop(tx, message, effects);
      case 'bet_settlement':
        return betSettlement(tx, message, effects);
      case 'bet_cancel':
        return betCancel(tx, message, effects);
      case 'rollback_bet_settlement':
        return rollback(tx, message, effects);
      case 'heartbeat':
        return;
    }
  }

  /** A bets' hook, started and not awaited: the feed never waits for bets (their sweep is the safety net). */
  function fire(ids: string[], hook: (ids: string[]) => Promise<void> | void, what: string): void {
    if (ids.length === 0) return;
    void Promise.resolve()
      .then(() => hook(ids))
      .catch((error: unknown) => onError(error, what));
  }

  /** Pages and bets hear of a committed change; their failures do not undo it. */
  async function tell(
    effects: Effects,
    suspensions?: Map<string, BrandSuspensions>,
  ): Promise<void> {
    const { event } = effects;
    if (!event) return;
    try {
      if (effects.eventChanged) await publisher.event(event);
      await publisher.markets(event, effects.markets, suspensions);
    } catch (error) {
      onError(error, 'publishing a feed change failed');
    }
    fire(
      effects.changed,
      (ids) => settlement.marketsChanged(ids),
      'telling bets of changes failed',
    );
    fire(effects.settled, (ids) => settlement.settleMarkets(ids), 'settling markets failed');
    fire(effects.voided, (ids) => settlement.voidMarkets(ids), 'voiding markets failed');
    fire(
      effects.rolledBack,
      (ids) => settlement.rollbackMarkets(ids),
      'rolling back markets failed',
    );
  }

  /**
   * Applies messages in one transaction (fenced by the lease when given), and `save`
   * in it too (the source's state that produced them), so what is stored and the state
   * that continues from it never disagree. Throws when any message fails: nothing is
   * written, and the caller retries from its unchanged state.
   */
  async function ingestBatch(
    messages: FeedMessage[],
    save?: (tx: DbOrTx) => Promise<void>,
  ): Promise<void> {
    const work = messages.filter((m) => m.type !== 'heartbeat');
    if (work.length === 0 && !save) return;
    const all = await context.db.transaction(async (tx) => {
      if (options.fence && !(await options.fence(tx))) throw new FeedLeaseLostError();
      const out: Effects[] = [];
      for (const message of work) {
        const effects = noEffects();
        await apply(tx, message, effects);
        out.push(effects);
      }
      if (save) await save(tx);
      return out;
    });
    for (const effects of all) await tell(effects);
  }

  return {
    ingestBatch,

    /** Applies one message. Throws FeedLeaseLostError when fenced off (nothing written). */
    ingest(message: FeedMessage): Promise<void> {
      return ingestBatch([message]);
    },

    /**
     * The producers went quiet (or the feed is being taken over): their open markets are
     * suspended (live producer: live events; prematch: events not started) until their
     * next odds changes.
     */
    async suspendProducers(producers: FeedProducer[]): Promise<number> {
      const statuses: EventStatus[] = producers.map((p) => (p === 'live' ? 'live' : 'not_started'));
      if (statuses.length === 0) return 0;
      const now = context.clock();
      const { rows, events } = await context.db.transaction(async (tx) => {
        if (options.fence && !(await options.fence(tx))) throw new FeedLeaseLostError();
        const updated = await tx
          .update(sportsMarkets)
          .set({
            status: 'suspended',
            stoppedAt: now,
            changedAt: now,
            version: sql`${sportsMarkets.version} + 1`,
          })
          .where(
            and(
              eq(sportsMarkets.status, 'open'),
              inArray(
                sportsMarkets.eventId,
                tx
                  .select({ id: sportsEvents.id })
                  .from(sportsEvents)
                  .where(inArray(sportsEvents.status, statuses)),
              ),
            ),
          )
          .returning();
        const ids = [...new Set(updated.map((m) => m.eventId))];
        const eventRows =
          ids.length === 0
            ? []
            : await tx.select().from(sportsEvents).where(inArray(sportsEvents.id, ids));
        return { rows: updated, events: eventRows };
      });
      const byEvent = new Map<string, MarketRow[]>();
      for (const row of rows) byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), row]);
      // One query for every brand's suspensions of all these events.
      const suspensions = await suspensionsOfEvents(
        context,
        events.map((e) => e.id),
      );
      for (const event of events) {
        const changed = byEvent.get(event.id) ?? [];
        await tell(
          { ...noEffects(), event, markets: changed, changed: changed.map((m) => m.id) },
          suspensions.get(event.id) ?? new Map(),
        );
      }
      return rows.length;
    },
  };
}
