import { and, eq, inArray } from 'drizzle-orm';
import type { Deposit, Withdrawal } from '@tribuna/contracts/wallet';
import type { DbOrTx } from '../../db/database';
import { walletDeposits, walletFiles, walletWithdrawals } from './wallet.schema';

export type DepositRow = typeof walletDeposits.$inferSelect;
export type WithdrawalRow = typeof walletWithdrawals.$inferSelect;
type ProofMeta = NonNullable<Deposit['proof']>;

/** The proofs' name, type and size by file id (never the content). */
export async function proofMetas(tx: DbOrTx, rows: DepositRow[]): Promise<Map<string, ProofMeta>> {
  const ids = rows.map((r) => r.proofFileId).filter((id): id is string => id !== null);
  if (ids.length === 0) return new Map();
  const files = await tx
    .select({
      id: walletFiles.id,
      name: walletFiles.name,
      type: walletFiles.type,
      size: walletFiles.size,
    })
    .from(walletFiles)
    .where(inArray(walletFiles.id, ids));
  return new Map(files.map((f) => [f.id, { name: f.name, type: f.type, size: f.size }]));
}

export function depositView(row: DepositRow, proofs: Map<string, ProofMeta>): Deposit {
  return {
    id: row.id,
    method: row.method,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
    proof: row.proofFileId ? (proofs.get(row.proofFileId) ?? null) : null,
    crypto: row.crypto
      ? {
          network: row.crypto.network,
          coin: row.crypto.coin,
          address: row.crypto.address,
          amount_coin: row.crypto.amountCoin,
          rate: row.crypto.rate,
          tx_hash: row.crypto.txHash,
        }
      : null,
  };
}

export function withdrawalView(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    method: row.method,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
    bank: row.bank,
    crypto: row.crypto,
  };
}

/** One deposit of a brand (and of a player, when given), locked for the rest of `tx` if asked. */
export async function findDeposit(
  tx: DbOrTx,
  where: { tenantId: string; id: string; playerId?: string },
  lock: boolean,
): Promise<DepositRow | null> {
  const filters = and(
    eq(walletDeposits.tenantId, where.tenantId),
    eq(walletDeposits.id, where.id),
    where.playerId === undefined ? undefined : eq(walletDeposits.playerId, where.playerId),
  );
  const query = tx.select().from(walletDeposits).where(filters);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findWithdrawal(
  tx: DbOrTx,
  where: { tenantId: string; id: string; playerId?: string },
  lock: boolean,
): Promise<WithdrawalRow | null> {
  const filters = and(
    eq(walletWithdrawals.tenantId, where.tenantId),
    eq(walletWithdrawals.id, where.id),
    where.playerId === undefined ? undefined : eq(walletWithdrawals.playerId, where.playerId),
  );
  const query = tx.select().from(walletWithdrawals).where(filters);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
