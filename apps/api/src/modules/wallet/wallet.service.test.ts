import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { isAppError } from '../../lib/app-error';
import { createWalletService, type WalletService } from './wallet.service';
import { idempotencyKeys } from '../../kernel/idempotency.schema';
import { IDEMPOTENCY_KEY_TTL_MS } from '../../kernel/idempotency';
import { newKey, registerPlayer } from './wallet.test-support';

// Tribuna: Buenos Aires time (UTC-3), payment hours 09:00 to 03:30 as seeded.
let t: TestApp;
let wallet: WalletService;
let now = new Date();
let tenantId: string;
let playerId: string;

const withdrawal = {
  method: 'bank' as const,
  amount: 300_000,
  name: 'Ana Souza',
  dni: '30123456',
  cuil: '20301234563',
  cvu: '0000003100098765432101',
  bank_code: '011',
  account: '1234567890',
  account_type: 'checking' as const,
  payment_type: 'cbu' as const,
};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.infra.database;
  const { audit, live, tenants, players } = t.app.services;
  // The same service the app runs, on a clock the test sets.
  wallet = createWalletService({
    db,
    catalogue: t.app.platform.ledger,
    audit,
    live,
    tenants,
    players,
    activity: t.app.services.activity,
    inbox: t.app.services.inbox,
    clock: () => now,
  });
  const tenant = await tenants.resolveHost('localhost');
  if (!tenant) throw new Error('no Tribuna');
  tenantId = tenant.id;
  const session = await registerPlayer(t.app, 'localhost');
  const user = await t.app.inject({
    method: 'POST',
    url: '/api/auth/user',
    headers: { host: 'localhost', authorization: `Bearer ${session.token}` },
  });
  playerId = user.json<{ user: { id: string } }>().user.id;
  await wallet.ledger.credit({
    tenantId,
    currency: 'ARS',
    idempotencyKey: newKey(),
    type: 'adjustment',
    playerId,
    from: 'adjustments',
    amount: 5_000_000,
  });
}, 60_000);
afterAll(() => t.close());

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return error.key;
    throw error;
  }
  return 'accepted';
}

describe('the wallet on an injected clock', () => {
  it('takes withdrawals from 09:00 to 03:30 brand time, across midnight', async () => {
    now = new Date('2026-03-10T05:00:00-03:00');
    expect((await wallet.summary(tenantId, playerId)).payment_hours.open_now).toBe(false);
    expect(await refusal(wallet.withdrawals.create(tenantId, playerId, newKey(), withdrawal))).toBe(
      'wallet.outside_payment_hours',
    );
    now = new Date('2026-03-10T08:59:00-03:00');
    expect(await refusal(wallet.withdrawals.create(tenantId, playerId, newKey(), withdrawal))).toBe(
      'wallet.outside_payment_hours',
    );
    now = new Date('2026-03-10T23:50:00-03:00');
    expect(await refusal(wallet.withdrawals.create(tenantId, playerId, newKey(), withdrawal))).toBe(
      'accepted',
    );
    now = new Date('2026-03-11T03:10:00-03:00');
    expect((await wallet.summary(tenantId, playerId)).payment_hours.open_now).toBe(true);
  });

  it('counts the daily maximum per calendar day of the brand', async () => {
    now = new Date('2026-03-10T23:55:00-03:00');
    expect((await wallet.summary(tenantId, playerId)).limits.withdrawn_today).toBe(300_000);
    now = new Date('2026-03-11T00:05:00-03:00');
    expect((await wallet.summary(tenantId, playerId)).limits.withdrawn_today).toBe(0);
    await wallet.withdrawals.create(tenantId, playerId, newKey(), withdrawal);
    expect((await wallet.summary(tenantId, playerId)).limits.withdrawn_today).toBe(300_000);
  });

  it('forgets stored Idempotency-Key answers after a day, and only those', async () => {
    now = new Date('2026-03-12T12:00:00Z');
    const hour = 60 * 60 * 1000;
    const row = (key: string, hoursAgo: number | null) => ({
      tenantId,
      scope: playerId,
      key,
      requestHash: 'h',
      response: {},
      createdAt: new Date(now.getTime() - (hoursAgo ?? 24 * 400) * hour),
      keptUntil:
        hoursAgo === null
          ? null
          : new Date(now.getTime() - hoursAgo * hour + IDEMPOTENCY_KEY_TTL_MS),
    });
    const { db } = t.infra.database;
    await db
      .insert(idempotencyKeys)
      .values([
        row('purge-old', 25),
        row('purge-older', 24 * 30),
        row('purge-recent', 23),
        row('purge-kept', null),
      ]);
    expect(await wallet.purgeIdempotencyKeys()).toBeGreaterThanOrEqual(2);
    const left = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(like(idempotencyKeys.key, 'purge-%'));
    expect(left.map((r) => r.key).sort()).toEqual(['purge-kept', 'purge-recent']);
  });
});
