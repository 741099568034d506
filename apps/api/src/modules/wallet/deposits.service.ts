import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  MAX_AMOUNT,
  depositSchema,
  officeDepositSchema,
  type CryptoDepositRequest,
  type Deposit,
  type OfficeDeposit,
} from '@tribuna/contracts/wallet';
import { isUniqueViolation } from '../../db/errors';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../audit/audit.service';
import { runIdempotent } from '../../kernel/idempotency';
import { safeFileName, sniffProofType } from './proof-file';
import type { Brand, WalletContext } from './wallet-context';
import { formatMoney } from '../../lib/money-text';
import type { MoneyPort } from './money-port';
import { coinToMinor } from './wallet-money';
import { UUID, depositView, findDeposit, proofMetas, type DepositRow } from './wallet-views';
import { byteaAsBase64 } from '../../db/bytea';
import { walletDeposits, walletFiles } from './wallet.schema';

export interface UploadedProof {
  /** The name the browser gave: kept for staff, never trusted for the type. */
  name: string | undefined;
  content: Buffer;
}

function notFound(): AppError {
  return new AppError(404, 'NOT_FOUND', 'wallet.payment_not_found');
}

function notPending(): AppError {
  return new AppError(409, 'CONFLICT', 'wallet.not_pending');
}

function assertMinimum(brand: Brand, amount: number, field: string): void {
  const minimum = brand.settings.limits.min_deposit;
  if (amount < minimum) {
    throw new AppError(400, 'VALIDATION_FAILED', 'wallet.below_min_deposit', {
      params: (language) => ({ minimum: formatMoney(minimum, brand.currency, language) }),
      fields: { [field]: 'wallet.below_min_deposit' },
    });
  }
}

export type DepositsService = ReturnType<typeof createDepositsService>;

