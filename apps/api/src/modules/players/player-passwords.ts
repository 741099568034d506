import { and, eq, isNull, sql } from 'drizzle-orm';
import { PASSWORD_RESET_TTL_MIN } from '@tribuna/contracts/auth';
import { translate } from '@tribuna/contracts/messages';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import { hashPassword, opaqueToken, sha256, verifyPassword } from '../../lib/secure-tokens';
import type { PlayerPrincipal } from '../../plugins/auth';
import type { MailService } from '../mail/mail.service';
import { playerGone, tooManyAttempts } from './player-errors';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_MS, loginFailuresKey } from './player-login';
import type { PlayerRecords } from './player-records';
import type { ClientInfo, PlayerSessions } from './player-sessions';
import { passwordResets, players } from './players.schema';

/** Reset mails per address and brand per window: stops mail bombing, answer unchanged. */
const RESET_MAILS_PER_EMAIL = 3;
const RESET_REQUESTS_PER_ADDRESS = 20;

function resetTokenInvalid(): AppError {
  return new AppError(400, 'TOKEN_INVALID', 'auth.reset_token_invalid', {
    fields: { token: 'auth.reset_token_invalid' },
  });
}

/** Forgotten passwords (a mailed one-time token) and changed ones; both end sessions. */
export function createPlayerPasswords(deps: {
  db: Db;
  limiter: RateLimiter;
  mail: MailService;
  records: Pick<PlayerRecords, 'getRecord'>;
  sessions: Pick<PlayerSessions, 'revokeAll' | 'publishRevoked'>;
}) {
  const { db, limiter, mail, records, sessions } = deps;

  /**
   * Starts a password reset: a one-time token for 60 minutes, mailed (outbox and
   * log). Answers nothing either way, so the caller cannot learn who has an account.
   */
  async function requestPasswordReset(
    tenant: { id: string; name: string },
    email: string,
    link: (token: string) => string,
    client: ClientInfo,
  ): Promise<void> {
    const address = email.trim().toLowerCase();
    // Over budget: no mail, but the same answer, so the limit reveals nothing either.
    const [byEmail, byAddress] = await Promise.all([
      limiter.hit(`player-reset:${tenant.id}:${address}`, RESET_MAILS_PER_EMAIL, LOGIN_WINDOW_MS),
      limiter.hit(
        `player-reset-ip:${tenant.id}:${client.ip}`,
        RESET_REQUESTS_PER_ADDRESS,
        LOGIN_WINDOW_MS,
      ),
    ]);
    if (!byEmail.allowed || !byAddress.allowed) return;
    const [row] = await db
      .select()
      .from(players)
      .where(and(eq(players.tenantId, tenant.id), eq(sql`lower(${players.email})`, address)));
    if (!row || row.status !== 'active') return;
    const token = opaqueToken();
    const params = {
      site: tenant.name,
      name: row.name,
      minutes: PASSWORD_RESET_TTL_MIN,
      link: link(token),
    };
    await db.transaction(async (tx) => {
      await tx.insert(passwordResets).values({
        tokenHash: sha256(token),
        tenantId: tenant.id,
        playerId: row.id,
        expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MIN * 60_000),
      });
      await mail.enqueue(tx, {
        tenantId: tenant.id,
        to: row.email,
        subject: translate('mail.reset_subject', row.language, params),
        body: translate('mail.reset_body', row.language, params),
      });
    });
  }

  /** Spends a reset token: new password, every reset link and every session ended. */
  async function resetPassword(
    tenantId: string,
    rawToken: string,
    password: string,
  ): Promise<void> {
    const tokenHash = sha256(rawToken);
    const valid = and(
      eq(passwordResets.tokenHash, tokenHash),
      eq(passwordResets.tenantId, tenantId),
      isNull(passwordResets.usedAt),
      sql`${passwordResets.expiresAt} > now()`,
    );
    // Checked before hashing, so junk tokens cost no argon2 work.
    const [pending] = await db.select().from(passwordResets).where(valid);
    if (!pending) throw resetTokenInvalid();
    const passwordHash = await hashPassword(password);
    const playerId = await db.transaction(async (tx) => {
      const [spent] = await tx
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(valid)
        .returning({ playerId: passwordResets.playerId });
      if (!spent) throw resetTokenInvalid();
      await tx
        .update(players)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(players.id, spent.playerId));
      await tx
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResets.playerId, spent.playerId), isNull(passwordResets.usedAt)));
      await sessions.revokeAll(tx, spent.playerId, 'password_reset');
      return spent.playerId;
    });
    await limiter.reset(loginFailuresKey(tenantId, playerId));
    await sessions.publishRevoked(playerId, 'all');
  }

  /** Asks the current password; the other sessions end, this one stays. */
  async function changePassword(
    tenantId: string,
    principal: PlayerPrincipal,
    current: string,
    next: string,
  ): Promise<void> {
    const row = await records.getRecord(tenantId, principal.playerId);
    if (!row) throw playerGone();
    // Shares the login's failure budget, so this is no side door for guessing.
    const accountKey = loginFailuresKey(tenantId, row.id);
    const budget = await limiter.peek(accountKey, LOGIN_FAILURES_PER_ACCOUNT);
    if (!budget.allowed) throw tooManyAttempts(budget.resetInMs);
    if (!(await verifyPassword(row.passwordHash, current))) {
      await limiter.hit(accountKey, LOGIN_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_MS);
      throw new AppError(400, 'VALIDATION_FAILED', 'auth.current_password_wrong', {
        fields: { current_password: 'auth.current_password_wrong' },
      });
    }
    const passwordHash = await hashPassword(next);
    const revoked = await db.transaction(async (tx) => {
      await tx
        .update(players)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(players.id, row.id));
      return sessions.revokeAll(tx, row.id, 'password_change', principal.sessionId);
    });
    await sessions.publishRevoked(row.id, revoked);
  }

  return { requestPasswordReset, resetPassword, changePassword };
}
