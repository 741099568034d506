import crypto from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../lib/app-error';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_BRANDS } from '../tenants/demo-brands';
import { createLedger, type Ledger, type PlayerBalances, type Posted } from './ledger';
import { checkLedger } from './ledger-check';
import { rowsOf } from '../../db/rows';
import { ledgerCatalogue } from '../../kernel/compose';
import { MODULES } from '../../modules';

/*
 * Thousands of random moves, many at once, with requests sent twice: whatever the
 * interleaving, the ledger's books must balance. RUNS x OPS moves in batches of BATCH.
 */
const RUNS = 20;
const OPS = 120;
const BATCH = 24;
const PLAYERS = 5;

let t: TestApp;
let ledger: Ledger;
let tenantId: string;
const players = Array.from({ length: PLAYERS }, () => crypto.randomUUID());

beforeAll(async () => {
  const brandSettings = DEMO_BRANDS[0]?.settings;
  if (!brandSettings) throw new Error('no demo brand');
  t = await createTestApp({ seed: false });
  const tenant = await t.app.services.tenants.create(
    { staffId: null, username: 'test', ip: null },
    {
      slug: `ledger-${crypto.randomBytes(4).toString('hex')}`,
      hosts: [`ledger-${crypto.randomBytes(4).toString('hex')}.test`],
      settings: brandSettings,
    },
  );
  tenantId = tenant.id;
  ledger = createLedger({ db: t.infra.database.db, catalogue: ledgerCatalogue(MODULES) });
}, 60_000);
afterAll(() => t.close());

const opArbitrary = fc.record({
  kind: fc.constantFrom('credit', 'debit', 'transfer', 'hold', 'release'),
  player: fc.integer({ min: 0, max: PLAYERS - 1 }),
  other: fc.integer({ min: 0, max: PLAYERS - 1 }),
  amount: fc.integer({ min: 1, max: 5_000 }),
  // Sent twice: the second (or a concurrent twin) must answer the first and move nothing.
  duplicate: fc.boolean(),
});
type Op = { kind: string; player: number; other: number; amount: number; duplicate: boolean };

function run(op: Op, key: string): Promise<Posted> {
  const playerId = players[op.player] ?? '';
  const move = {
    tenantId,
    currency: 'ARS' as const,
    idempotencyKey: key,
    amount: op.amount,
    reference: key,
  };
  switch (op.kind) {
    case 'credit':
      return ledger.credit({ ...move, type: 'adjustment', playerId, from: 'adjustments' });
    case 'debit':
      return ledger.debit({ ...move, type: 'casino_bet', playerId, to: 'casino' });
    case 'transfer':
      return ledger.transfer({
        ...move,
        type: 'adjustment',
        from: { playerId, kind: 'cash' },
        to: { playerId: players[op.other] ?? playerId, kind: 'cash' },
      });
    case 'hold':
      return ledger.hold({ ...move, type: 'withdrawal_hold', playerId });
    default:
      return ledger.release({ ...move, type: 'withdrawal_release', playerId });
  }
}

describe('the ledger under random concurrent moves', () => {
  it('balances: entries sum to zero, balances match entries, no player below zero, replays move nothing', async () => {
    let runNo = 0;
    let moved = 0;
    let refused = 0;
    let replays = 0;
    const firstAnswers = new Map<string, Omit<Posted, 'balances'>>();
    await fc.assert(
      fc.asyncProperty(fc.array(opArbitrary, { minLength: OPS, maxLength: OPS }), async (ops) => {
        runNo += 1;
        const calls = ops.flatMap((op, i) => {
          const key = `prop-${runNo}-${i}`;
          return op.duplicate
            ? [
                { op, key },
                { op, key },
              ]
            : [{ op, key }];
        });
        for (let i = 0; i < calls.length; i += BATCH) {
          const batch = calls.slice(i, i + BATCH);
          const results = await Promise.allSettled(batch.map((c) => run(c.op, c.key)));
          // Moves first: of two twins run at once, either may be the one that moved.
          const settled = results.map((result, j) => ({ result, key: batch[j]?.key ?? '' }));
          const order = (r: PromiseSettledResult<Posted>) =>
            r.status === 'fulfilled' && r.value.replayed ? 1 : 0;
          settled.sort((a, b) => order(a.result) - order(b.result));
          for (const { result, key } of settled) {
            if (result.status === 'rejected') {
              // Only an honest refusal: not enough money.
              expect(isAppError(result.reason) && result.reason.key).toBe(
                'wallet.insufficient_funds',
              );
              refused += 1;
              continue;
            }
            const first = firstAnswers.get(key);
            // The balances are the players' when the call answered: a replay's are today's.
            const { balances, ...answer } = result.value;
            if (answer.replayed) {
              replays += 1;
              expect({ ...answer, replayed: false }).toEqual(first);
            } else {
              // A key moves money once.
              expect(first).toBeUndefined();
              firstAnswers.set(key, answer);
              moved += 1;
              // The balances after the move are the ones its entries left (the last
              // entry on an account, when a transfer goes from a player to themselves).
              const left = new Map<string, number | null>();
              for (const e of answer.entries) {
                if (e.playerId !== null) left.set(`${e.playerId}:${e.kind}`, e.balanceAfter);
              }
              for (const [account, balanceAfter] of left) {
                const [playerId = '', kind = ''] = account.split(':');
                expect(balances[playerId]?.[kind as keyof PlayerBalances]).toBe(balanceAfter);
              }
            }
          }
        }
      }),
      // A failure shows at once, with its error: shrinking replays whole batches against
      // the database and would outlast the test's time.
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(moved + refused + replays).toBeGreaterThanOrEqual(RUNS * OPS);
    expect(replays).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);

    const db = t.infra.database.db;
    expect((await checkLedger(db, tenantId)).problems).toEqual([]);

    // One transaction per key that moved, none for refusals or replays.
    const counted = rowsOf<{ n: unknown }>(
      await db.execute(
        sql`select count(*) as n from wallet_transactions where tenant_id = ${tenantId}`,
      ),
    );
    expect(Number(counted[0]?.n)).toBe(moved);
    console.info(
      `ledger property: ${RUNS} runs x ${OPS} ops (${moved} moved, ${refused} refused, ${replays} replays)`,
    );
  }, 180_000);
});
