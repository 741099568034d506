import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_BRANDS } from '../tenants/demo-brands';
import { createLedger } from './ledger';
import { checkLedger } from './ledger-check';
import { ledgerCatalogue } from '../../kernel/compose';
import { MODULES } from '../../modules';

// The check the property tests and benches rely on must itself catch broken books.
let t: TestApp | undefined;
let tenantId: string;
let playerId: string;

async function app(): Promise<TestApp> {
  t ??= await createTestApp({ seed: false });
  return t;
}

beforeEach(async () => {
  const { app: fastify, infra } = await app();
  const settings = DEMO_BRANDS[0]?.settings;
  if (!settings) throw new Error('no demo brand');
  const suffix = crypto.randomBytes(4).toString('hex');
  const tenant = await fastify.services.tenants.create(
    { staffId: null, username: 'test', ip: null },
    { slug: `check-${suffix}`, hosts: [`check-${suffix}.test`], settings },
  );
  tenantId = tenant.id;
  playerId = crypto.randomUUID();
  const ledger = createLedger({ db: infra.database.db, catalogue: ledgerCatalogue(MODULES) });
  const move = { tenantId, currency: 'ARS' as const, type: 'adjustment' as const };
  await ledger.credit({
    ...move,
    idempotencyKey: 'fund',
    amount: 5_000,
    playerId,
    from: 'adjustments',
  });
  await ledger.debit({ ...move, idempotencyKey: 'bet', amount: 1_200, playerId, to: 'casino' });
}, 60_000);
afterAll(() => t?.close());

async function problems(): Promise<string[]> {
  return (await checkLedger((await app()).infra.database.db, tenantId)).problems;
}

async function run(statement: ReturnType<typeof sql>): Promise<void> {
  await (await app()).infra.database.db.execute(statement);
}

describe('checkLedger', () => {
  it('finds nothing wrong in books the ledger wrote, and reads every balance', async () => {
    const checked = await checkLedger((await app()).infra.database.db, tenantId);
    expect(checked.problems).toEqual([]);
    expect(Object.fromEntries(checked.balances)).toEqual({
      [`${playerId}:cash`]: 3_800,
      ':adjustments': -5_000,
      ':casino': 1_200,
    });
  });

  it('catches a player balance changed by hand', async () => {
    await run(sql`update wallet_accounts set balance = balance + 1
      where tenant_id = ${tenantId} and player_id is not null`);
    expect(await problems()).toEqual(['1 player account(s) differ from their entries']);
  });

  it('catches an entry changed by hand, and one deleted', async () => {
    await run(sql`update wallet_entries set amount = amount + 1 where id = (
      select e.id from wallet_entries e join wallet_accounts a on a.id = e.account_id
      where a.tenant_id = ${tenantId} and a.kind = 'casino')`);
    expect(await problems()).toEqual([
      '1 transaction(s) with fewer than 2 entries or not summing to 0',
    ]);
    await run(sql`delete from wallet_entries where id = (
      select e.id from wallet_entries e join wallet_accounts a on a.id = e.account_id
      where a.tenant_id = ${tenantId} and a.kind = 'casino')`);
    expect(await problems()).toEqual([
      '1 transaction(s) with fewer than 2 entries or not summing to 0',
    ]);
  });

  it('catches a running balance written on a brand entry', async () => {
    await run(sql`update wallet_entries set balance_after = 1 where account_id in (
      select id from wallet_accounts where tenant_id = ${tenantId} and kind = 'casino')`);
    expect(await problems()).toEqual(['1 brand account(s) keep a balance of their own']);
  });

  it('is guarded by the database where it can be: a brand row keeps no balance', async () => {
    await expect(
      run(sql`update wallet_accounts set balance = 5
        where tenant_id = ${tenantId} and player_id is null`),
    ).rejects.toThrow();
    await expect(
      run(sql`update wallet_accounts set balance = -1
        where tenant_id = ${tenantId} and player_id is not null`),
    ).rejects.toThrow();
  });
});
