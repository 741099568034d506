import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { STAFF_SCOPES, type StaffScope, type StaffStatus } from '@tribuna/contracts/office';
import type { Db, DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { hashPassword, opaqueToken, sha256, verifyPassword } from '../../lib/secure-tokens';
import { isUniqueViolation } from '../../db/errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { TokenIssuer } from '../../lib/tokens';
import type { StaffPrincipal } from '../../plugins/auth';
import type { Actor, AuditService } from '../audit/audit.service';
import { staff, staffRefreshTokens, staffSessions } from './staff.schema';

export const STAFF_ACCESS_TTL_S = 15 * 60;
/** A refresh token lives half a working day; each use replaces it. */
export const STAFF_REFRESH_TTL_S = 12 * 3600;
/** However often it is refreshed, an office session ends after a week. */
const STAFF_SESSION_MAX_S = 7 * 24 * 3600;

const LOGIN_WINDOW_MS = 15 * 60_000;
const LOGIN_FAILURES_PER_ACCOUNT = 5;
const LOGIN_FAILURES_PER_ADDRESS = 30;

export type StaffRow = typeof staff.$inferSelect;

export interface StaffTokens {
  token: string;
  expiresIn: number;
  refreshToken: string;
  refreshExpiresIn: number;
}

export interface NewStaffInput {
  username: string;
  email: string;
  password: string;
  scopes: StaffScope[];
}

export type StaffService = ReturnType<typeof createStaffService>;

function isStaffScope(value: string): value is StaffScope {
  return (STAFF_SCOPES as readonly string[]).includes(value);
}

/** Scopes as stored, narrowed to the ones this build knows. */
export function scopesOf(row: Pick<StaffRow, 'scopes'>): StaffScope[] {
  return row.scopes.filter(isStaffScope);
}

function publicView(row: StaffRow) {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    scopes: scopesOf(row),
    status: row.status,
    isOwner: row.isOwner,
    tenantId: row.tenantId,
  };
}

/**
 * Staff accounts, their office sessions and refresh-token families. A session is
 * checked against the database on every call, so disabling an account, changing its
 * scopes or signing out takes effect on every process at once.
 */