/** Deposits: a player asks (bank transfer with a proof, or crypto), staff approve or reject. */
export function createDepositsService(ctx: WalletContext, port: Pick<MoneyPort, 'checkDeposit'>) {
  const { db, ledger, audit, clock } = ctx;

  async function viewOf(tx: DbOrTx, row: DepositRow): Promise<Deposit> {
    return depositView(row, await proofMetas(tx, [row]));
  }

  /** Inserts the pending deposit; a second pending one for the player is refused. */
  async function insertPending(
    tx: DbOrTx,
    values: typeof walletDeposits.$inferInsert,
  ): Promise<DepositRow> {
    const [pending] = await tx
      .select({ id: walletDeposits.id })
      .from(walletDeposits)
      .where(
        and(eq(walletDeposits.playerId, values.playerId), eq(walletDeposits.status, 'pending')),
      );
    if (pending) throw new AppError(409, 'CONFLICT', 'wallet.deposit_pending_exists');
    // Two requests at once both pass the check above: the partial unique index stops one
    // (inside a savepoint, so the refusal leaves the transaction usable).
    try {
      return await tx.transaction(async (savepoint) => {
        const [row] = await savepoint.insert(walletDeposits).values(values).returning();
        if (!row) throw new Error('deposit insert returned nothing');
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError(409, 'CONFLICT', 'wallet.deposit_pending_exists');
      }
      throw error;
    }
  }

  async function decide(
    actor: Actor,
    tenantId: string,
    key: string,
    depositId: string,
    decision: { status: 'processed' } | { status: 'rejected'; reason: string },
  ): Promise<OfficeDeposit> {
    if (!UUID.test(depositId)) throw notFound();
    const brand = await ctx.brandOf(tenantId);
    // Read before the transaction: nothing inside it waits on a second connection.
    const existing = await findDeposit(db, { tenantId, id: depositId }, false);
    if (!existing) throw notFound();
    const [player] = await ctx.players.refs(tenantId, { ids: [existing.playerId] });
    const { answer, replayed } = await runIdempotent(
      db,
      {
        tenantId,
        scope: `staff:${actor.staffId ?? actor.username}`,
        key,
        request: { op: `deposit.${decision.status}`, depositId, decision },
        lockFirst: (tx) =>
          ctx.lockPlayer(tx, {
            tenantId,
            currency: brand.currency,
            playerId: existing.playerId,
            accounts: [
              { playerId: existing.playerId, kind: 'cash' },
              { playerId: null, kind: 'deposits' },
            ],
          }),
      },
      officeDepositSchema,
      async (tx) => {
        const row = await findDeposit(tx, { tenantId, id: depositId }, true);
        if (!row) throw notFound();
        if (row.status !== 'pending') throw notPending();
        // Credited only within the player's limits as they stand now (they may have
        // lowered one, or a break begun, since they asked).
        if (decision.status === 'processed') {
          await port.checkDeposit(tx, {
            tenantId,
            playerId: row.playerId,
            currency: brand.currency,
            amount: row.amount,
          });
        }
        const [updated] = await tx
          .update(walletDeposits)
          .set({
            status: decision.status,
            reason: decision.status === 'rejected' ? decision.reason : null,
            decidedBy: actor.username,
            decidedAt: clock(),
          })
          .where(eq(walletDeposits.id, row.id))
          .returning();
        if (!updated) throw notFound();
        if (decision.status === 'processed') {
          await ledger.credit(
            {
              tenantId,
              currency: brand.currency,
              idempotencyKey: `deposit:${row.id}`,
              type: 'deposit',
              reference: row.id,
              description: row.method === 'crypto' ? 'Crypto deposit' : 'Bank transfer deposit',
              playerId: row.playerId,
              from: 'deposits',
              amount: row.amount,
            },
            tx,
          );
          await ctx.activity.record(tx, {
            tenantId,
            playerId: row.playerId,
            currency: brand.currency,
            product: 'wallet',
            kind: 'deposit',
            reference: row.id,
            cash: row.amount,
            idempotencyKey: `deposit:${row.id}`,
          });
        }
        const reason = decision.status === 'rejected' ? decision.reason.trim() : '';
        await ctx.inbox.send(tx, {
          tenantId,
          playerId: row.playerId,
          key: `wallet.deposit.${decision.status}:${row.id}`,
          kind: 'system',
          title:
            decision.status === 'processed'
              ? 'wallet.inbox.deposit_approved_title'
              : 'wallet.inbox.deposit_rejected_title',
          body:
            decision.status === 'processed'
              ? 'wallet.inbox.deposit_approved_body'
              : reason
                ? 'wallet.inbox.deposit_rejected_reason_body'
                : 'wallet.inbox.deposit_rejected_body',
          params: { amount: { amount: row.amount, currency: brand.currency }, reason },
        });
        await audit.record(tx, actor, {
          tenantId,
          action: decision.status === 'processed' ? 'deposit.approve' : 'deposit.reject',
          targetType: 'deposit',
          targetId: row.id,
          before: { status: row.status, amount: row.amount },
          after: {
            status: updated.status,
            amount: updated.amount,
            reason: updated.reason,
          },
        });
        return {
          ...(await viewOf(tx, updated)),
          player: { id: row.playerId, username: player?.username ?? '' },
          decided_by: updated.decidedBy,
        };
      },
    );
    if (!replayed) {
      const { player: _player, decided_by: _by, ...deposit } = answer;
      await ctx.publish(tenantId, answer.player.id, { deposit });
    }
    return answer;
  }

  return {
    /** A bank transfer: the amount and the proof of payment, whose type is read from its bytes. */
    async createBank(
      tenantId: string,
      playerId: string,
      key: string,
      input: { amount: number; proof: UploadedProof | null },
    ): Promise<Deposit> {
      const brand = await ctx.brandOf(tenantId);
      if (!brand.methods.bank_transfer.enabled) {
        throw new AppError(409, 'CONFLICT', 'wallet.method_unavailable');
      }
      assertMinimum(brand, input.amount, 'amount');
      const proof = input.proof;
      if (!proof || proof.content.length === 0) {
        throw new AppError(400, 'VALIDATION_FAILED', 'wallet.proof_required', {
          fields: { proof: 'wallet.proof_required' },
        });
      }
      const type = sniffProofType(proof.content);
      if (!type) {
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'wallet.proof_type', {
          fields: { proof: 'wallet.proof_type' },
        });
      }
      const sha256 = crypto.createHash('sha256').update(proof.content).digest('hex');
      const name = safeFileName(proof.name, type);
      const { answer, replayed } = await runIdempotent(
        db,
        {
          tenantId,
          scope: playerId,
          key,
          request: { op: 'deposit.bank', amount: input.amount, sha256, name },
        },
        depositSchema,
        async (tx) => {
          // Responsible gambling: a deposit that would pass a limit is not even asked for.
          await port.checkDeposit(tx, {
            tenantId,
            playerId,
            currency: brand.currency,
            amount: input.amount,
          });
          const [file] = await tx
            .insert(walletFiles)
            .values({
              tenantId,
              playerId,
              name,
              type,
              size: proof.content.length,
              sha256,
              content: proof.content,
            })
            .returning({ id: walletFiles.id });
          if (!file) throw new Error('proof insert returned nothing');
          const row = await insertPending(tx, {
            tenantId,
            playerId,
            method: 'bank_transfer',
            amount: input.amount,
            currency: brand.currency,
            proofFileId: file.id,
            createdAt: clock(),
          });
          return viewOf(tx, row);
        },
      );
      if (!replayed) await ctx.publish(tenantId, playerId, { deposit: answer });
      return answer;
    },

    /** Crypto: the brand's address and rate for the network are copied onto the deposit. */
    async createCrypto(
      tenantId: string,
      playerId: string,
      key: string,
      input: CryptoDepositRequest,
    ): Promise<Deposit> {
      const brand = await ctx.brandOf(tenantId);
      const method = brand.methods.crypto.find((m) => m.network === input.network && m.enabled);
      if (!method) throw new AppError(409, 'CONFLICT', 'wallet.method_unavailable');
      const amount = coinToMinor(input.amount_coin, method.rate, brand.currency);
      if (amount <= 0) {
        throw new AppError(400, 'VALIDATION_FAILED', 'wallet.amount_positive', {
          fields: { amount_coin: 'wallet.amount_positive' },
        });
      }
      if (amount > MAX_AMOUNT) {
        throw new AppError(400, 'VALIDATION_FAILED', 'wallet.amount_too_large', {
          fields: { amount_coin: 'wallet.amount_too_large' },
        });
      }
      assertMinimum(brand, amount, 'amount_coin');
      const { answer, replayed } = await runIdempotent(
        db,
        { tenantId, scope: playerId, key, request: { op: 'deposit.crypto', ...input } },
        depositSchema,
        async (tx) => {
          await port.checkDeposit(tx, { tenantId, playerId, currency: brand.currency, amount });
          const row = await insertPending(tx, {
            tenantId,
            playerId,
            method: 'crypto',
            amount,
            currency: brand.currency,
            crypto: {
              network: method.network,
              coin: method.coin,
              address: method.address,
              amountCoin: input.amount_coin,
              rate: method.rate,
              txHash: input.tx_hash ?? null,
            },
            createdAt: clock(),
          });
          return viewOf(tx, row);
        },
      );
      if (!replayed) await ctx.publish(tenantId, playerId, { deposit: answer });
      return answer;
    },

    /** The player takes back a deposit staff have not decided yet. */
    async cancel(
      tenantId: string,
      playerId: string,
      key: string,
      depositId: string,
    ): Promise<Deposit> {
      if (!UUID.test(depositId)) throw notFound();
      const { answer, replayed } = await runIdempotent(
        db,
        { tenantId, scope: playerId, key, request: { op: 'deposit.cancel', depositId } },
        depositSchema,
        async (tx) => {
          const row = await findDeposit(tx, { tenantId, id: depositId, playerId }, true);
          if (!row) throw notFound();
          if (row.status !== 'pending') throw notPending();
          const [updated] = await tx
            .update(walletDeposits)
            .set({ status: 'cancelled', decidedAt: clock() })
            .where(eq(walletDeposits.id, row.id))
            .returning();
          if (!updated) throw notFound();
          return viewOf(tx, updated);
        },
      );
      if (!replayed) await ctx.publish(tenantId, playerId, { deposit: answer });
      return answer;
    },

    approve(actor: Actor, tenantId: string, key: string, depositId: string) {
      return decide(actor, tenantId, key, depositId, { status: 'processed' });
    },

    reject(actor: Actor, tenantId: string, key: string, depositId: string, reason: string) {
      return decide(actor, tenantId, key, depositId, { status: 'rejected', reason });
    },

    /** A deposit's proof file: the player's own only, when `playerId` is given. */
    async proof(
      tenantId: string,
      depositId: string,
      playerId?: string,
    ): Promise<{ name: string; type: string; content: Buffer }> {
      if (!UUID.test(depositId)) throw notFound();
      const row = await findDeposit(
        db,
        playerId === undefined
          ? { tenantId, id: depositId }
          : { tenantId, id: depositId, playerId },
        false,
      );
      if (!row?.proofFileId) throw notFound();
      const [file] = await db
        .select({
          name: walletFiles.name,
          type: walletFiles.type,
          content: byteaAsBase64(walletFiles.content),
        })
        .from(walletFiles)
        .where(and(eq(walletFiles.tenantId, tenantId), eq(walletFiles.id, row.proofFileId)));
      if (!file) throw notFound();
      return { ...file, content: Buffer.from(file.content, 'base64') };
    },
  };
}
