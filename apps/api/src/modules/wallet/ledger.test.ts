import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../env';
import { isAppError } from '../../lib/app-error';
import { ledgerCatalogue } from '../../kernel/compose';
import { MODULES } from '../../modules';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { DEMO_BRANDS } from '../tenants/demo-brands';
import { createLedger, type Ledger } from './ledger';
import { checkLedger } from './ledger-check';
import { activityRecords } from '../activity/activity.schema';
import { walletAccounts } from './wallet.schema';

// On PostgreSQL two transactions really run at once, so what one locks the other can be
// seen waiting for (PGlite runs them one after the other).
const onPostgres = Boolean(readEnv().DATABASE_URL);

let t: TestApp;
let ledger: Ledger;
let tenantId: string;
const db = () => t.infra.database.db;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const [brand] = DEMO_BRANDS;
  if (!brand) throw new Error('no demo brand');
  tenantId = (await t.app.services.tenants.create(SYSTEM_ACTOR, brand)).id;
  ledger = createLedger({ db: db(), catalogue: ledgerCatalogue(MODULES) });
}, 60_000);
afterAll(() => t.close());

const base = () => ({ tenantId, currency: 'ARS' as const, type: 'adjustment' as const });
const key = () => `k-${crypto.randomUUID()}`;

async function fund(playerId: string, amount: number, account: 'cash' | 'bonus' = 'cash') {
  return ledger.credit({
    ...base(),
    idempotencyKey: key(),
    amount,
    playerId,
    account,
    from: 'adjustments',
  });
}

type Tx = Parameters<Ledger['lockAccounts']>[0];

/** A casino bet of the player's, in `tx`. */
function betIn(tx: Tx, playerId: string, amount: number) {
  return ledger.debit(
    { ...base(), type: 'casino_bet', idempotencyKey: key(), amount, playerId, to: 'casino' },
    tx,
  );
}

