import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  activityInputSchema,
  type ActivityInputData,
  type ActivityKind,
  type ActivityOutcome,
  type OfficeActivityGgr,
  type OfficeActivityGgrQuery,
  type OfficePlayerActivity,
  type OfficePlayerActivityQuery,
} from '@tribuna/contracts/activity';
import type { WagerCategory } from '@tribuna/contracts/bonus';
import type { Currency } from '@tribuna/contracts/currencies';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { AppError } from '../../lib/app-error';
import { startOfLocalDay } from '../../lib/local-day';
import type { PlayersService } from '../players/players.service';
import { activityConsumers, activityRecords } from './activity.schema';
import type { RecurringJob } from '../../kernel/jobs';

/** What a product's money move writes (through the wallet's money port). */
export type ActivityInput = ActivityInputData;

/** One record as consumers receive it. */
export interface ActivityRecord {
  id: number;
  /** The writing transaction's id (decimal text): the stream's order is (xid, id). */
  xid: string;
  tenantId: string;
  playerId: string;
  product: string;
  kind: ActivityKind;
  reference: string;
  game: string | null;
  cash: number;
  bonus: number;
  outcome: ActivityOutcome | null;
  category: WagerCategory | null;
  oddsX100: number | null;
  currency: Currency;
  occurredAt: Date;
}

/**
 * Takes a batch of records, in stream order, and writes its effects in `tx`: the batch's
 * transaction, which also moves the consumer's position, so an effect and the position
 * commit together or not at all. It may answer work to do after the commit.
 */
export type ActivityHandler = (
  records: readonly ActivityRecord[],
  tx: Tx,
) => Promise<void | (() => Promise<void>)>;

/** The brand a report is for: its days are in its time zone. */
export interface ActivityBrand {
  tenantId: string;
  timezone: string;
  currency: Currency;
}

const DEFAULT_BATCH = 500;
export type ActivityService = ReturnType<typeof createActivityService>;

/**
 * The player activity stream: written by money moves, read by consumers that each keep
 * their own position, and by the office.
 */