export function createStaffService(deps: {
  db: Db;
  tokens: TokenIssuer;
  limiter: RateLimiter;
  audit: AuditService;
}) {
  const { db, tokens, limiter, audit } = deps;
  // Verified against when the username is unknown, so both answers take as long.
  const dummyHash = hashPassword('tribuna-no-such-staff');

  async function issue(
    tx: DbOrTx,
    row: StaffRow,
    sessionId: string,
    rotateFrom?: string,
  ): Promise<StaffTokens> {
    const refreshToken = opaqueToken();
    if (rotateFrom) {
      await tx
        .update(staffRefreshTokens)
        .set({ usedAt: sql`now()` })
        .where(eq(staffRefreshTokens.id, rotateFrom));
    }
    await tx.insert(staffRefreshTokens).values({
      sessionId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(Date.now() + STAFF_REFRESH_TTL_S * 1000),
    });
    const token = await tokens.sign(
      { sub: row.id, tid: row.isOwner ? null : row.tenantId, sid: sessionId, aud: 'staff' },
      STAFF_ACCESS_TTL_S,
    );
    return {
      token,
      expiresIn: STAFF_ACCESS_TTL_S,
      refreshToken,
      refreshExpiresIn: STAFF_REFRESH_TTL_S,
    };
  }

  async function findForLogin(tenantId: string, username: string): Promise<StaffRow | undefined> {
    const name = username.trim().toLowerCase();
    // The brand's own staff first, then a platform owner (who may sign in anywhere).
    const [own] = await db
      .select()
      .from(staff)
      .where(and(eq(staff.tenantId, tenantId), eq(sql`lower(${staff.username})`, name)));
    if (own) return own;
    const [owner] = await db
      .select()
      .from(staff)
      .where(
        and(
          isNull(staff.tenantId),
          eq(staff.isOwner, true),
          eq(sql`lower(${staff.username})`, name),
        ),
      );
    return owner;
  }

  async function getInTenant(tenantId: string, id: string): Promise<StaffRow> {
    const [row] = await db
      .select()
      .from(staff)
      .where(and(eq(staff.id, id), eq(staff.tenantId, tenantId)));
    if (!row) throw new AppError(404, 'NOT_FOUND', 'office.staff_not_found');
    return row;
  }

  async function revokeAll(tx: DbOrTx, staffId: string): Promise<void> {
    await tx
      .update(staffSessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
  }

  /**
   * Hashes the password outside any transaction (it is slow on purpose) and gives
   * back the insert to run inside the caller's transaction, e.g. a new brand's.
   */
  async function prepare(input: NewStaffInput, isOwner = false) {
    const passwordHash = await hashPassword(input.password);
    return async (tx: DbOrTx, actor: Actor, tenantId: string | null): Promise<StaffRow> => {
      // A brand's account may not take a platform owner's name either: on that
      // brand's host it would shadow the owner at sign-in.
      const [existing] = await tx
        .select({ id: staff.id })
        .from(staff)
        .where(
          and(
            tenantId === null
              ? isNull(staff.tenantId)
              : or(eq(staff.tenantId, tenantId), isNull(staff.tenantId)),
            eq(sql`lower(${staff.username})`, input.username.toLowerCase()),
          ),
        );
      if (existing) {
        throw new AppError(409, 'CONFLICT', 'office.staff_username_taken', {
          fields: { username: 'office.staff_username_taken' },
        });
      }
      let row: StaffRow | undefined;
      try {
        [row] = await tx
          .insert(staff)
          .values({
            tenantId,
            username: input.username,
            email: input.email,
            passwordHash,
            scopes: [...new Set(input.scopes)],
            isOwner,
          })
          .returning();
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError(409, 'CONFLICT', 'office.staff_username_taken', {
            fields: { username: 'office.staff_username_taken' },
          });
        }
        throw error;
      }
      if (!row) throw new Error('staff insert returned nothing');
      await audit.record(tx, actor, {
        tenantId,
        action: 'staff.create',
        targetType: 'staff',
        targetId: row.id,
        after: publicView(row),
      });
      return row;
    };
  }

  return {
    publicView,
    prepare,

    async login(
      tenantId: string,
      input: { username: string; password: string },
      client: { ip: string; userAgent: string | undefined },
    ): Promise<StaffTokens> {
      const accountKey = `staff-login:${tenantId}:${input.username.trim().toLowerCase()}`;
      const addressKey = `staff-login-ip:${client.ip}`;
      const [byAccount, byAddress] = await Promise.all([
        limiter.peek(accountKey, LOGIN_FAILURES_PER_ACCOUNT),
        limiter.peek(addressKey, LOGIN_FAILURES_PER_ADDRESS),
      ]);
      if (!byAccount.allowed || !byAddress.allowed) {
        const ms = Math.max(byAccount.resetInMs, byAddress.resetInMs);
        const minutes = Math.max(1, Math.ceil(ms / 60_000));
        throw new AppError(429, 'RATE_LIMITED', 'auth.too_many_attempts', {
          params: { minutes },
          headers: { 'retry-after': String(Math.ceil(ms / 1000)) },
        });
      }

      const row = await findForLogin(tenantId, input.username);
      const ok = row
        ? await verifyPassword(row.passwordHash, input.password)
        : (await verifyPassword(await dummyHash, input.password), false);
      if (!row || !ok) {
        await Promise.all([
          limiter.hit(accountKey, LOGIN_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_MS),
          limiter.hit(addressKey, LOGIN_FAILURES_PER_ADDRESS, LOGIN_WINDOW_MS),
        ]);
        throw new AppError(401, 'INVALID_CREDENTIALS', 'auth.credentials_incorrect', {
          fields: { username: 'auth.credentials_incorrect' },
        });
      }
      if (row.status !== 'active') {
        throw new AppError(403, 'USER_BLOCKED', 'auth.user_blocked', { alert: true });
      }
      await limiter.reset(accountKey);

      return db.transaction(async (tx) => {
        const [session] = await tx
          .insert(staffSessions)
          .values({
            staffId: row.id,
            tenantId,
            ip: client.ip,
            userAgent: client.userAgent?.slice(0, 300) ?? null,
            expiresAt: new Date(Date.now() + STAFF_SESSION_MAX_S * 1000),
          })
          .returning({ id: staffSessions.id });
        if (!session) throw new Error('session insert returned nothing');
        await tx
          .update(staff)
          .set({ lastLoginAt: sql`now()` })
          .where(eq(staff.id, row.id));
        return issue(tx, row, session.id);
      });
    },

    /**
     * Spends a refresh token for a new pair. A token spent twice means it was copied:
     * the whole session (every token of its family) is revoked.
     */
    async refresh(tenantId: string, rawToken: string | undefined): Promise<StaffTokens> {
      const invalid = () => new AppError(401, 'UNAUTHENTICATED', 'auth.refresh_invalid');
      if (!rawToken) throw invalid();
      const outcome = await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ token: staffRefreshTokens, session: staffSessions, member: staff })
          .from(staffRefreshTokens)
          .innerJoin(staffSessions, eq(staffSessions.id, staffRefreshTokens.sessionId))
          .innerJoin(staff, eq(staff.id, staffSessions.staffId))
          .where(eq(staffRefreshTokens.tokenHash, sha256(rawToken)))
          .for('update', { of: staffRefreshTokens });
        if (!found) return null;
        const { token, session, member } = found;
        if (token.usedAt) {
          await tx
            .update(staffSessions)
            .set({ revokedAt: sql`now()` })
            .where(and(eq(staffSessions.id, session.id), isNull(staffSessions.revokedAt)));
          return 'reused' as const;
        }
        const now = Date.now();
        if (
          session.revokedAt ||
          session.expiresAt.getTime() <= now ||
          token.expiresAt.getTime() <= now ||
          member.status !== 'active' ||
          // A brand's staff session is good on its own brand's host only.
          (!member.isOwner && member.tenantId !== tenantId)
        ) {
          return null;
        }
        return issue(tx, member, session.id, token.id);
      });
      if (outcome === null || outcome === 'reused') throw invalid();
      return outcome;
    },

    /** Ends the session that owns this refresh token; unknown tokens are ignored. */
    async logout(rawToken: string | undefined): Promise<void> {
      if (!rawToken) return;
      const [found] = await db
        .select({ sessionId: staffRefreshTokens.sessionId })
        .from(staffRefreshTokens)
        .where(eq(staffRefreshTokens.tokenHash, sha256(rawToken)));
      if (!found) return;
      await db
        .update(staffSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(staffSessions.id, found.sessionId), isNull(staffSessions.revokedAt)));
    },

    /** Ends one session by id (the Bearer's), for a logout without the cookie. */
    async endSession(staffId: string, sessionId: string): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(staffSessions.id, sessionId),
            eq(staffSessions.staffId, staffId),
            isNull(staffSessions.revokedAt),
          ),
        );
    },

    /** The auth guard's question, asked on every office call. */
    async checkSession(staffId: string, sessionId: string): Promise<StaffPrincipal | null> {
      const [row] = await db
        .select({ member: staff })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.id, sessionId),
            eq(staffSessions.staffId, staffId),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, sql`now()`),
            eq(staff.status, 'active'),
          ),
        );
      if (!row) return null;
      const { member } = row;
      return {
        staffId: member.id,
        sessionId,
        username: member.username,
        tenantId: member.isOwner ? null : member.tenantId,
        scopes: scopesOf(member),
        isOwner: member.isOwner,
      };
    },

    async getById(id: string): Promise<StaffRow | null> {
      const [row] = await db.select().from(staff).where(eq(staff.id, id));
      return row ?? null;
    },

    /** A brand's staff, oldest first. Platform owners are not a brand's staff. */
    async list(tenantId: string): Promise<StaffRow[]> {
      return db
        .select()
        .from(staff)
        .where(eq(staff.tenantId, tenantId))
        .orderBy(asc(staff.createdAt), asc(staff.username));
    },

    async create(actor: Actor, tenantId: string, input: NewStaffInput): Promise<StaffRow> {
      const insert = await prepare(input);
      return db.transaction((tx) => insert(tx, actor, tenantId));
    },

    /** Changes scopes and/or status. Nobody may lock themselves out. */
    async update(
      actor: Actor,
      tenantId: string,
      id: string,
      patch: { scopes?: StaffScope[] | undefined; status?: StaffStatus | undefined },
    ): Promise<StaffRow> {
      if (actor.staffId === id) {
        if (patch.status === 'disabled') {
          throw new AppError(409, 'CONFLICT', 'office.cannot_disable_self', {
            fields: { status: 'office.cannot_disable_self' },
          });
        }
      }
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(staff)
          .where(and(eq(staff.id, id), eq(staff.tenantId, tenantId)))
          .for('update');
        if (!before) throw new AppError(404, 'NOT_FOUND', 'office.staff_not_found');
        if (
          actor.staffId === id &&
          patch.scopes &&
          before.scopes.includes('admin') &&
          !patch.scopes.includes('admin')
        ) {
          throw new AppError(409, 'CONFLICT', 'office.cannot_remove_own_admin', {
            fields: { scopes: 'office.cannot_remove_own_admin' },
          });
        }
        const [after] = await tx
          .update(staff)
          .set({
            ...(patch.scopes ? { scopes: [...new Set(patch.scopes)] } : {}),
            ...(patch.status ? { status: patch.status } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(staff.id, id))
          .returning();
        if (!after) throw new Error('staff update returned nothing');
        // A disabled account's sessions end now, not when their tokens expire.
        if (after.status === 'disabled' && before.status !== 'disabled') await revokeAll(tx, id);
        await audit.record(tx, actor, {
          tenantId,
          action: 'staff.update',
          targetType: 'staff',
          targetId: id,
          before: publicView(before),
          after: publicView(after),
        });
        return after;
      });
    },

    /** Sets a new password and ends every session of that account. */
    async resetPassword(
      actor: Actor,
      tenantId: string,
      id: string,
      password: string,
    ): Promise<StaffRow> {
      await getInTenant(tenantId, id);
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(staff)
          .set({ passwordHash, updatedAt: sql`now()` })
          .where(and(eq(staff.id, id), eq(staff.tenantId, tenantId)))
          .returning();
        if (!row) throw new AppError(404, 'NOT_FOUND', 'office.staff_not_found');
        await revokeAll(tx, id);
        await audit.record(tx, actor, {
          tenantId,
          action: 'staff.password.reset',
          targetType: 'staff',
          targetId: id,
          // Never the hash: only that it changed.
          after: { password: 'changed' },
        });
        return row;
      });
    },

    /** Demo and bootstrap accounts: created once, left alone after. */
    async ensure(
      actor: Actor,
      tenantId: string | null,
      input: NewStaffInput,
      isOwner = false,
    ): Promise<void> {
      const [existing] = await db
        .select({ id: staff.id })
        .from(staff)
        .where(
          and(
            tenantId === null ? isNull(staff.tenantId) : eq(staff.tenantId, tenantId),
            eq(sql`lower(${staff.username})`, input.username.toLowerCase()),
          ),
        );
      if (existing) return;
      const insert = await prepare(input, isOwner);
      await db.transaction((tx) => insert(tx, actor, tenantId));
    },
  };
}
