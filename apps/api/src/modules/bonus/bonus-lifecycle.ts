import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ActivityOutcome } from '@tribuna/contracts/activity';
import type { BonusStatus, CancelReason } from '@tribuna/contracts/bonus';
import type { Currency } from '@tribuna/contracts/currencies';
import type { Db, Tx } from '../../db/database';
import type { Ledger, PlayerBalances } from '../wallet/wallet.service';
import { termsOf, type GrantRow } from './bonus-terms';
import {
  bonusGrants,
  bonusMoves,
  bonusStakes,
  type BonusMoveKind,
  type VoucherState,
} from './bonus.schema';

/** The brand's account on the other side of every grant, conversion and forfeit. */
export const BONUS_COST_ACCOUNT = 'bonus_cost';
export const BONUS_TRANSACTION_TYPES = ['bonus_grant', 'bonus_convert', 'bonus_forfeit'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export type BonusLifecycle = ReturnType<typeof createBonusLifecycle>;

/**
 * A bonus's moves between states, with their money: each runs in the caller's transaction
 * after `lock` (the player's lock, which every move of their money takes too), so a stake,
 * a result, a claim, the wagering consumer and the expiry sweep see one another's changes
 * in order. One bonus holds bonus money at a time, so "its bonus money" is the player's
 * bonus balance.
 */
export function createBonusLifecycle(deps: { db: Db; ledger: Ledger; clock: () => Date }) {
  const { db, ledger, clock } = deps;

  async function lock(
    tx: Tx,
    player: { tenantId: string; playerId: string; currency: Currency },
  ): Promise<PlayerBalances> {
    const held = await ledger.lockAccounts(tx, {
      tenantId: player.tenantId,
      currency: player.currency,
      accounts: [{ playerId: player.playerId, kind: 'cash' }],
    });
    return held[player.playerId] ?? { cash: 0, bonus: 0, withheld: 0 };
  }

  async function recordMove(
    tx: Tx,
    grant: GrantRow,
    kind: BonusMoveKind,
    amounts: { bonus: number; cash?: number },
  ): Promise<void> {
    await tx.insert(bonusMoves).values({
      tenantId: grant.tenantId,
      campaignId: grant.campaignId,
      grantId: grant.id,
      kind,
      bonus: amounts.bonus,
      cash: amounts.cash ?? 0,
      at: clock(),
    });
  }

  /** Moves a grant from one status to another; throws when it was not in `from` (a bug). */
  async function transition(
    tx: Tx,
    grant: GrantRow,
    from: readonly BonusStatus[],
    set: PgUpdateSetSource<typeof bonusGrants>,
  ): Promise<GrantRow> {
    const [row] = await tx
      .update(bonusGrants)
      .set(set)
      .where(
        and(
          eq(bonusGrants.id, grant.id),
          sql`${bonusGrants.status} in (${sql.join(
            from.map((s) => sql`${s}`),
            sql`, `,
          )})`,
        ),
      )
      .returning();
    if (!row) throw new Error(`bonus: ${grant.id} left ${from.join('/')} behind the lock`);
    return row;
  }

  /**
   * Bonus money out of the player's bonus balance: `cash` of it into their cash (a
   * conversion), the rest to the brand's bonus cost (forfeited).
   */
  async function release(
    tx: Tx,
    grant: GrantRow,
    currency: Currency,
    key: string,
    amounts: { bonus: number; cash: number },
  ): Promise<void> {
    if (amounts.bonus <= 0) return;
    const forfeited = amounts.bonus - amounts.cash;
    await ledger.post(
      {
        tenantId: grant.tenantId,
        currency,
        idempotencyKey: key,
        type: amounts.cash > 0 ? 'bonus_convert' : 'bonus_forfeit',
        reference: grant.id,
        lines: [
          { account: { playerId: grant.playerId, kind: 'bonus' }, amount: -amounts.bonus },
          ...(amounts.cash > 0
            ? [
                {
                  account: { playerId: grant.playerId, kind: 'cash' as const },
                  amount: amounts.cash,
                },
              ]
            : []),
          ...(forfeited > 0
            ? [{ account: { playerId: null, kind: BONUS_COST_ACCOUNT }, amount: forfeited }]
            : []),
        ],
      },
      tx,
    );
    if (amounts.cash > 0)
      await recordMove(tx, grant, 'convert', { bonus: amounts.cash, cash: amounts.cash });
    if (forfeited > 0) await recordMove(tx, grant, 'forfeit', { bonus: forfeited });
  }

  /** What of `bonus` may still become cash under the bonus's cap. */
  function convertible(grant: GrantRow, bonus: number): number {
    const cap = termsOf(grant.terms).max_conversion;
    if (cap === null) return bonus;
    return Math.max(0, Math.min(bonus, cap - (grant.converted ?? 0)));
  }

  /** Completes a bonus: its bonus money becomes cash, up to the cap; the rest is forfeited. */
  async function complete(tx: Tx, grant: GrantRow, currency: Currency): Promise<GrantRow> {
    const { bonus } = await lock(tx, { ...grant, currency });
    const cash = convertible(grant, bonus);
    await release(tx, grant, currency, `bonus-convert:${grant.id}`, { bonus, cash });
    return transition(tx, grant, ['active'], {
      status: 'completed',
      completedAt: clock(),
      expiresAt: null,
      converted: (grant.converted ?? 0) + cash,
      forfeited: (grant.forfeited ?? 0) + (bonus - cash),
    });
  }

  /**
   * Credits a bonus's money and starts its wagering (amount × multiple). A bonus with no
   * wagering completes at once: its money is cash.
   */
  async function activate(
    tx: Tx,
    grant: GrantRow,
    currency: Currency,
    amount: number,
    /** The qualifying deposit's transaction (its wagering starts there), else this one. */
    fromXid?: string,
  ): Promise<GrantRow> {
    const terms = termsOf(grant.terms);
    const now = clock();
    if (amount > 0) {
      await ledger.post(
        {
          tenantId: grant.tenantId,
          currency,
          idempotencyKey: `bonus-grant:${grant.id}`,
          type: 'bonus_grant',
          reference: grant.id,
          lines: [
            { account: { playerId: null, kind: BONUS_COST_ACCOUNT }, amount: -amount },
            { account: { playerId: grant.playerId, kind: 'bonus' }, amount },
          ],
        },
        tx,
      );
      await recordMove(tx, grant, 'grant', { bonus: amount });
    }
    const active = await transition(tx, grant, ['available', 'claimed'], {
      status: 'active',
      amount,
      wageringRequired: amount * terms.wagering_multiple,
      claimedAt: grant.claimedAt ?? now,
      activatedAt: now,
      activatedXid: fromXid ?? sql`pg_current_xact_id()`,
      expiresAt: new Date(now.getTime() + terms.wager_days * DAY_MS),
    });
    return active.wageringRequired === 0 ? complete(tx, active, currency) : active;
  }

  /**
   * Starts a free bet or free spins: its vouchers are open to use; it has no bonus money and
   * no wagering until they are all played (`endVouchers`).
   */
  async function openVouchers(tx: Tx, grant: GrantRow): Promise<GrantRow> {
    const terms = termsOf(grant.terms);
    const now = clock();
    return transition(tx, grant, ['available'], {
      status: 'active',
      amount: 0,
      freeOpen: grant.kind === 'free_spins' ? (terms.spins ?? 0) : 1,
      claimedAt: grant.claimedAt ?? now,
      activatedAt: now,
      activatedXid: null,
      expiresAt: new Date(now.getTime() + terms.wager_days * DAY_MS),
    });
  }

  /** A free bet or free spins whose vouchers are not all played and settled. */
  function inVouchers(grant: GrantRow): boolean {
    return (
      grant.status === 'active' &&
      grant.activatedXid === null &&
      (grant.kind === 'free_bet' || grant.kind === 'free_spins')
    );
  }

  /**
   * The vouchers are all played and settled: what they won as bonus money starts its
   * wagering now (amount × multiple); with nothing won, or won as cash, the bonus is done.
   */
  async function endVouchers(tx: Tx, grant: GrantRow): Promise<GrantRow> {
    const terms = termsOf(grant.terms);
    const now = clock();
    if (terms.wagering_multiple > 0 && grant.amount > 0) {
      return transition(tx, grant, ['active'], {
        freeOpen: 0,
        wageringRequired: grant.amount * terms.wagering_multiple,
        activatedAt: now,
        activatedXid: sql`pg_current_xact_id()`,
        expiresAt: new Date(now.getTime() + terms.wager_days * DAY_MS),
      });
    }
    return transition(tx, grant, ['active'], {
      freeOpen: 0,
      status: 'completed',
      completedAt: now,
      expiresAt: null,
    });
  }

  /**
   * The vouchers' deadline: the unused ones lapse. What the played ones won starts its
   * wagering now, or once the last of them has its result (it waits with no deadline).
   */
  async function lapseVouchers(tx: Tx, grant: GrantRow): Promise<GrantRow> {
    const lapsed = await transition(tx, grant, ['active'], { freeOpen: 0, expiresAt: null });
    return (await waitingVoucher(tx, grant.id)) ? lapsed : endVouchers(tx, lapsed);
  }

  async function waitingVoucher(tx: Tx, grantId: string): Promise<boolean> {
    const [waiting] = await tx
      .select({ reference: bonusStakes.reference })
      .from(bonusStakes)
      .where(and(eq(bonusStakes.grantId, grantId), eq(bonusStakes.freeState, 'open')))
      .limit(1);
    return waiting !== undefined;
  }

  /**
   * A voucher's wager has a result, or its result was undone (`won` negative): what it
   * won is the bonus's (bonus money under wagering, or cash when the campaign has none), a
   * void gives the voucher back, and once every voucher is played and settled the
   * wagering starts. Each wager moves between its states once per result, so a repeated
   * call changes nothing.
   */
  async function voucherSettled(
    tx: Tx,
    grantId: string,
    wager: { tenantId: string; reference: string },
    move: { won: number; outcome: ActivityOutcome },
  ): Promise<void> {
    const [grant] = await tx.select().from(bonusGrants).where(eq(bonusGrants.id, grantId));
    if (!grant) return;
    const voided = move.outcome === 'void' || move.outcome === 'refund';
    const undone = move.outcome === 'rollback';
    const from: VoucherState[] = undone ? ['settled', 'voided'] : ['open'];
    const [before] = await tx
      .select({ state: bonusStakes.freeState })
      .from(bonusStakes)
      .where(
        and(
          eq(bonusStakes.grantId, grantId),
          eq(bonusStakes.reference, wager.reference),
          eq(bonusStakes.tenantId, wager.tenantId),
          sql`${bonusStakes.free} > 0`,
        ),
      );
    if (!before?.state || !from.includes(before.state)) return;
    const vouchers = inVouchers(grant);
    let freeOpen = grant.freeOpen;
    let state: VoucherState = undone ? 'open' : voided ? 'voided' : 'settled';
    // A void gives the voucher back while the vouchers are in play.
    if (vouchers && voided) freeOpen += 1;
    if (undone && before.state === 'voided') {
      // Undoing the void takes that voucher back if it is still unused; if it was used
      // again, this wager stays out of the vouchers (what it returns is paid all the same).
      if (vouchers && grant.freeOpen > 0) freeOpen -= 1;
      else state = 'voided';
    }
    await tx
      .update(bonusStakes)
      .set({ freeState: state })
      .where(
        and(
          eq(bonusStakes.grantId, grantId),
          eq(bonusStakes.reference, wager.reference),
          eq(bonusStakes.tenantId, wager.tenantId),
          sql`${bonusStakes.free} > 0`,
        ),
      );
    const asCash = termsOf(grant.terms).wagering_multiple === 0;
    if (move.won > 0) {
      await recordMove(tx, grant, 'grant', { bonus: move.won });
      if (asCash) await recordMove(tx, grant, 'convert', { bonus: move.won, cash: move.won });
    }
    const [row] = await tx
      .update(bonusGrants)
      .set({
        freeOpen,
        amount: sql`${bonusGrants.amount} + ${move.won}`,
        ...(asCash ? { converted: sql`coalesce(${bonusGrants.converted}, 0) + ${move.won}` } : {}),
      })
      .where(eq(bonusGrants.id, grantId))
      .returning();
    if (!row || !vouchers || row.freeOpen > 0) return;
    if (!(await waitingVoucher(tx, grantId))) await endVouchers(tx, row);
  }

  /** Marks a deposit match as claimed: it waits for its qualifying deposit until it expires. */
  async function claimForDeposit(tx: Tx, grant: GrantRow): Promise<GrantRow> {
    const now = clock();
    const terms = termsOf(grant.terms);
    return transition(tx, grant, ['available'], {
      status: 'claimed',
      claimedAt: now,
      claimedXid: sql`pg_current_xact_id()`,
      expiresAt: new Date(now.getTime() + terms.claim_days * DAY_MS),
    });
  }

  /** Cancels a bonus; an active one's bonus money is forfeited (the player's cash is not touched). */
  async function cancel(
    tx: Tx,
    grant: GrantRow,
    currency: Currency,
    how: { reason: CancelReason; by: string | null; note: string | null },
  ): Promise<GrantRow> {
    let forfeited = 0;
    if (grant.status === 'active') {
      forfeited = (await lock(tx, { ...grant, currency })).bonus;
      await release(tx, grant, currency, `bonus-forfeit:${grant.id}`, {
        bonus: forfeited,
        cash: 0,
      });
    }
    return transition(tx, grant, ['available', 'claimed', 'active'], {
      status: 'canceled',
      canceledAt: clock(),
      cancelReason: how.reason,
      canceledBy: how.by,
      cancelNote: how.note,
      expiresAt: null,
      forfeited: (grant.forfeited ?? 0) + forfeited,
    });
  }

  /**
   * The rows of a return that came back after its bonus ended (a bet on bonus money settled
   * after the bonus completed at its deadline, or was canceled), written in the return's own
   * statement: what of it became cash, and what was forfeited.
   */
  function lateStatements(grant: GrantRow, amounts: { cash: number; forfeited: number }): SQL[] {
    const at = clock();
    const moves = [
      ...(amounts.cash > 0
        ? [{ kind: 'convert' as const, bonus: amounts.cash, cash: amounts.cash }]
        : []),
      ...(amounts.forfeited > 0
        ? [{ kind: 'forfeit' as const, bonus: amounts.forfeited, cash: 0 }]
        : []),
    ];
    if (moves.length === 0) return [];
    return [
      db
        .insert(bonusMoves)
        .values(
          moves.map((m) => ({
            tenantId: grant.tenantId,
            campaignId: grant.campaignId,
            grantId: grant.id,
            at,
            ...m,
          })),
        )
        .getSQL(),
      db
        .update(bonusGrants)
        .set({
          converted: sql`coalesce(${bonusGrants.converted}, 0) + ${amounts.cash}`,
          forfeited: sql`coalesce(${bonusGrants.forfeited}, 0) + ${amounts.forfeited}`,
        })
        .where(eq(bonusGrants.id, grant.id))
        .getSQL(),
    ];
  }

  return {
    lock,
    activate,
    openVouchers,
    inVouchers,
    endVouchers,
    lapseVouchers,
    voucherSettled,
    claimForDeposit,
    complete,
    cancel,
    lateStatements,
  };
}
