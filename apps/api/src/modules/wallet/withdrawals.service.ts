import { and, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import {
  COIN_DECIMALS,
  officeWithdrawalSchema,
  withdrawalSchema,
  type OfficeWithdrawal,
  type Withdrawal,
  type WithdrawalRequest,
} from '@tribuna/contracts/wallet';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { startOfLocalDay } from '../../lib/local-day';
import type { Actor } from '../audit/audit.service';
import { runIdempotent } from '../../kernel/idempotency';
import { isWithinPaymentHours, localDate } from './payment-hours';
import type { Brand, WalletContext } from './wallet-context';
import { formatMoney } from '../../lib/money-text';
import type { MoneyPort } from './money-port';
import { minorToCoin } from './wallet-money';
import { UUID, findWithdrawal, withdrawalView } from './wallet-views';
import { walletWithdrawals, type WithdrawalBank, type WithdrawalCrypto } from './wallet.schema';

function notFound(): AppError {
  return new AppError(404, 'NOT_FOUND', 'wallet.payment_not_found');
}

/** Requested or paid on the brand's calendar day of `now`: what counts against the daily limit. */
export async function withdrawnOn(
  tx: DbOrTx,
  brand: Brand,
  playerId: string,
  now: Date,
): Promise<number> {
  const day = localDate(now, brand.settings.timezone);
  const [row] = await tx
    .select({ total: sum(walletWithdrawals.amount).mapWith(Number) })
    .from(walletWithdrawals)
    .where(
      and(
        eq(walletWithdrawals.tenantId, brand.tenantId),
        eq(walletWithdrawals.playerId, playerId),
        inArray(walletWithdrawals.status, ['pending', 'paid']),
        gte(walletWithdrawals.createdAt, startOfLocalDay(day, brand.settings.timezone)),
        sql`${walletWithdrawals.createdAt} < ${startOfLocalDay(day, brand.settings.timezone)} + interval '1 day'`,
      ),
    );
  return row?.total ?? 0;
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;

/**
 * Withdrawals: the amount moves from cash to withheld at request; staff pay it (to the
 * brand's withdrawals account) or reject it, and the player may cancel while pending
 * (back to cash).
 */
export function createWithdrawalsService(
  ctx: WalletContext,
  port: Pick<MoneyPort, 'checkWithdrawal'>,
) {
  const { db, ledger, audit, clock } = ctx;

  /** The bank or crypto details as stored; crypto at the brand's rate of now. */
  function details(
    brand: Brand,
    request: WithdrawalRequest,
  ): { bank: WithdrawalBank | null; crypto: WithdrawalCrypto | null } {
    if (request.method === 'bank') {
      return {
        bank: {
          name: request.name,
          dni: request.dni,
          cuil: request.cuil,
          cvu: request.cvu,
          alias: request.alias && request.alias !== '' ? request.alias : null,
          bank_code: request.bank_code,
          account: request.account,
          account_type: request.account_type,
          payment_type: request.payment_type,
        },
        crypto: null,
      };
    }
    const method = brand.methods.crypto.find((m) => m.network === request.network && m.enabled);
    if (!method) throw new AppError(409, 'CONFLICT', 'wallet.method_unavailable');
    return {
      bank: null,
      crypto: {
        network: method.network,
        coin: method.coin,
        wallet_address: request.wallet_address,
        rate: method.rate,
        amount_coin: minorToCoin(
          request.amount,
          method.rate,
          brand.currency,
          COIN_DECIMALS[method.coin],
        ),
      },
    };
  }

  async function decide(
    actor: Actor,
    tenantId: string,
    key: string,
    withdrawalId: string,
    decision: { status: 'paid' } | { status: 'rejected'; reason: string },
  ): Promise<OfficeWithdrawal> {
    if (!UUID.test(withdrawalId)) throw notFound();
    const brand = await ctx.brandOf(tenantId);
    // Read before the transaction: nothing inside it waits on a second connection.
    const existing = await findWithdrawal(db, { tenantId, id: withdrawalId }, false);
    if (!existing) throw notFound();
    const [player] = await ctx.players.refs(tenantId, { ids: [existing.playerId] });
    const { answer, replayed } = await runIdempotent(
      db,
      {
        tenantId,
        scope: `staff:${actor.staffId ?? actor.username}`,
        key,
        request: { op: `withdrawal.${decision.status}`, withdrawalId, decision },
        lockFirst: (tx) =>
          ctx.lockPlayer(tx, {
            tenantId,
            currency: brand.currency,
            playerId: existing.playerId,
            accounts: [
              { playerId: existing.playerId, kind: 'cash' },
              { playerId: existing.playerId, kind: 'withheld' },
              { playerId: null, kind: 'withdrawals' },
            ],
          }),
      },
      officeWithdrawalSchema,
      async (tx) => {
        const row = await findWithdrawal(tx, { tenantId, id: withdrawalId }, true);
        if (!row) throw notFound();
        if (row.status !== 'pending') throw new AppError(409, 'CONFLICT', 'wallet.not_pending');
        const [updated] = await tx
          .update(walletWithdrawals)
          .set({
            status: decision.status,
            reason: decision.status === 'rejected' ? decision.reason : null,
            decidedBy: actor.username,
            decidedAt: clock(),
          })
          .where(eq(walletWithdrawals.id, row.id))
          .returning();
        if (!updated) throw notFound();
        const move = {
          tenantId,
          currency: brand.currency,
          reference: row.id,
          amount: row.amount,
        };
        if (decision.status === 'paid') {
          await ledger.transfer(
            {
              ...move,
              idempotencyKey: `withdrawal:${row.id}:pay`,
              type: 'withdrawal',
              description: 'Withdrawal paid',
              from: { playerId: row.playerId, kind: 'withheld' },
              to: { playerId: null, kind: 'withdrawals' },
            },
            tx,
          );
          await ctx.activity.record(tx, {
            tenantId,
            playerId: row.playerId,
            currency: brand.currency,
            product: 'wallet',
            kind: 'withdrawal',
            reference: row.id,
            cash: row.amount,
            idempotencyKey: `withdrawal:${row.id}:pay`,
          });
        } else {
          await ledger.release(
            {
              ...move,
              idempotencyKey: `withdrawal:${row.id}:release`,
              type: 'withdrawal_release',
              description: 'Withdrawal rejected',
              playerId: row.playerId,
            },
            tx,
          );
        }
        const reason = decision.status === 'rejected' ? decision.reason.trim() : '';
        await ctx.inbox.send(tx, {
          tenantId,
          playerId: row.playerId,
          key: `wallet.withdrawal.${decision.status}:${row.id}`,
          kind: 'system',
          title:
            decision.status === 'paid'
              ? 'wallet.inbox.withdrawal_paid_title'
              : 'wallet.inbox.withdrawal_rejected_title',
          body:
            decision.status === 'paid'
              ? 'wallet.inbox.withdrawal_paid_body'
              : reason
                ? 'wallet.inbox.withdrawal_rejected_reason_body'
                : 'wallet.inbox.withdrawal_rejected_body',
          params: { amount: { amount: row.amount, currency: brand.currency }, reason },
        });
        await audit.record(tx, actor, {
          tenantId,
          action: decision.status === 'paid' ? 'withdrawal.pay' : 'withdrawal.reject',
          targetType: 'withdrawal',
          targetId: row.id,
          before: { status: row.status, amount: row.amount },
          after: { status: updated.status, amount: updated.amount, reason: updated.reason },
        });
        return {
          ...withdrawalView(updated),
          player: { id: row.playerId, username: player?.username ?? '' },
          decided_by: updated.decidedBy,
        };
      },
    );
    if (!replayed) {
      const { player: _player, decided_by: _by, ...withdrawal } = answer;
      await ctx.publish(tenantId, answer.player.id, { withdrawal });
    }
    return answer;
  }

  return {
    async create(
      tenantId: string,
      playerId: string,
      key: string,
      request: WithdrawalRequest,
    ): Promise<Withdrawal> {
      const brand = await ctx.brandOf(tenantId);
      const { limits, payment_hours: hours, timezone } = brand.settings;
      const now = clock();
      if (!isWithinPaymentHours(now, hours, timezone)) {
        throw new AppError(409, 'CONFLICT', 'wallet.outside_payment_hours', {
          params: { from: hours.from, to: hours.to },
        });
      }
      if (request.amount < limits.min_withdrawal) {
        throw new AppError(400, 'VALIDATION_FAILED', 'wallet.below_min_withdrawal', {
          params: (language) => ({
            minimum: formatMoney(limits.min_withdrawal, brand.currency, language),
          }),
          fields: { amount: 'wallet.below_min_withdrawal' },
        });
      }
      const { bank, crypto } = details(brand, request);
      const { answer, replayed } = await runIdempotent(
        db,
        { tenantId, scope: playerId, key, request: { op: 'withdrawal.create', ...request } },
        withdrawalSchema,
        async (tx) => {
          // Locked first, so two requests at once cannot both pass the daily limit.
          await ledger.lockAccounts(tx, {
            tenantId,
            currency: brand.currency,
            accounts: [
              { playerId, kind: 'cash' },
              { playerId, kind: 'withheld' },
            ],
          });
          // An active bonus is forfeited only when the player said so (else refused, asking).
          await port.checkWithdrawal(tx, {
            tenantId,
            playerId,
            currency: brand.currency,
            amount: request.amount,
            forfeitBonus: request.forfeit_bonus === true,
          });
          const today = await withdrawnOn(tx, brand, playerId, now);
          const left = Math.max(0, limits.max_daily_withdrawal - today);
          if (request.amount > left) {
            throw new AppError(400, 'VALIDATION_FAILED', 'wallet.above_daily_withdrawal', {
              params: (language) => ({
                maximum: formatMoney(limits.max_daily_withdrawal, brand.currency, language),
                left: formatMoney(left, brand.currency, language),
              }),
              fields: { amount: 'wallet.above_daily_withdrawal' },
            });
          }
          const [row] = await tx
            .insert(walletWithdrawals)
            .values({
              tenantId,
              playerId,
              method: request.method,
              amount: request.amount,
              currency: brand.currency,
              bank,
              crypto,
              createdAt: now,
            })
            .returning();
          if (!row) throw new Error('withdrawal insert returned nothing');
          await ledger.hold(
            {
              tenantId,
              currency: brand.currency,
              idempotencyKey: `withdrawal:${row.id}:hold`,
              type: 'withdrawal_hold',
              reference: row.id,
              description: 'Withdrawal requested',
              amount: row.amount,
              playerId,
            },
            tx,
          );
          return withdrawalView(row);
        },
      );
      if (!replayed) await ctx.publish(tenantId, playerId, { withdrawal: answer });
      return answer;
    },

    /** The player takes back a withdrawal staff have not paid: the hold goes back to cash. */
    async cancel(
      tenantId: string,
      playerId: string,
      key: string,
      withdrawalId: string,
    ): Promise<Withdrawal> {
      if (!UUID.test(withdrawalId)) throw notFound();
      const brand = await ctx.brandOf(tenantId);
      const { answer, replayed } = await runIdempotent(
        db,
        { tenantId, scope: playerId, key, request: { op: 'withdrawal.cancel', withdrawalId } },
        withdrawalSchema,
        async (tx) => {
          const row = await findWithdrawal(tx, { tenantId, id: withdrawalId, playerId }, true);
          if (!row) throw notFound();
          if (row.status !== 'pending') throw new AppError(409, 'CONFLICT', 'wallet.not_pending');
          const [updated] = await tx
            .update(walletWithdrawals)
            .set({ status: 'cancelled', decidedAt: clock() })
            .where(eq(walletWithdrawals.id, row.id))
            .returning();
          if (!updated) throw notFound();
          await ledger.release(
            {
              tenantId,
              currency: brand.currency,
              idempotencyKey: `withdrawal:${row.id}:release`,
              type: 'withdrawal_release',
              reference: row.id,
              description: 'Withdrawal cancelled',
              amount: row.amount,
              playerId,
            },
            tx,
          );
          return withdrawalView(updated);
        },
      );
      if (!replayed) await ctx.publish(tenantId, playerId, { withdrawal: answer });
      return answer;
    },

    pay(actor: Actor, tenantId: string, key: string, withdrawalId: string) {
      return decide(actor, tenantId, key, withdrawalId, { status: 'paid' });
    },

    reject(actor: Actor, tenantId: string, key: string, withdrawalId: string, reason: string) {
      return decide(actor, tenantId, key, withdrawalId, { status: 'rejected', reason });
    },
  };
}
