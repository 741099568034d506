import { and, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { auditLog } from './audit.schema';

/** Who did something: a staff member, or the platform itself (seed, jobs). */
export interface Actor {
  staffId: string | null;
  username: string;
  ip: string | null;
}

export const SYSTEM_ACTOR: Actor = { staffId: null, username: 'system', ip: null };

export interface AuditEntryInput {
  tenantId: string | null;
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
}

export interface AuditQuery {
  /** Undefined: every tenant and platform entries (platform owner only). */
  tenantId?: string;
  action?: string;
  staff?: string;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

export type AuditService = ReturnType<typeof createAuditService>;

export function createAuditService(deps: { db: Db }) {
  return {
    /** Call inside the transaction that makes the change, so both land or neither. */
    async record(tx: DbOrTx, actor: Actor, entry: AuditEntryInput): Promise<void> {
      await tx.insert(auditLog).values({
        tenantId: entry.tenantId,
        staffId: actor.staffId,
        staffUsername: actor.username,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
        ip: actor.ip,
      });
    },

    async list(query: AuditQuery) {
      const filters: SQL[] = [];
      if (query.tenantId !== undefined) {
        filters.push(eq(auditLog.tenantId, query.tenantId));
      }
      if (query.action) filters.push(ilike(auditLog.action, `${query.action}%`));
      if (query.staff) filters.push(ilike(auditLog.staffUsername, `%${query.staff}%`));
      if (query.from) filters.push(gte(auditLog.at, query.from));
      if (query.to) filters.push(lte(auditLog.at, query.to));
      const where = filters.length ? and(...filters) : undefined;
      const rows = await deps.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at))
        .limit(query.limit + 1)
        .offset(query.offset);
      return { items: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
    },
  };
}
