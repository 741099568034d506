import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registerPlayer } from '../wallet/wallet.test-support';
import { bookProblems, houseSimulator, launch } from './casino.test-support';
import {
  BET_FATES,
  END_FATES,
  WIN_FATES,
  newId,
  playAsAggregator,
  type AggregatedRound,
  type AggregatorSchedule,
  type Delivery,
  type PlannedRound,
  type ProviderSimulator,
} from './provider-simulator';

/*
 * Random schedules of an aggregator's retry queue (duplicates, lost answers, bets rolled
 * back before they arrive, wins after round ends, overlapping rounds, sessions expiring)
 * played against the real signed routes. After each: the books balance, every player
 * holds what the answers the provider heard imply, every transaction id moved money at
 * most once and answered the same each time, and a bet arriving after its rollback was
 * refused. RUNS schedules of up to ROUNDS rounds.
 */
const RUNS = 25;
const ROUNDS = 12;
const PLAYERS = 3;
const HOST = 'localhost';
const GAME = 'tesoro-del-dragon';

let t: TestApp;
let tenantId: string;
let sim: ProviderSimulator;
const players: { id: string; token: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.app.services.tenants.resolveHost(HOST);
  if (!tenant) throw new Error('no demo brand');
  tenantId = tenant.id;
  sim = await houseSimulator(t.app, HOST);
  for (let i = 0; i < PLAYERS; i += 1) {
    const session = await registerPlayer(t.app, HOST);
    const claims = await t.app.platform.tokens.verify(session.token, 'player');
    if (!claims) throw new Error('no claims');
    players.push({ id: claims.sub, token: session.token });
  }
}, 60_000);
afterAll(() => t.close());

const roundArbitrary: fc.Arbitrary<PlannedRound> = fc.record({
  player: fc.integer({ min: 0, max: PLAYERS - 1 }),
  start: fc.integer({ min: 0, max: 6 }),
  gap: fc.integer({ min: 1, max: 2 }),
  bet: fc.integer({ min: 100, max: 3_000 }),
  win: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 6_000 })),
  betFate: fc.constantFrom(...BET_FATES),
  winFate: fc.constantFrom(...WIN_FATES),
  endFate: fc.constantFrom(...END_FATES),
  lateBy: fc.integer({ min: 0, max: 2 }),
});

const runArbitrary = fc.record({
  rounds: fc.array(roundArbitrary, { minLength: 3, maxLength: ROUNDS }),
  // Half the sessions expire mid-run: later bets are refused, wins still paid.
  expiries: fc.array(fc.option(fc.integer({ min: 1, max: 10 }), { nil: null, freq: 2 }), {
    minLength: PLAYERS,
    maxLength: PLAYERS,
  }),
  // Small balances too, so that some bets are refused for want of money.
  funds: fc.array(fc.integer({ min: 0, max: 25_000 }), {
    minLength: PLAYERS,
    maxLength: PLAYERS,
  }),
});

async function cashOf(playerId: string): Promise<number> {
  return (await t.app.services.wallet.ledger.balances(tenantId, playerId)).cash;
}

/** Entries on the player's cash account: one per money move that touched it. */
async function cashMoves(playerId: string): Promise<number> {
  const [row] = rowsOf<{ n: unknown }>(
    await t.infra.database.db.execute(sql`
      select count(*) as n from wallet_entries e
      join wallet_accounts a on a.id = e.account_id
      where a.tenant_id = ${tenantId} and a.player_id = ${playerId} and a.kind = 'cash'`),
  );
  return Number(row?.n ?? 0);
}

/** Sets the player's cash to `amount` through the ledger (to or from adjustments). */
async function fundTo(playerId: string, amount: number): Promise<void> {
  const ledger = t.app.services.wallet.ledger;
  const move = { tenantId, currency: 'ARS' as const, type: 'adjustment' as const, playerId };
  const cash = await cashOf(playerId);
  if (cash > 0) {
    await ledger.debit({
      ...move,
      idempotencyKey: newId('reset'),
      amount: cash,
      to: 'adjustments',
    });
  }
  if (amount > 0) {
    await ledger.credit({ ...move, idempotencyKey: newId('fund'), amount, from: 'adjustments' });
  }
}

const okCodes: Record<Delivery['call'], string[]> = {
  // A bet may be refused for want of money, on an expired session, or after its rollback.
  bet: ['INSUFFICIENT_FUNDS', 'SESSION_EXPIRED', 'TRANSACTION_ROLLED_BACK'],
  // Wins follow a bet the wallet took and nobody rolled back: never refused, however late.
  win: [],
  rollback: [],
  'end-round': [],
};

