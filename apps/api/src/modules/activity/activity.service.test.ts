import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { playerLocksTaken } from '../../db/player-lock';
import { rowsOf } from '../../db/rows';
import { readEnv } from '../../env';
import { createJobRunner } from '../../kernel/jobs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { DEMO_BRANDS } from '../tenants/demo-brands';
import { activityRecords } from './activity.schema';
import {
  createActivityService,
  type ActivityHandler,
  type ActivityRecord,
  type ActivityService,
} from './activity.service';
import { activityInput, pause, until, writeActivity } from './activity.test-support';

// The same file runs on PGlite and, with DATABASE_URL, on PostgreSQL, where writers and
// consumers get connections of their own and really run at once.
const databaseUrl = readEnv().DATABASE_URL;
const onPostgres = Boolean(databaseUrl);

let t: TestApp;
let tenantId: string;
const db = () => t.infra.database.db;
const activity = () => t.app.services.activity;
const pools: pg.Pool[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const [brand] = DEMO_BRANDS;
  if (!brand) throw new Error('no demo brand');
  tenantId = (await t.app.services.tenants.create(SYSTEM_ACTOR, brand)).id;
  // The tests' own tables: each player's write counter, and what consumers took, in the
  // order they took it.
  await db().execute(
    sql`create table activity_test_players (player_id uuid primary key, seq int not null default 0)`,
  );
  await db().execute(sql`create table activity_test_seen (
    n bigserial primary key,
    run text not null,
    record_id bigint not null,
    player_id uuid not null,
    seq int not null
  )`);
});
afterAll(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
  await t.close();
});