export function createActivityService(deps: { db: Db; players: PlayersService }) {
  const { db } = deps;
  const r = activityRecords;

  const recordColumns = {
    id: r.id,
    xid: r.xid,
    tenantId: r.tenantId,
    playerId: r.playerId,
    product: r.product,
    kind: r.kind,
    reference: r.reference,
    game: r.game,
    cash: r.cash,
    bonus: r.bonus,
    outcome: r.outcome,
    category: r.category,
    oddsX100: r.oddsX100,
    currency: r.currency,
    occurredAt: r.occurredAt,
  };

  /** The consumer's position, locked until the batch's transaction ends; made on first use. */
  async function lockPosition(tx: Tx, name: string): Promise<{ lastXid: string; lastId: number }> {
    const locked = () =>
      tx
        .select({ lastXid: activityConsumers.lastXid, lastId: activityConsumers.lastId })
        .from(activityConsumers)
        .where(eq(activityConsumers.name, name))
        .for('update');
    const [found] = await locked();
    if (found) return found;
    await tx.insert(activityConsumers).values({ name }).onConflictDoNothing();
    const [made] = await locked();
    if (!made) throw new Error(`activity: the position of ${name} vanished`);
    return made;
  }

  /**
   * Takes the consumer's next batch in one transaction (see the decision record 0022):
   * records after its position in (xid, id) order, but only those whose writing
   * transaction is older than every transaction still running. Those are final: nothing
   * can commit before them any more, whereas a plain "id after my last id" would pass
   * over a transaction that took its id early and committed late.
   */
  async function drain(
    name: string,
    handler: ActivityHandler,
    options: { batch?: number } = {},
  ): Promise<number> {
    const batch = options.batch ?? DEFAULT_BATCH;
    // What the handler wants done once its effects are committed (telling players' tabs).
    let after: (() => Promise<void>) | undefined;
    const taken = await db.transaction(async (tx) => {
      const at = await lockPosition(tx, name);
      const records: ActivityRecord[] = await tx
        .select(recordColumns)
        .from(r)
        .where(
          and(
            sql`(${r.xid}, ${r.id}) > (${at.lastXid}::xid8, ${at.lastId}::bigint)`,
            sql`${r.xid} < pg_snapshot_xmin(pg_current_snapshot())`,
          ),
        )
        .orderBy(asc(r.xid), asc(r.id))
        .limit(batch);
      const last = records.at(-1);
      if (!last) return 0;
      after = (await handler(records, tx)) ?? undefined;
      await tx
        .update(activityConsumers)
        .set({ lastXid: last.xid, lastId: last.id, updatedAt: sql`now()` })
        .where(eq(activityConsumers.name, name));
      return records.length;
    });
    if (after) await after();
    return taken;
  }

  /**
   * Drains a consumer through every record committed before this call, for a rule with a
   * deadline (a tournament's close): `drain` takes only records older than every running
   * transaction, anywhere on the server, so a record committed just now can wait behind a
   * transaction still open. This waits, up to `waitMs`, until every transaction running at
   * the call has ended, then drains. False when one outlived the wait: the caller tries later.
   */
  async function drainCommitted(
    name: string,
    handler: ActivityHandler,
    options: { waitMs: number },
  ): Promise<boolean> {
    const [mark] = rowsOf<{ horizon: string }>(
      await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as horizon`),
    );
    if (!mark) throw new Error('activity: no snapshot');
    const deadline = Date.now() + options.waitMs;
    for (;;) {
      const [check] = rowsOf<{ ended: boolean }>(
        await db.execute(
          sql`select pg_snapshot_xmin(pg_current_snapshot()) >= ${mark.horizon}::xid8 as ended`,
        ),
      );
      if (check?.ended) break;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    while ((await drain(name, handler)) > 0) {
      // A full batch or more: keep on until nothing is left before the mark.
    }
    return true;
  }

  /**
   * A consumer as a module declares it among its jobs: every `everyMs` one process drains
   * the consumer's next batches (again at once after a full one), so it runs once across
   * processes and a failed batch is taken again at the next run.
   */
  function consumerJob(
    name: string,
    handler: ActivityHandler,
    options: { everyMs: number; batch?: number },
  ): RecurringJob {
    const batch = options.batch ?? DEFAULT_BATCH;
    return {
      kind: 'recurring',
      name: `activity.${name}`,
      everyMs: options.everyMs,
      async run() {
        while ((await drain(name, handler, { batch })) === batch) {
          // A full batch: more may be waiting.
        }
      },
    };
  }

  function timeFilters(brand: ActivityBrand, from?: string, to?: string): SQL[] {
    const filters: SQL[] = [];
    if (from) filters.push(gte(r.occurredAt, startOfLocalDay(from, brand.timezone)));
    if (to) {
      filters.push(
        lt(r.occurredAt, sql`${startOfLocalDay(to, brand.timezone)} + interval '1 day'`),
      );
    }
    return filters;
  }

  const sumOf = (kind: ActivityKind) =>
    sql<number>`coalesce(sum(${r.cash} + ${r.bonus}) filter (where ${r.kind} = ${kind}), 0)`.mapWith(
      Number,
    );

  /**
   * The insert of one record, for a caller that writes it inside a statement of its own
   * (the ledger's move: `alongside`); a key already written inserts nothing.
   */
  function recordStatement(input: ActivityInput): SQL {
    const valid = activityInputSchema.parse(input);
    return db
      .insert(r)
      .values({
        tenantId: valid.tenantId,
        playerId: valid.playerId,
        product: valid.product,
        kind: valid.kind,
        reference: valid.reference,
        game: valid.game ?? null,
        cash: valid.cash,
        bonus: valid.bonus,
        outcome: valid.outcome ?? null,
        category: valid.category ?? null,
        oddsX100: valid.oddsX100 ?? null,
        currency: valid.currency,
        idempotencyKey: valid.idempotencyKey,
        ...(valid.occurredAt ? { occurredAt: valid.occurredAt } : {}),
      })
      .onConflictDoNothing({ target: [r.tenantId, r.idempotencyKey] })
      .getSQL();
  }

  return {
    /**
     * Writes one record in the caller's transaction, the one that moves the money. A key
     * already written writes nothing: a replayed money move leaves one record.
     */
    async record(tx: Tx, input: ActivityInput): Promise<void> {
      await tx.execute(recordStatement(input));
    },

    recordStatement,

    drain,
    drainCommitted,
    consumerJob,

    /**
     * A player's sum of one kind of record since a time, as an expression for another
     * module's own statement (one round trip where a rule reads several sums at once):
     * `cash` only (deposits), or cash and bonus money (stakes, returns).
     */
    sumSince(
      ref: { tenantId: string; playerId: string },
      kind: ActivityKind,
      money: 'cash' | 'all',
      from: SQL,
    ): SQL {
      const amount = money === 'cash' ? sql`a.cash` : sql`a.cash + a.bonus`;
      return sql`coalesce((select sum(${amount}) from activity_records a
        where a.tenant_id = ${ref.tenantId} and a.player_id = ${ref.playerId}
          and a.kind = ${kind} and a.occurred_at >= ${from}), 0)`;
    },

    /**
     * The brand's players who staked on any of `products` since a time (a segment of the
     * inbox's campaigns: "played casino in the last 30 days").
     */
    async playersWhoPlayed(
      tenantId: string,
      products: readonly string[],
      since: Date,
      via: DbOrTx = db,
    ): Promise<string[]> {
      if (products.length === 0) return [];
      const rows = await via
        .selectDistinct({ playerId: r.playerId })
        .from(r)
        .where(
          and(
            eq(r.tenantId, tenantId),
            eq(r.kind, 'stake'),
            inArray(r.product, [...products]),
            gte(r.occurredAt, since),
          ),
        );
      return rows.map((row) => row.playerId);
    },

    /** What a player staked and got back (cash and bonus money) since a time. */
    async playerTotalsSince(
      ref: { tenantId: string; playerId: string },
      since: Date,
      via: DbOrTx = db,
    ): Promise<{ wagered: number; returned: number }> {
      const [row] = await via
        .select({ wagered: sumOf('stake'), returned: sumOf('result') })
        .from(r)
        .where(
          and(
            eq(r.tenantId, ref.tenantId),
            eq(r.playerId, ref.playerId),
            sql`${r.kind} in ('stake', 'result')`,
            gte(r.occurredAt, since),
          ),
        );
      return { wagered: row?.wagered ?? 0, returned: row?.returned ?? 0 };
    },

    /**
     * A player's stakes and returns per product per day, week or month of their brand's
     * calendar, between two of its days (both included), newest first.
     */
    async playerStatement(
      ref: { tenantId: string; playerId: string },
      query: { unit: 'day' | 'week' | 'month'; timeZone: string; from: string; to: string },
      via: DbOrTx = db,
    ): Promise<{ periodStart: string; product: string; wagered: number; returned: number }[]> {
      const { unit, timeZone: tz, from, to } = query;
      const start = sql<string>`to_char(date_trunc(${unit}, ${r.occurredAt} at time zone ${tz}), 'YYYY-MM-DD')`;
      const rows = rowsOf<{
        period_start: string | Date;
        product: string;
        wagered: string | number;
        returned: string | number;
      }>(
        await via.execute(sql`
          select ${start} as period_start, ${r.product} as product,
            coalesce(sum(case when ${r.kind} = 'stake' then ${r.cash} + ${r.bonus} end), 0) as wagered,
            coalesce(sum(case when ${r.kind} = 'result' then ${r.cash} + ${r.bonus} end), 0) as returned
          from ${r}
          where ${r.tenantId} = ${ref.tenantId} and ${r.playerId} = ${ref.playerId}
            and ${r.kind} in ('stake', 'result')
            and ${r.occurredAt} >= (${from}::date::timestamp at time zone ${tz})
            and ${r.occurredAt} < ((${to}::date + 1)::timestamp at time zone ${tz})
          group by 1, 2
          order by 1 desc, 2`),
      );
      return rows.map((row) => ({
        periodStart: String(row.period_start),
        product: row.product,
        wagered: Number(row.wagered),
        returned: Number(row.returned),
      }));
    },

    /**
     * Each of the brand's players' net loss of their own money between two times: cash
     * staked less cash returned, for those above zero (a cashback's base).
     */
    async netLosses(
      tenantId: string,
      from: Date,
      to: Date,
      via: DbOrTx = db,
    ): Promise<{ playerId: string; loss: number }[]> {
      const staked = sql<string>`coalesce(sum(${r.cash}) filter (where ${r.kind} = 'stake'), 0)`;
      const returned = sql<string>`coalesce(sum(${r.cash}) filter (where ${r.kind} = 'result'), 0)`;
      const rows = await via
        .select({ playerId: r.playerId, loss: sql<string>`${staked} - ${returned}` })
        .from(r)
        .where(
          and(
            eq(r.tenantId, tenantId),
            sql`${r.kind} in ('stake', 'result')`,
            gte(r.occurredAt, from),
            lt(r.occurredAt, to),
          ),
        )
        .groupBy(r.playerId)
        .having(sql`${staked} - ${returned} > 0`);
      return rows.map((row) => ({ playerId: row.playerId, loss: Number(row.loss) }));
    },

    /** A player's records, newest first, with the filter's totals. */
    async playerActivity(
      brand: ActivityBrand,
      playerId: string,
      query: OfficePlayerActivityQuery,
    ): Promise<OfficePlayerActivity> {
      const player = await deps.players.getById(brand.tenantId, playerId);
      if (!player) throw new AppError(404, 'NOT_FOUND', 'office.player_not_found');
      const where = and(
        eq(r.tenantId, brand.tenantId),
        eq(r.playerId, playerId),
        ...(query.product ? [eq(r.product, query.product)] : []),
        ...timeFilters(brand, query.from, query.to),
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select(recordColumns)
          .from(r)
          .where(where)
          .orderBy(desc(r.id))
          .limit(query.limit + 1)
          .offset(query.offset),
        db
          .select({ wagered: sumOf('stake'), returned: sumOf('result') })
          .from(r)
          .where(where),
      ]);
      const wagered = totals?.wagered ?? 0;
      const returned = totals?.returned ?? 0;
      return {
        player_id: playerId,
        currency: brand.currency,
        timezone: brand.timezone,
        items: rows.slice(0, query.limit).map((row) => ({
          id: row.id,
          product: row.product,
          kind: row.kind,
          reference: row.reference,
          game: row.game,
          cash: row.cash,
          bonus: row.bonus,
          outcome: row.outcome,
          currency: row.currency,
          occurred_at: row.occurredAt.toISOString(),
        })),
        has_more: rows.length > query.limit,
        totals: { wagered, returned, net: returned - wagered },
      };
    },

    /**
     * GGR per product per day in the brand's time zone: stakes (cash and bonus) less what
     * results returned. The platform's figure, the same rule for every product.
     */
    async ggr(brand: ActivityBrand, query: OfficeActivityGgrQuery): Promise<OfficeActivityGgr> {
      const day = sql<string>`to_char(${r.occurredAt} at time zone ${brand.timezone}, 'YYYY-MM-DD')`;
      const rows = await db
        .select({
          day,
          product: r.product,
          stakes: sql<number>`count(*) filter (where ${r.kind} = 'stake')`.mapWith(Number),
          wagered: sumOf('stake'),
          returned: sumOf('result'),
        })
        .from(r)
        .where(
          and(
            eq(r.tenantId, brand.tenantId),
            sql`${r.kind} in ('stake', 'result')`,
            ...(query.product ? [eq(r.product, query.product)] : []),
            ...timeFilters(brand, query.from, query.to),
          ),
        )
        // By position: the day's expression carries the time zone as a parameter, and
        // PostgreSQL does not see two parameterised copies of it as the same expression.
        .groupBy(sql`1`, sql`2`)
        .orderBy(sql`1`, sql`2`);
      const items = rows.map((row) => ({ ...row, ggr: row.wagered - row.returned }));
      const totals = items.reduce(
        (sum, row) => ({
          stakes: sum.stakes + row.stakes,
          wagered: sum.wagered + row.wagered,
          returned: sum.returned + row.returned,
          ggr: sum.ggr + row.ggr,
        }),
        { stakes: 0, wagered: 0, returned: 0, ggr: 0 },
      );
      return { currency: brand.currency, timezone: brand.timezone, items, totals };
    },
  };
}
