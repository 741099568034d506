import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../lib/app-error';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { DEMO_BRANDS } from '../tenants/demo-brands';
import { checkLedger } from './ledger-check';

let t: TestApp;
let tenantId: string;
const db = () => t.infra.database.db;
const wallet = () => t.app.services.wallet;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const [brand] = DEMO_BRANDS;
  if (!brand) throw new Error('no demo brand');
  tenantId = (await t.app.services.tenants.create(SYSTEM_ACTOR, brand)).id;
}, 60_000);
afterAll(() => t.close());

function wager(playerId: string) {
  return {
    tenantId,
    playerId,
    currency: 'ARS' as const,
    product: 'casino',
    game: 'test-game',
    reference: crypto.randomUUID(),
    account: 'casino',
  };
}

describe('the money port', () => {
  it('locks the player, then stakes and pays in one transaction, answering the balances', async () => {
    const playerId = crypto.randomUUID();
    await wallet().ledger.credit({
      tenantId,
      currency: 'ARS',
      idempotencyKey: `fund-${playerId}`,
      type: 'adjustment',
      amount: 1_000,
      playerId,
      from: 'adjustments',
    });
    const ref = wager(playerId);
    const after = await db().transaction(async (tx) => {
      await wallet().port.lock(tx, ref);
      const { posted: staked } = await wallet().port.stake(tx, {
        ...ref,
        amount: 300,
        key: `bet-${ref.reference}`,
        type: 'casino_bet',
      });
      expect(staked.balances[playerId]).toEqual({ cash: 700, bonus: 0, withheld: 0 });
      const { posted: paid } = await wallet().port.result(tx, {
        ...ref,
        returned: 900,
        outcome: 'win',
        key: `win-${ref.reference}`,
        type: 'casino_win',
      });
      return paid?.balances[playerId];
    });
    expect(after).toEqual({ cash: 1_600, bonus: 0, withheld: 0 });
    expect(await wallet().ledger.balances(tenantId, playerId)).toEqual(after);
    expect((await checkLedger(db(), tenantId)).problems).toEqual([]);
  });

  it('refuses a stake the balance cannot pay after the lock, moving nothing', async () => {
    const playerId = crypto.randomUUID();
    const ref = wager(playerId);
    const refused = await db()
      .transaction(async (tx) => {
        await wallet().port.lock(tx, ref);
        await wallet().port.stake(tx, {
          ...ref,
          amount: 1,
          key: `bet-${ref.reference}`,
          type: 'casino_bet',
        });
      })
      .then(
        () => 'accepted',
        (error: unknown) => (isAppError(error) ? error.key : String(error)),
      );
    expect(refused).toBe('wallet.insufficient_funds');
    expect(await wallet().ledger.balances(tenantId, playerId)).toEqual({
      cash: 0,
      bonus: 0,
      withheld: 0,
    });
  });
});