/** Whether `promise` settles within `ms`. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('the ledger', () => {
  it('answers the moved player balances of every kind, after the move', async () => {
    const playerId = crypto.randomUUID();
    await fund(playerId, 1_000);
    await fund(playerId, 300, 'bonus');
    const posted = await ledger.debit({
      ...base(),
      type: 'casino_bet',
      idempotencyKey: key(),
      amount: 250,
      playerId,
      to: 'casino',
    });
    expect(posted.balances).toEqual({ [playerId]: { cash: 750, bonus: 300, withheld: 0 } });
    expect(posted.balances[playerId]).toEqual(await ledger.balances(tenantId, playerId));
  });

  it('answers both players of a transfer, and a replay with the balances as they are now', async () => {
    const [from, to] = [crypto.randomUUID(), crypto.randomUUID()];
    await fund(from, 1_000);
    const move = {
      ...base(),
      idempotencyKey: key(),
      amount: 400,
      from: { playerId: from, kind: 'cash' as const },
      to: { playerId: to, kind: 'cash' as const },
    };
    const first = await ledger.transfer(move);
    expect(first.balances).toEqual({
      [from]: { cash: 600, bonus: 0, withheld: 0 },
      [to]: { cash: 400, bonus: 0, withheld: 0 },
    });
    await fund(to, 50);
    const again = await ledger.transfer(move);
    expect(again.replayed).toBe(true);
    expect(again.entries).toEqual(first.entries);
    // Nothing moved again; the answer says what the players have now.
    expect(again.balances).toEqual({
      [from]: { cash: 600, bonus: 0, withheld: 0 },
      [to]: { cash: 450, bonus: 0, withheld: 0 },
    });
  });

  it('answers a replay of a move the balance could pay then and cannot now, and writes nothing with a short one', async () => {
    const playerId = crypto.randomUUID();
    await fund(playerId, 500);
    const stake = {
      ...base(),
      type: 'casino_bet' as const,
      idempotencyKey: key(),
      amount: 500,
      playerId,
      to: 'casino' as const,
    };
    const first = await ledger.debit(stake);
    const again = await ledger.debit(stake);
    expect(again.replayed).toBe(true);
    expect(again.transactionId).toBe(first.transactionId);
    expect(await ledger.balances(tenantId, playerId)).toMatchObject({ cash: 0 });

    // Refused for funds: the key stays free, and a later move under it is taken.
    const short = { ...stake, idempotencyKey: key(), amount: 1 };
    await expect(ledger.debit(short)).rejects.toSatisfy(
      (error: unknown) => isAppError(error) && error.key === 'wallet.insufficient_funds',
    );
    await fund(playerId, 1);
    expect((await ledger.debit(short)).replayed).toBe(false);
    expect(await ledger.balances(tenantId, playerId)).toMatchObject({ cash: 0 });
    expect((await checkLedger(db(), tenantId)).problems).toEqual([]);
  });

  it('writes what rides alongside a move with it, once, and nothing of it when the move is refused', async () => {
    const playerId = crypto.randomUUID();
    await fund(playerId, 100);
    const recordsOf = async () =>
      (
        await db()
          .select({ key: activityRecords.idempotencyKey })
          .from(activityRecords)
          .where(eq(activityRecords.playerId, playerId))
      ).map((r) => r.key);
    const stake = (idempotencyKey: string, amount: number) => ({
      ...base(),
      type: 'casino_bet' as const,
      idempotencyKey,
      amount,
      playerId,
      to: 'casino' as const,
      alongside: [
        t.app.services.activity.recordStatement({
          tenantId,
          playerId,
          currency: 'ARS',
          product: 'casino',
          reference: idempotencyKey,
          game: null,
          kind: 'stake',
          cash: amount,
          bonus: 0,
          outcome: null,
          idempotencyKey,
        }),
      ],
    });
    const first = key();
    await ledger.debit(stake(first, 60));
    expect((await ledger.debit(stake(first, 60))).replayed).toBe(true);
    expect(await recordsOf()).toEqual([first]);
    await expect(ledger.debit(stake(key(), 60))).rejects.toSatisfy(
      (error: unknown) => isAppError(error) && error.key === 'wallet.insufficient_funds',
    );
    expect(await recordsOf()).toEqual([first]);
  });

  it('locks a new player: opens the named accounts and answers their balances', async () => {
    const playerId = crypto.randomUUID();
    const balances = await db().transaction((tx) =>
      ledger.lockAccounts(tx, {
        tenantId,
        currency: 'ARS',
        accounts: [
          { playerId, kind: 'cash' },
          { playerId: null, kind: 'sportsbook' },
        ],
      }),
    );
    expect(balances).toEqual({ [playerId]: { cash: 0, bonus: 0, withheld: 0 } });
    const opened = await db()
      .select({ kind: walletAccounts.kind })
      .from(walletAccounts)
      .where(and(eq(walletAccounts.tenantId, tenantId), eq(walletAccounts.playerId, playerId)));
    expect(opened).toEqual([{ kind: 'cash' }]);
    const brand = await db()
      .select({ id: walletAccounts.id })
      .from(walletAccounts)
      .where(
        and(
          eq(walletAccounts.tenantId, tenantId),
          isNull(walletAccounts.playerId),
          eq(walletAccounts.kind, 'sportsbook'),
        ),
      );
    expect(brand).toHaveLength(1);
  });

  it('moves after a lock in the same transaction read the balance that transaction left', async () => {
    const playerId = crypto.randomUUID();
    await fund(playerId, 1_000);
    const debit = (amount: number, tx: Tx) => betIn(tx, playerId, amount);
    const refused = await db()
      .transaction(async (tx) => {
        const locked = await ledger.lockAccounts(tx, {
          tenantId,
          currency: 'ARS',
          accounts: [{ playerId, kind: 'cash' }],
        });
        expect(locked[playerId]?.cash).toBe(1_000);
        expect((await debit(600, tx)).balances[playerId]?.cash).toBe(400);
        // What the lock read is no longer the balance: the move reads it again.
        await debit(600, tx);
        return null;
      })
      .catch((error: unknown) => (isAppError(error) ? error.key : error));
    expect(refused).toBe('wallet.insufficient_funds');
    expect((await ledger.balances(tenantId, playerId)).cash).toBe(1_000);
    expect((await checkLedger(db(), tenantId)).problems).toEqual([]);
  });

  it('never moves on a balance the transaction remembers when it was changed behind the ledger', async () => {
    const playerId = crypto.randomUUID();
    await fund(playerId, 1_000);
    const debit = (amount: number, tx: Tx) => betIn(tx, playerId, amount);
    const lock = (tx: Tx) =>
      ledger.lockAccounts(tx, {
        tenantId,
        currency: 'ARS',
        accounts: [
          { playerId, kind: 'cash' },
          { playerId: null, kind: 'casino' },
        ],
      });
    const behind = (tx: Tx, cash: number) =>
      tx
        .update(walletAccounts)
        .set({ balance: cash })
        .where(and(eq(walletAccounts.tenantId, tenantId), eq(walletAccounts.playerId, playerId)));

    // Higher than remembered: a refusal on the remembered 1,000 would be wrong; the move
    // reads again and pays from 1,500.
    let paid: number | undefined;
    await db()
      .transaction(async (tx) => {
        await lock(tx);
        await behind(tx, 1_500);
        paid = (await debit(1_200, tx)).balances[playerId]?.cash;
        tx.rollback();
      })
      .catch(() => undefined);
    expect(paid).toBe(300);
    // Lower than remembered: the move fails whole (its transaction rolls back).
    const failed = await db()
      .transaction(async (tx) => {
        await lock(tx);
        await behind(tx, 100);
        await debit(500, tx);
      })
      .catch((error: unknown) => (error instanceof Error ? error.message : error));
    expect(failed).toBe('ledger: a balance moved in this transaction behind the ledger');
    expect((await ledger.balances(tenantId, playerId)).cash).toBe(1_000);
    expect((await checkLedger(db(), tenantId)).problems).toEqual([]);
  });

  it.runIf(onPostgres)(
    "keeps the brand's accounts unlocked: another player's move on them does not wait",
    async () => {
      const [held, other] = [crypto.randomUUID(), crypto.randomUUID()];
      await fund(held, 1_000);
      await fund(other, 1_000);
      const bet = (playerId: string) => ({
        ...base(),
        type: 'casino_bet' as const,
        idempotencyKey: key(),
        amount: 10,
        playerId,
        to: 'casino',
      });
      await db().transaction(async (tx) => {
        await ledger.debit(bet(held), tx);
        // Still open, holding what its move locked: the other player's bet goes through.
        expect(await settlesWithin(ledger.debit(bet(other)), 5_000)).toBe(true);
      });
    },
  );

  it.runIf(onPostgres)(
    "locks all the player's accounts: a move on their bonus waits for a lock on their cash",
    async () => {
      const playerId = crypto.randomUUID();
      await fund(playerId, 100);
      await fund(playerId, 100, 'bonus');
      let release = () => {};
      const releaseLock = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = db().transaction(async (tx) => {
        await ledger.lockAccounts(tx, {
          tenantId,
          currency: 'ARS',
          accounts: [{ playerId, kind: 'cash' }],
        });
        locked();
        await releaseLock;
      });
      await isLocked;
      const move = fund(playerId, 5, 'bonus');
      try {
        expect(await settlesWithin(move, 300)).toBe(false);
      } finally {
        release();
        await holder;
      }
      expect((await move).balances[playerId]).toEqual({ cash: 100, bonus: 105, withheld: 0 });
    },
  );
});