/** Every check of one run; answers what it saw, for the coverage counts. */
function checkRun(
  schedule: AggregatorSchedule,
  deliveries: Delivery[],
  rounds: AggregatedRound[],
): { lateRefused: number; winsAfterExpiry: number; winsAfterEnd: number; noMoney: number } {
  for (const d of deliveries) {
    if (!d.reply.ok) {
      expect(okCodes[d.call], `${d.call} refused ${JSON.stringify(d.reply)}`).toContain(
        d.reply.error.code,
      );
    }
  }
  expect(rounds.filter((r) => r.stuck !== null).map((r) => [r.plan, r.stuck])).toEqual([]);

  // The same transaction id answers the same answer every time it is taken.
  const answers = new Map<string, { transaction: string | null; balance: number }>();
  for (const d of deliveries) {
    if (!d.reply.ok || d.transaction === null) continue;
    const seen = { transaction: d.reply.answer.transaction_id, balance: d.reply.answer.balance };
    const first = answers.get(d.transaction);
    if (first) expect(seen).toEqual(first);
    else answers.set(d.transaction, seen);
  }

  // A bet sent after its rollback was answered is refused as rolled back (or, once its
  // session expired, for that first: either way it moves nothing).
  let lateRefused = 0;
  for (const round of rounds) {
    const rolledAt = deliveries.find(
      (d) => d.call === 'rollback' && d.reference === round.betId && d.reply.ok,
    )?.answeredAt;
    if (rolledAt === undefined) continue;
    for (const d of deliveries) {
      if (d.call !== 'bet' || d.transaction !== round.betId || d.sentAt < rolledAt) continue;
      expect(d.reply.ok ? 200 : d.reply.error.code).toBeOneOf([
        'TRANSACTION_ROLLED_BACK',
        'SESSION_EXPIRED',
      ]);
      if (!d.reply.ok && d.reply.error.code === 'TRANSACTION_ROLLED_BACK') lateRefused += 1;
    }
  }

  const wins = deliveries.filter((d) => d.call === 'win' && d.reply.ok);
  const winsAfterExpiry = wins.filter((d) => {
    const expiry = schedule.expiries[d.player];
    return expiry !== null && expiry !== undefined && d.tick >= expiry;
  }).length;
  const winsAfterEnd = wins.filter((w) =>
    deliveries.some(
      (d) => d.call === 'end-round' && d.round === w.round && d.answeredAt < w.sentAt,
    ),
  ).length;
  const noMoney = deliveries.filter(
    (d) => !d.reply.ok && d.reply.error.code === 'INSUFFICIENT_FUNDS',
  ).length;
  return { lateRefused, winsAfterExpiry, winsAfterEnd, noMoney };
}

describe('the seamless wallet under an aggregator’s retry queue', () => {
  it('keeps the books, the balances the answers imply, one move per transaction, and refuses bets after their rollback', async () => {
    const started = performance.now();
    const seen = {
      runs: 0,
      rounds: 0,
      calls: 0,
      lateRefused: 0,
      winsAfterExpiry: 0,
      winsAfterEnd: 0,
      noMoney: 0,
    };
    await fc.assert(
      fc.asyncProperty(runArbitrary, async ({ rounds: planned, expiries, funds }) => {
        const sessions = [];
        const sessionIds: string[] = [];
        const before: { cash: number; moves: number }[] = [];
        for (const [i, player] of players.entries()) {
          await fundTo(player.id, funds[i] ?? 0);
          const launched = await launch(t.app, HOST, player.token, GAME, 'real');
          if (!launched.token || !launched.launch) throw new Error('launch failed');
          sessions.push(sim.session(launched.token, GAME, 'ARS'));
          sessionIds.push(launched.launch.session_id);
          before.push({ cash: await cashOf(player.id), moves: await cashMoves(player.id) });
        }
        const schedule: AggregatorSchedule = { rounds: planned, expiries };
        const { deliveries, rounds } = await playAsAggregator(sessions, schedule, {
          expire: (player) =>
            t.app.services.casino.player.expireSession(
              sessionIds[player] ?? '',
              new Date(Date.now() - 1_000),
            ),
        });

        const counts = checkRun(schedule, deliveries, rounds);
        expect(await bookProblems(t.infra.database.db, tenantId)).toEqual([]);

        for (const [i, player] of players.entries()) {
          const mine = rounds.filter((r) => r.plan.player === i);
          // What the provider heard: stakes it holds, wins it was told were paid.
          const implied =
            (before[i]?.cash ?? 0) -
            mine.filter((r) => r.bet === 'taken').reduce((sum, r) => sum + r.plan.bet, 0) +
            mine.filter((r) => r.paid).reduce((sum, r) => sum + r.plan.win, 0);
          expect(await cashOf(player.id)).toBe(implied);
          // Each id that was taken moved money once: bets, paid wins, rollbacks of taken bets.
          const taken = (call: Delivery['call'], id: string) =>
            deliveries.some((d) => d.call === call && d.transaction === id && d.reply.ok);
          const betsTaken = mine.filter((r) => taken('bet', r.betId));
          const moves =
            betsTaken.length +
            mine.filter((r) => r.plan.win > 0 && taken('win', r.winId)).length +
            betsTaken.filter((r) =>
              deliveries.some(
                (d) => d.call === 'rollback' && d.reference === r.betId && d.reply.ok,
              ),
            ).length;
          expect((await cashMoves(player.id)) - (before[i]?.moves ?? 0)).toBe(moves);
        }

        seen.runs += 1;
        seen.rounds += rounds.length;
        seen.calls += deliveries.length;
        seen.lateRefused += counts.lateRefused;
        seen.winsAfterExpiry += counts.winsAfterExpiry;
        seen.winsAfterEnd += counts.winsAfterEnd;
        seen.noMoney += counts.noMoney;
      }),
      // Shrinking replays whole schedules against the database and would outlast the
      // test's time: a failure shows at once, with its schedule.
      { numRuns: RUNS, endOnFailure: true },
    );
    // The runs met what they are about, not only the easy paths.
    expect(seen.lateRefused).toBeGreaterThan(0);
    expect(seen.winsAfterExpiry).toBeGreaterThan(0);
    expect(seen.winsAfterEnd).toBeGreaterThan(0);
    expect(seen.noMoney).toBeGreaterThan(0);
    const seconds = ((performance.now() - started) / 1_000).toFixed(1);
    console.info(`casino aggregator property: ${JSON.stringify(seen)} in ${seconds} s`);
  }, 120_000);
});