/** A connection pool of its own on the test's database, as another process would have. */
async function ownDb(max: number): Promise<Db> {
  const [row] = rowsOf<{ name: string }>(
    await db().execute(sql`select current_database() as name`),
  );
  const url = new URL(databaseUrl ?? '');
  url.pathname = `/${row?.name ?? ''}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max });
  pools.push(pool);
  return drizzle(pool);
}

/** Drains `name` until `done` holds for what it took; answers every record taken. */
async function drainUntil(
  consumer: ActivityService,
  name: string,
  done: (taken: readonly ActivityRecord[]) => boolean,
): Promise<ActivityRecord[]> {
  const taken: ActivityRecord[] = [];
  const deadline = Date.now() + 30_000;
  for (;;) {
    const n = await consumer.drain(
      name,
      (records) => {
        taken.push(...records);
        return Promise.resolve();
      },
      { batch: 100 },
    );
    if (done(taken)) return taken;
    if (Date.now() > deadline) throw new Error(`timed out draining ${name}`);
    // Level with the horizon: what is missing waits on a transaction still running.
    if (n === 0) await pause(10);
  }
}

/** Drains `name` until it is level with the stream's horizon (a drain takes nothing). */
async function drainToHorizon(consumer: ActivityService, name: string): Promise<ActivityRecord[]> {
  const taken: ActivityRecord[] = [];
  for (;;) {
    const n = await consumer.drain(
      name,
      (records) => {
        taken.push(...records);
        return Promise.resolve();
      },
      { batch: 100 },
    );
    if (n === 0) return taken;
  }
}

const ofPlayer = (player: string) => (records: readonly ActivityRecord[]) =>
  records.filter((r) => r.playerId === player).map((r) => r.reference);

describe('writing activity', () => {
  it('writes a record once per key: a replayed money move writes nothing', async () => {
    const player = crypto.randomUUID();
    const stake = activityInput(tenantId, player, { bonus: 250 });
    await writeActivity(db(), activity(), [stake, stake]);
    await db().transaction(async (tx) => {
      await activity().record(tx, stake);
      await activity().record(tx, { ...stake, cash: 5 });
    });
    const rows = await db()
      .select()
      .from(activityRecords)
      .where(eq(activityRecords.playerId, player));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      product: 'casino',
      kind: 'stake',
      game: 'tesoro-del-dragon',
      cash: 1_000,
      bonus: 250,
      outcome: null,
      currency: 'ARS',
    });
  });

  it('refuses a record that does not hold together, and takes a result that gives back less than nothing', async () => {
    const player = crypto.randomUUID();
    const wrong = [
      activityInput(tenantId, player, { kind: 'result' }),
      activityInput(tenantId, player, { outcome: 'win' }),
      activityInput(tenantId, player, { cash: -1 }),
      activityInput(tenantId, player, { cash: 1.5 }),
      activityInput(tenantId, player, { kind: 'deposit', bonus: 100 }),
      activityInput(tenantId, player, { kind: 'withdrawal', cash: 0 }),
      activityInput(tenantId, player, { product: 'Casino!' }),
      activityInput(tenantId, player, { idempotencyKey: '' }),
    ];
    for (const input of wrong) {
      await expect(db().transaction((tx) => activity().record(tx, input))).rejects.toThrow();
    }
    // The rollback of a win takes the win back.
    await writeActivity(db(), activity(), [
      activityInput(tenantId, player, { kind: 'result', outcome: 'rollback', cash: -500 }),
    ]);
    const rows = await db()
      .select({ cash: activityRecords.cash })
      .from(activityRecords)
      .where(eq(activityRecords.playerId, player));
    expect(rows).toEqual([{ cash: -500 }]);
  });
});

describe('consuming activity', () => {
  it("never hands a consumer a rolled-back transaction's record", async () => {
    const player = crypto.randomUUID();
    await expect(
      db().transaction(async (tx) => {
        await activity().record(tx, activityInput(tenantId, player, { reference: 'lost' }));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await writeActivity(db(), activity(), [activityInput(tenantId, player, { reference: 'kept' })]);
    const taken = await drainUntil(activity(), `rollback-${crypto.randomUUID()}`, (records) =>
      ofPlayer(player)(records).includes('kept'),
    );
    expect(ofPlayer(player)(taken)).toEqual(['kept']);
  });

  it('takes a failed batch again: its effects and its position roll back together', async () => {
    const player = crypto.randomUUID();
    const name = `failing-${crypto.randomUUID()}`;
    await writeActivity(db(), activity(), [
      activityInput(tenantId, player, { reference: 'first' }),
      activityInput(tenantId, player, { reference: 'second' }),
    ]);
    const mine = (records: readonly ActivityRecord[]) =>
      records.filter((r) => r.playerId === player);
    const failure = new Error('handler failed');
    let failed = 0;
    await until('the failing handler has had both records', async () => {
      try {
        await activity().drain(name, async (records, tx) => {
          await tx.execute(
            sql`insert into activity_test_seen (run, record_id, player_id, seq) values (${name}, 0, ${player}, 0)`,
          );
          if (mine(records).length === 2) failed += 1;
          throw failure;
        });
      } catch (error) {
        if (error !== failure) throw error;
      }
      return failed > 0;
    });
    const effects = await db().execute(sql`select 1 from activity_test_seen where run = ${name}`);
    expect(rowsOf(effects)).toHaveLength(0);
    const taken = await drainUntil(activity(), name, (records) => mine(records).length === 2);
    expect(ofPlayer(player)(taken)).toEqual(['first', 'second']);
  });

  it('keeps a position per consumer name', async () => {
    const player = crypto.randomUUID();
    await writeActivity(db(), activity(), [activityInput(tenantId, player, { reference: 'one' })]);
    const a = `a-${crypto.randomUUID()}`;
    const has = (reference: string) => (records: readonly ActivityRecord[]) =>
      ofPlayer(player)(records).includes(reference);
    expect(ofPlayer(player)(await drainUntil(activity(), a, has('one')))).toEqual(['one']);
    await writeActivity(db(), activity(), [activityInput(tenantId, player, { reference: 'two' })]);
    expect(ofPlayer(player)(await drainUntil(activity(), a, has('two')))).toEqual(['two']);
    // Another name starts from the beginning of the stream.
    const b = `b-${crypto.randomUUID()}`;
    expect(ofPlayer(player)(await drainUntil(activity(), b, has('two')))).toEqual(['one', 'two']);
  });

  it('drains through every record committed before the call, waiting for a transaction still open', async () => {
    const player = crypto.randomUUID();
    const name = `deadline-${crypto.randomUUID()}`;
    const taken: string[] = [];
    const handler: ActivityHandler = (records) => {
      taken.push(...ofPlayer(player)(records));
      return Promise.resolve();
    };
    // On PostgreSQL another connection holds a transaction with an id older than the
    // record's: a plain drain must leave the record, and the wait ends only with it.
    let release: (() => void) | undefined;
    let holding: Promise<void> | undefined;
    if (onPostgres) {
      const other = await ownDb(1);
      let started: (() => void) | undefined;
      const began = new Promise<void>((resolve) => (started = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holding = other.transaction(async (tx) => {
        await tx.execute(sql`select pg_current_xact_id()`);
        started?.();
        await released;
      });
      await began;
    }
    await writeActivity(db(), activity(), [
      activityInput(tenantId, player, { reference: 'before-deadline' }),
    ]);
    if (onPostgres) {
      await activity().drain(name, handler);
      expect(taken).toEqual([]);
      expect(await activity().drainCommitted(name, handler, { waitMs: 100 })).toBe(false);
      expect(taken).toEqual([]);
      setTimeout(() => release?.(), 200);
    }
    expect(await activity().drainCommitted(name, handler, { waitMs: 10_000 })).toBe(true);
    await holding;
    expect(taken).toEqual(['before-deadline']);
  });

  it('a consumer job takes new records, once across runners, until stopped', async () => {
    const player = crypto.randomUUID();
    const name = `loop-${crypto.randomUUID()}`;
    const taken: string[] = [];
    const job = activity().consumerJob(
      name,
      (records) => {
        taken.push(...ofPlayer(player)(records));
        return Promise.resolve();
      },
      { everyMs: 20, batch: 10 },
    );
    const failures: string[] = [];
    const log = { error: (_: object, message: string) => failures.push(message) };
    // Two runners, as two processes would run the module's jobs.
    const runners = [0, 1].map(() => createJobRunner({ db: db(), log, pollMs: 50 }));
    for (const runner of runners) {
      runner.register([job]);
      runner.start();
    }
    try {
      await writeActivity(db(), activity(), [
        activityInput(tenantId, player, { reference: 'a' }),
        activityInput(tenantId, player, { reference: 'b' }),
      ]);
      await until('the job has taken both', () => taken.length === 2);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
    }
    await writeActivity(db(), activity(), [activityInput(tenantId, player, { reference: 'c' })]);
    // Stopped: what came after is still there for the next run of the consumer.
    const next = await drainUntil(activity(), name, (records) =>
      ofPlayer(player)(records).includes('c'),
    );
    expect(taken).toEqual(['a', 'b']);
    expect(ofPlayer(player)(next)).toEqual(['c']);
    expect(failures).toEqual([]);
  });

  it.runIf(onPostgres)(
    'waits for a transaction still open instead of passing over its record',
    async () => {
      const player = crypto.randomUUID();
      const name = `open-${crypto.randomUUID()}`;
      const other = await ownDb(1);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let wrote = () => {};
      const written = new Promise<void>((resolve) => (wrote = resolve));
      // Takes the earlier id and transaction id, then stays open.
      const early = other.transaction(async (tx) => {
        await activity().record(tx, activityInput(tenantId, player, { reference: 'early' }));
        wrote();
        await held;
      });
      try {
        await written;
        await writeActivity(db(), activity(), [
          activityInput(tenantId, player, { reference: 'late' }),
        ]);
        // "After my last id" would take `late` now and never look back at `early`.
        const committed = await db()
          .select({ reference: activityRecords.reference })
          .from(activityRecords)
          .where(eq(activityRecords.playerId, player));
        expect(committed).toEqual([{ reference: 'late' }]);
        expect(ofPlayer(player)(await drainToHorizon(activity(), name))).toEqual([]);
      } finally {
        release();
        await early;
      }
      const taken = await drainUntil(activity(), name, (records) =>
        ofPlayer(player)(records).includes('late'),
      );
      expect(ofPlayer(player)(taken)).toEqual(['early', 'late']);
    },
  );
});

interface StreamRun {
  /** Each writer's database (a pool of its own on PostgreSQL). */
  writers: Db[];
  perWriter: number;
  /** Up to how long a writer holds its transaction open, before and after writing. */
  holdMs: number;
  /** Services of one consumer, each on its own pool on PostgreSQL. */
  consumers: ActivityService[];
}

describe('exactly once, in order per player', () => {
  const players: string[] = [];
  const name = `exactly-once-${crypto.randomUUID()}`;

  /**
   * One money move as the ledger makes it: the player's lock taken in the statement that
   * locks the player's row (the account's, here the test's counter) and reads its next
   * number, then the record; held open for a random while around the write, so ids and
   * transaction ids commit out of order.
   */
  async function write(writer: Db, player: string, holdMs: number): Promise<void> {
    await writer.transaction(async (tx) => {
      const [locked] = rowsOf<{ seq: number }>(
        await tx.execute(
          sql`select seq from activity_test_players
            where player_id = ${player} and ${playerLocksTaken([player])} for update`,
        ),
      );
      if (!locked) throw new Error(`no player ${player}`);
      const seq = locked.seq + 1;
      if (holdMs > 0) await pause(crypto.randomInt(holdMs + 1));
      await tx.execute(
        sql`update activity_test_players set seq = ${seq} where player_id = ${player}`,
      );
      await activity().record(
        tx,
        activityInput(tenantId, player, {
          reference: `seq-${seq}`,
          idempotencyKey: `${player}:${seq}`,
        }),
      );
      if (holdMs > 0) await pause(crypto.randomInt(holdMs + 1));
    });
  }

  /** The handler: what it took, in the batch's own transaction. */
  const note: ActivityHandler = async (records, tx) => {
    const mine = records.filter((r) => players.includes(r.playerId));
    if (mine.length === 0) return;
    const rows = mine.map(
      (r) => sql`(${name}, ${r.id}, ${r.playerId}, ${Number(r.reference.slice('seq-'.length))})`,
    );
    await tx.execute(
      sql`insert into activity_test_seen (run, record_id, player_id, seq) values ${sql.join(rows, sql`, `)}`,
    );
  };

  async function count(query: ReturnType<typeof sql>): Promise<number> {
    const [row] = rowsOf<{ n: number | string }>(await db().execute(query));
    return Number(row?.n ?? 0);
  }
  const playerList = () =>
    sql.join(
      players.map((p) => sql`${p}::uuid`),
      sql`, `,
    );
  const written = () =>
    count(sql`select count(*) as n from activity_records where player_id in (${playerList()})`);
  const seen = () => count(sql`select count(*) as n from activity_test_seen where run = ${name}`);

  /** Writers and consumers at once; the consumers run until they have taken everything. */
  async function run(stream: StreamRun): Promise<void> {
    let finished = false;
    const consumers = stream.consumers.map(async (consumer) => {
      while (!finished) {
        const n = await consumer.drain(name, note, { batch: 25 });
        if (n === 0) await pause(5);
      }
    });
    try {
      await Promise.all(
        stream.writers.map(async (writer) => {
          for (let i = 0; i < stream.perWriter; i += 1) {
            const player = players[crypto.randomInt(players.length)] ?? '';
            await write(writer, player, stream.holdMs);
          }
        }),
      );
      const expected = await written();
      await until(
        'the consumers have taken every record',
        async () => (await seen()) >= expected,
        120_000,
      );
    } finally {
      finished = true;
      await Promise.all(consumers);
    }
  }

  async function expectExactlyOnceInOrder(): Promise<void> {
    const total = await written();
    const [stats] = rowsOf<{ taken: string | number; distinct: string | number }>(
      await db().execute(
        sql`select count(*) as taken, count(distinct record_id) as distinct from activity_test_seen where run = ${name}`,
      ),
    );
    expect({ taken: Number(stats?.taken), distinct: Number(stats?.distinct) }).toEqual({
      taken: total,
      distinct: total,
    });
    const missing = await count(sql`select count(*) as n from activity_records r
      where r.player_id in (${playerList()})
        and not exists (select 1 from activity_test_seen s where s.run = ${name} and s.record_id = r.id)`);
    expect(missing).toBe(0);
    const order = rowsOf<{ player_id: string; seq: number }>(
      await db().execute(
        sql`select player_id, seq from activity_test_seen where run = ${name} order by n`,
      ),
    );
    const perPlayer = new Map<string, number[]>();
    for (const row of order)
      perPlayer.set(row.player_id, [...(perPlayer.get(row.player_id) ?? []), row.seq]);
    for (const [player, seqs] of perPlayer) {
      expect({ player, seqs }).toEqual({ player, seqs: seqs.map((_, i) => i + 1) });
    }
  }

  it(
    onPostgres
      ? 'eight writers committing out of order, one consumer in three pools: every record once, in order per player, and again after a restart'
      : 'interleaved writers and two services of one consumer: every record once, in order per player, and again after a restart',
    async () => {
      const size = onPostgres
        ? { players: 40, writers: 8, perWriter: 260, holdMs: 6, consumers: 3, after: 60 }
        : { players: 6, writers: 2, perWriter: 60, holdMs: 0, consumers: 2, after: 20 };
      players.push(...Array.from({ length: size.players }, () => crypto.randomUUID()));
      await db().execute(
        sql`insert into activity_test_players (player_id) values ${sql.join(
          players.map((p) => sql`(${p})`),
          sql`, `,
        )}`,
      );
      const database = async (max: number) => (onPostgres ? ownDb(max) : db());
      const consumer = async () =>
        createActivityService({ db: await database(1), players: t.app.services.players });
      const writers = await Promise.all(Array.from({ length: size.writers }, () => database(1)));

      await run({
        writers,
        perWriter: size.perWriter,
        holdMs: size.holdMs,
        consumers: await Promise.all(Array.from({ length: size.consumers }, consumer)),
      });
      const before = await written();
      expect(before).toBe(size.writers * size.perWriter);
      if (onPostgres) {
        // The run means something: ids were taken in another order than the stream's, so
        // "after my last id" would have passed over some of them.
        const outOfOrder = await count(sql`select count(*) as n from (
          select id, lag(id) over (order by xid, id) as before from activity_records
          where player_id in (${playerList()})) s where id < before`);
        expect(outOfOrder).toBeGreaterThan(0);
      }
      await expectExactlyOnceInOrder();

      // A restart: the consumer's services and pools are gone; new ones start from the
      // position in the database.
      await Promise.all(pools.splice(0).map((pool) => pool.end()));
      const restarted = await Promise.all(Array.from({ length: size.consumers }, consumer));
      await run({
        writers: await Promise.all(Array.from({ length: size.writers }, () => database(1))),
        perWriter: size.after,
        holdMs: size.holdMs,
        consumers: restarted,
      });
      expect(await written()).toBe(before + size.writers * size.after);
      await expectExactlyOnceInOrder();
    },
    180_000,
  );
});
