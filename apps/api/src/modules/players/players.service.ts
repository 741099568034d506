import crypto from 'node:crypto';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  ACCESS_TOKEN_TTL_S,
  PASSWORD_RESET_TTL_MIN,
  REFRESH_TOKEN_TTL_S,
  type RegisterRequest,
  type User,
} from '@tribuna/contracts/auth';
import type { UpdateProfileRequest } from '@tribuna/contracts/profile';
import type { Language } from '@tribuna/contracts/languages';
import { translate } from '@tribuna/contracts/messages';
import { playerTopic } from '@tribuna/contracts/live';
import type { Db, DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { hashPassword, opaqueToken, sha256, verifyPassword } from '../../lib/secure-tokens';
import { escapeLike, isUniqueViolation } from '../../db/errors';
import type { EventBus } from '../../lib/bus';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { TokenIssuer } from '../../lib/tokens';
import type { PlayerPrincipal } from '../../plugins/auth';
import type { Actor, AuditService } from '../audit/audit.service';
import type { MailService } from '../mail/mail.service';
import { passwordResets, players, playerSessions, refreshTokens } from './players.schema';

const LOGIN_WINDOW_MS = 15 * 60_000;
const LOGIN_FAILURES_PER_ACCOUNT = 5;
const LOGIN_FAILURES_PER_ADDRESS = 20;
/** Reset mails per address and brand per window: stops mail bombing, answer unchanged. */
const RESET_MAILS_PER_EMAIL = 3;
const RESET_REQUESTS_PER_ADDRESS = 20;
/** New accounts per client address and brand per hour: stops scripted sign-ups. */
const REGISTRATIONS_PER_ADDRESS = 10;
const REGISTRATION_WINDOW_MS = 60 * 60_000;
/** Published on `player:<id>`: data `{sessionId}` ends one session's sockets, null all. */
const SESSION_REVOKED = 'session.revoked';

export type PlayerStatus = 'active' | 'blocked';
export type PlayerRecord = typeof players.$inferSelect;
export type RevokeReason =
  'logout' | 'reuse' | 'blocked' | 'password_reset' | 'password_change' | 'reset_cookie';

/** A player as the back office sees it. */
export interface PlayerRow {
  id: string;
  username: string;
  email: string;
  name: string;
  lastName: string;
  phone: string | null;
  dni: string | null;
  gender: string | null;
  country: string | null;
  state: string | null;
  city: string | null;
  birthDate: string | null;
  language: Language;
  status: PlayerStatus;
  blockedReason: string | null;
  createdAt: Date;
  lastLoginAt: Date | null;
  /** Sessions not revoked whose refresh token may still be alive. */
  activeSessions: number;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

/** What login, register and refresh hand out; the route puts the refresh token in a cookie. */
export interface IssuedTokens {
  token: string;
  expiresIn: number;
  refreshToken: string;
  refreshExpiresIn: number;
  playerId: string;
  sessionId: string;
}

export type PlayersService = ReturnType<typeof createPlayersService>;

// No 0/O or 1/I, so a code read aloud or typed from a screenshot works.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function referralCode(): string {
  const bytes = crypto.randomBytes(8);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user call's answer: what the site shows of its own player. */
export function toUser(row: PlayerRecord, currency: string): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    name: row.name,
    last_name: row.lastName,
    phone: row.phone,
    dni: row.dni,
    gender: row.gender,
    country: row.country,
    state: row.state,
    city: row.city,
    birth_date: row.birthDate,
    language: row.language,
    currency,
    referral_code: row.referralCode,
    status: row.status,
    scope: [],
    created_at: row.createdAt.toISOString(),
  };
}

function tooManyAttempts(
  resetInMs: number,
  key: 'auth.too_many_attempts' | 'auth.too_many_registrations' = 'auth.too_many_attempts',
): AppError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  return new AppError(429, 'RATE_LIMITED', key, {
    params: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
    headers: { 'retry-after': String(seconds) },
  });
}

const credentialsIncorrect = () =>
  new AppError(401, 'INVALID_CREDENTIALS', 'auth.credentials_incorrect', { alert: true });
const userBlocked = () => new AppError(403, 'USER_BLOCKED', 'auth.user_blocked', { alert: true });
const refreshInvalid = () => new AppError(401, 'UNAUTHENTICATED', 'auth.refresh_invalid');
const emailTakenByOther = () =>
  new AppError(409, 'CONFLICT', 'profile.email_taken', {
    fields: { email: 'profile.email_taken' },
  });
const playerGone = () => new AppError(401, 'UNAUTHENTICATED', 'auth.unauthenticated');

/** An optional text the player left out stays; null or blank clears it. */
function optionalColumn(value: string | null | undefined): string | null | undefined {
  return value === undefined ? undefined : value?.trim() || null;
}

const resetTokenInvalid = () =>
  new AppError(400, 'TOKEN_INVALID', 'auth.reset_token_invalid', {
    fields: { token: 'auth.reset_token_invalid' },
  });

/**
 * Player accounts, their sessions (refresh-token families) and passwords. Every
 * Bearer call asks `checkSession`, so a logout, a block or a password change takes
 * effect on every process at once; the bus closes the player's live sockets.
 */
export function createPlayersService(deps: {
  db: Db;
  bus: EventBus;
  tokens: TokenIssuer;
  limiter: RateLimiter;
  audit: AuditService;
  mail: MailService;
}) {
  const { db, bus, tokens, limiter, audit, mail } = deps;
  // Verified against when an account does not exist, so both answers take as long.
  // Made now, not on first use, so that first answer is not slower either.
  const dummyHash = hashPassword('tribuna-no-such-player');

  const rowColumns = {
    id: players.id,
    username: players.username,
    email: players.email,
    name: players.name,
    lastName: players.lastName,
    phone: players.phone,
    dni: players.dni,
    gender: players.gender,
    country: players.country,
    state: players.state,
    city: players.city,
    birthDate: players.birthDate,
    language: players.language,
    status: players.status,
    blockedReason: players.blockedReason,
    createdAt: players.createdAt,
    lastLoginAt: players.lastLoginAt,
    // Spelled out: Drizzle leaves columns unqualified in one-table selects, which
    // inside this subquery would name the session's columns.
    activeSessions: sql<number>`(
      select count(*)::int from player_sessions ps
      where ps.player_id = "players"."id"
        and ps.revoked_at is null
        and ps.last_used_at > now() - make_interval(secs => ${REFRESH_TOKEN_TTL_S})
    )`.mapWith(Number),
  };

  async function publishRevoked(playerId: string, sessionIds: string[] | 'all'): Promise<void> {
    const topic = playerTopic(playerId);
    if (sessionIds === 'all') {
      await bus.publish(topic, { type: SESSION_REVOKED, data: null });
      return;
    }
    await Promise.all(
      sessionIds.map((sessionId) =>
        bus.publish(topic, { type: SESSION_REVOKED, data: { sessionId } }),
      ),
    );
  }

  async function revokeAll(
    tx: DbOrTx,
    playerId: string,
    reason: RevokeReason,
    except?: string,
  ): Promise<string[]> {
    const revoked = await tx
      .update(playerSessions)
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where(
        and(
          eq(playerSessions.playerId, playerId),
          isNull(playerSessions.revokedAt),
          except ? ne(playerSessions.id, except) : undefined,
        ),
      )
      .returning({ id: playerSessions.id });
    return revoked.map((r) => r.id);
  }

  async function issue(
    tx: DbOrTx,
    tenantId: string,
    playerId: string,
    sessionId: string,
  ): Promise<IssuedTokens> {
    const refreshToken = opaqueToken();
    await tx.insert(refreshTokens).values({
      tokenHash: sha256(refreshToken),
      sessionId,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_S * 1000),
    });
    const token = await tokens.sign(
      { sub: playerId, tid: tenantId, sid: sessionId, aud: 'player' },
      ACCESS_TOKEN_TTL_S,
    );
    return {
      token,
      expiresIn: ACCESS_TOKEN_TTL_S,
      refreshToken,
      refreshExpiresIn: REFRESH_TOKEN_TTL_S,
      playerId,
      sessionId,
    };
  }

  async function openSession(
    tx: DbOrTx,
    tenantId: string,
    playerId: string,
    client: ClientInfo,
  ): Promise<IssuedTokens> {
    const [session] = await tx
      .insert(playerSessions)
      .values({
        tenantId,
        playerId,
        ip: client.ip,
        userAgent: client.userAgent?.slice(0, 300) ?? null,
      })
      .returning({ id: playerSessions.id });
    if (!session) throw new Error('session insert returned nothing');
    await tx
      .update(players)
      .set({ lastLoginAt: sql`now()` })
      .where(eq(players.id, playerId));
    return issue(tx, tenantId, playerId, session.id);
  }

  async function findByLogin(tenantId: string, login: string): Promise<PlayerRecord | undefined> {
    const name = login.trim().toLowerCase();
    // Usernames cannot hold '@', so one identifier never matches two accounts.
    const [row] = await db
      .select()
      .from(players)
      .where(
        and(
          eq(players.tenantId, tenantId),
          or(eq(sql`lower(${players.username})`, name), eq(sql`lower(${players.email})`, name)),
        ),
      )
      .limit(1);
    return row;
  }

  async function getRecord(tenantId: string, playerId: string): Promise<PlayerRecord | null> {
    const [row] = await db
      .select()
      .from(players)
      .where(and(eq(players.tenantId, tenantId), eq(players.id, playerId)));
    return row ?? null;
  }

  async function getById(tenantId: string, playerId: string): Promise<PlayerRow | null> {
    if (!UUID.test(playerId)) return null;
    const [row] = await db
      .select(rowColumns)
      .from(players)
      .where(and(eq(players.tenantId, tenantId), eq(players.id, playerId)));
    return row ?? null;
  }

  /** Which of username and email are already taken on this brand, as field errors. */
  async function takenFields(
    tx: DbOrTx,
    tenantId: string,
    username: string,
    email: string,
  ): Promise<Record<string, 'auth.username_taken' | 'auth.email_taken'>> {
    const rows = await tx
      .select({ username: players.username, email: players.email })
      .from(players)
      .where(
        and(
          eq(players.tenantId, tenantId),
          or(
            eq(sql`lower(${players.username})`, username.toLowerCase()),
            eq(sql`lower(${players.email})`, email.toLowerCase()),
          ),
        ),
      );
    const fields: Record<string, 'auth.username_taken' | 'auth.email_taken'> = {};
    for (const row of rows) {
      if (row.username.toLowerCase() === username.toLowerCase())
        fields.username = 'auth.username_taken';
      if (row.email.toLowerCase() === email.toLowerCase()) fields.email = 'auth.email_taken';
    }
    return fields;
  }

  function conflict(fields: Record<string, 'auth.username_taken' | 'auth.email_taken'>): AppError {
    const first = fields.username ?? fields.email ?? 'auth.username_taken';
    return new AppError(409, 'CONFLICT', first, { fields });
  }

  async function insertPlayer(
    tx: DbOrTx,
    values: Omit<typeof players.$inferInsert, 'referralCode'>,
  ): Promise<PlayerRecord> {
    const fields = await takenFields(tx, values.tenantId, values.username, values.email);
    if (Object.keys(fields).length > 0) throw conflict(fields);
    // A clash of random codes is rare; a savepoint lets us try another without losing the rest.
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await tx.transaction(async (sp) => {
          const [row] = await sp
            .insert(players)
            .values({ ...values, referralCode: referralCode() })
            .returning();
          if (!row) throw new Error('player insert returned nothing');
          return row;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const raced = await takenFields(tx, values.tenantId, values.username, values.email);
        if (Object.keys(raced).length > 0) throw conflict(raced);
        if (attempt >= 4) throw error;
      }
    }
  }

  return {
    toUser,

    /** Creates the account and logs it in, in one transaction: a refusal stores nothing. */
    async register(
      tenantId: string,
      input: RegisterRequest & { language: Language },
      client: ClientInfo,
    ): Promise<IssuedTokens> {
      const budget = await limiter.hit(
        `player-register-ip:${tenantId}:${client.ip}`,
        REGISTRATIONS_PER_ADDRESS,
        REGISTRATION_WINDOW_MS,
      );
      if (!budget.allowed) throw tooManyAttempts(budget.resetInMs, 'auth.too_many_registrations');
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          let referredBy: string | null = null;
          if (input.referral_code) {
            const [referrer] = await tx
              .select({ id: players.id })
              .from(players)
              .where(
                and(
                  eq(players.tenantId, tenantId),
                  eq(players.referralCode, input.referral_code.toUpperCase()),
                ),
              );
            if (!referrer) {
              throw new AppError(400, 'VALIDATION_FAILED', 'auth.referral_unknown', {
                fields: { referral_code: 'auth.referral_unknown' },
              });
            }
            referredBy = referrer.id;
          }
          const row = await insertPlayer(tx, {
            tenantId,
            username: input.username,
            email: input.email,
            passwordHash,
            name: input.name,
            lastName: input.last_name,
            phone: input.phone ?? null,
            dni: input.dni ?? null,
            gender: input.gender ?? null,
            country: input.country ?? null,
            state: input.state ?? null,
            city: input.city ?? null,
            birthDate: input.birth_date ?? null,
            language: input.language,
            referredBy,
            promoCode: input.promo_code ?? null,
          });
          return openSession(tx, tenantId, row.id, client);
        });
      } catch (error) {
        // Two registrations racing for one name: the loser gets the same 409.
        if (!isUniqueViolation(error)) throw error;
        const fields = await takenFields(db, tenantId, input.username, input.email);
        throw Object.keys(fields).length > 0 ? conflict(fields) : error;
      }
    },

    /**
     * Username or email and password. At most 5 failures per account and 20 failures
     * per address in 15 minutes, counted on every process (Redis when scaled out). Only
     * failures count against an address: many players share one behind a carrier's or
     * an office's NAT, and their good logins must not lock each other out.
     */
    async login(
      tenantId: string,
      input: { username: string; password: string },
      client: ClientInfo,
    ): Promise<IssuedTokens> {
      const addressKey = `player-login-ip:${tenantId}:${client.ip}`;
      const byAddress = await limiter.peek(addressKey, LOGIN_FAILURES_PER_ADDRESS);
      if (!byAddress.allowed) throw tooManyAttempts(byAddress.resetInMs);

      const row = await findByLogin(tenantId, input.username);
      // Keyed by the account when there is one, so username and email share a budget.
      const accountKey = `player-login:${tenantId}:${row?.id ?? input.username.trim().toLowerCase()}`;
      const byAccount = await limiter.peek(accountKey, LOGIN_FAILURES_PER_ACCOUNT);
      if (!byAccount.allowed) throw tooManyAttempts(byAccount.resetInMs);

      const ok = row
        ? await verifyPassword(row.passwordHash, input.password)
        : (await verifyPassword(await dummyHash, input.password), false);
      if (!row || !ok) {
        await Promise.all([
          limiter.hit(accountKey, LOGIN_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_MS),
          limiter.hit(addressKey, LOGIN_FAILURES_PER_ADDRESS, LOGIN_WINDOW_MS),
        ]);
        throw credentialsIncorrect();
      }
      // Said only to whoever knows the password, so it reveals nothing to others.
      if (row.status !== 'active') throw userBlocked();
      await limiter.reset(accountKey);
      return db.transaction((tx) => openSession(tx, tenantId, row.id, client));
    },

    /**
     * Spends a refresh token for a new pair. A token spent twice was copied: the
     * whole family (session) is revoked. Another brand's token is simply refused.
     */
    async refresh(tenantId: string, rawToken: string | undefined): Promise<IssuedTokens> {
      if (!rawToken) throw refreshInvalid();
      const outcome = await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ token: refreshTokens, session: playerSessions, status: players.status })
          .from(refreshTokens)
          .innerJoin(playerSessions, eq(playerSessions.id, refreshTokens.sessionId))
          .innerJoin(players, eq(players.id, playerSessions.playerId))
          .where(eq(refreshTokens.tokenHash, sha256(rawToken)))
          .for('update', { of: refreshTokens });
        if (!found || found.session.tenantId !== tenantId) return { kind: 'invalid' } as const;
        const { token, session } = found;
        if (token.usedAt) {
          // Only this family: the player's other devices stay signed in.
          await tx
            .update(playerSessions)
            .set({ revokedAt: sql`now()`, revokedReason: 'reuse' })
            .where(and(eq(playerSessions.id, session.id), isNull(playerSessions.revokedAt)));
          return { kind: 'reused', playerId: session.playerId, sessionId: session.id } as const;
        }
        if (session.revokedAt || token.expiresAt.getTime() <= Date.now()) {
          return { kind: 'invalid' } as const;
        }
        if (found.status !== 'active') return { kind: 'blocked' } as const;
        await tx
          .update(refreshTokens)
          .set({ usedAt: sql`now()` })
          .where(eq(refreshTokens.tokenHash, token.tokenHash));
        await tx
          .update(playerSessions)
          .set({ lastUsedAt: sql`now()` })
          .where(eq(playerSessions.id, session.id));
        return {
          kind: 'ok',
          tokens: await issue(tx, tenantId, session.playerId, session.id),
        } as const;
      });
      switch (outcome.kind) {
        case 'ok':
          return outcome.tokens;
        case 'blocked':
          throw userBlocked();
        case 'reused':
          await publishRevoked(outcome.playerId, [outcome.sessionId]);
          throw refreshInvalid();
        default:
          throw refreshInvalid();
      }
    },

    /** The session a refresh token belongs to on this brand, if any (spent or not). */
    async sessionOfRefreshToken(
      tenantId: string,
      rawToken: string | undefined,
    ): Promise<string | null> {
      if (!rawToken) return null;
      const [row] = await db
        .select({ sessionId: playerSessions.id })
        .from(refreshTokens)
        .innerJoin(playerSessions, eq(playerSessions.id, refreshTokens.sessionId))
        .where(
          and(eq(refreshTokens.tokenHash, sha256(rawToken)), eq(playerSessions.tenantId, tenantId)),
        );
      return row?.sessionId ?? null;
    },

    /** Revokes these sessions of this brand (logout); unknown ones are ignored. */
    async endSessions(tenantId: string, sessionIds: string[], reason: RevokeReason): Promise<void> {
      const ids = [...new Set(sessionIds)];
      if (ids.length === 0) return;
      const revoked = await db
        .update(playerSessions)
        .set({ revokedAt: sql`now()`, revokedReason: reason })
        .where(
          and(
            inArray(playerSessions.id, ids),
            eq(playerSessions.tenantId, tenantId),
            isNull(playerSessions.revokedAt),
          ),
        )
        .returning({ id: playerSessions.id, playerId: playerSessions.playerId });
      await Promise.all(revoked.map((r) => publishRevoked(r.playerId, [r.id])));
    },

    /** The auth guard's question, asked on every Bearer call: one query by primary key. */
    async checkSession(
      principal: PlayerPrincipal,
      tenantId: string,
    ): Promise<'ok' | 'revoked' | 'blocked'> {
      if (!UUID.test(principal.sessionId) || !UUID.test(principal.playerId)) return 'revoked';
      const [row] = await db
        .select({ revokedAt: playerSessions.revokedAt, status: players.status })
        .from(playerSessions)
        .innerJoin(players, eq(players.id, playerSessions.playerId))
        .where(
          and(
            eq(playerSessions.id, principal.sessionId),
            eq(playerSessions.playerId, principal.playerId),
            eq(playerSessions.tenantId, tenantId),
          ),
        );
      if (!row) return 'revoked';
      // Blocking also revokes; the player should hear why.
      if (row.status !== 'active') return 'blocked';
      return row.revokedAt ? 'revoked' : 'ok';
    },

    /** The full account, for the user call. */
    getRecord,

    /**
     * Starts a password reset: a one-time token for 60 minutes, mailed (outbox and
     * log). Answers nothing either way, so the caller cannot learn who has an account.
     */
    async requestPasswordReset(
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
    },

    /** Spends a reset token: new password, every reset link and every session ended. */
    async resetPassword(tenantId: string, rawToken: string, password: string): Promise<void> {
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
        await revokeAll(tx, spent.playerId, 'password_reset');
        return spent.playerId;
      });
      await limiter.reset(`player-login:${tenantId}:${playerId}`);
      await publishRevoked(playerId, 'all');
    },

    /** Asks the current password; the other sessions end, this one stays. */
    async changePassword(
      tenantId: string,
      principal: PlayerPrincipal,
      current: string,
      next: string,
    ): Promise<void> {
      const row = await getRecord(tenantId, principal.playerId);
      if (!row) throw new AppError(401, 'UNAUTHENTICATED', 'auth.unauthenticated');
      // Shares the login's failure budget, so this is no side door for guessing.
      const accountKey = `player-login:${tenantId}:${row.id}`;
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
        return revokeAll(tx, row.id, 'password_change', principal.sessionId);
      });
      await publishRevoked(row.id, revoked);
    },

    /**
     * The player's own personal data; the username stays. An email of another player
     * of this brand, in any case, is refused and nothing changes.
     */
    async updateProfile(
      tenantId: string,
      playerId: string,
      input: UpdateProfileRequest,
    ): Promise<PlayerRecord> {
      const email = input.email.trim();
      const patch = {
        email,
        name: input.name,
        lastName: input.last_name,
        phone: optionalColumn(input.phone),
        dni: optionalColumn(input.dni),
        gender: optionalColumn(input.gender),
        country: optionalColumn(input.country),
        state: optionalColumn(input.state),
        city: optionalColumn(input.city),
        birthDate: optionalColumn(input.birth_date),
      };
      try {
        return await db.transaction(async (tx) => {
          const [other] = await tx
            .select({ id: players.id })
            .from(players)
            .where(
              and(
                eq(players.tenantId, tenantId),
                eq(sql`lower(${players.email})`, email.toLowerCase()),
                ne(players.id, playerId),
              ),
            )
            .limit(1);
          if (other) throw emailTakenByOther();
          const [row] = await tx
            .update(players)
            .set({ ...patch, updatedAt: sql`now()` })
            .where(and(eq(players.tenantId, tenantId), eq(players.id, playerId)))
            .returning();
          if (!row) throw playerGone();
          return row;
        });
      } catch (error) {
        // Two players racing for one address: the unique index decides, same answer.
        if (isUniqueViolation(error)) throw emailTakenByOther();
        throw error;
      }
    },

    /** The language of the player's site and mails. */
    async setLanguage(
      tenantId: string,
      playerId: string,
      language: Language,
    ): Promise<PlayerRecord> {
      const [row] = await db
        .update(players)
        .set({ language, updatedAt: sql`now()` })
        .where(and(eq(players.tenantId, tenantId), eq(players.id, playerId)))
        .returning();
      if (!row) throw playerGone();
      return row;
    },

    /** Back office: players of a brand, newest first. */
    async search(
      tenantId: string,
      query: {
        q?: string | undefined;
        status?: PlayerStatus | undefined;
        limit: number;
        offset: number;
      },
    ): Promise<{ items: PlayerRow[]; total: number }> {
      const filters: (SQL | undefined)[] = [eq(players.tenantId, tenantId)];
      if (query.status) filters.push(eq(players.status, query.status));
      const q = query.q?.trim();
      if (q) {
        const like = `%${escapeLike(q)}%`;
        filters.push(
          or(
            ilike(players.username, like),
            ilike(players.email, like),
            ilike(players.name, like),
            ilike(players.lastName, like),
            ilike(players.dni, like),
            UUID.test(q) ? eq(players.id, q) : undefined,
          ),
        );
      }
      const where = and(...filters);
      const [items, totals] = await Promise.all([
        db
          .select(rowColumns)
          .from(players)
          .where(where)
          .orderBy(desc(players.createdAt), desc(players.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(players).where(where),
      ]);
      return { items, total: totals[0]?.total ?? 0 };
    },

    getById,

    /**
     * Id, username and status of a brand's players, for other modules: those with the
     * given ids, or those whose username or email contains `q` (at most `limit` of
     * them, by username, when given: a search is bounded however many match).
     */
    async refs(
      tenantId: string,
      filter: { ids: string[] } | { q: string; limit?: number },
    ): Promise<{ id: string; username: string; status: string }[]> {
      const match =
        'ids' in filter
          ? inArray(
              players.id,
              filter.ids.filter((id) => UUID.test(id)),
            )
          : or(
              ilike(players.username, `%${escapeLike(filter.q)}%`),
              ilike(players.email, `%${escapeLike(filter.q)}%`),
            );
      if ('ids' in filter && filter.ids.length === 0) return [];
      const query = db
        .select({ id: players.id, username: players.username, status: players.status })
        .from(players)
        .where(and(eq(players.tenantId, tenantId), match));
      if ('q' in filter && filter.limit !== undefined) {
        return query.orderBy(asc(players.username), asc(players.id)).limit(filter.limit);
      }
      return query;
    },

    /**
     * Blocks or unblocks, audited in the same transaction. A block ends every session
     * at once, on every process, and closes the player's live sockets.
     */
    async setStatus(
      actor: Actor,
      tenantId: string,
      playerId: string,
      status: PlayerStatus,
      reason: string | null,
    ): Promise<PlayerRow> {
      if (!UUID.test(playerId)) throw new AppError(404, 'NOT_FOUND', 'office.player_not_found');
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(players)
          .where(and(eq(players.tenantId, tenantId), eq(players.id, playerId)))
          .for('update');
        if (!before) throw new AppError(404, 'NOT_FOUND', 'office.player_not_found');
        const blockedReason = status === 'blocked' ? reason : null;
        await tx
          .update(players)
          .set({ status, blockedReason, updatedAt: sql`now()` })
          .where(eq(players.id, playerId));
        if (status === 'blocked') await revokeAll(tx, playerId, 'blocked');
        await audit.record(tx, actor, {
          tenantId,
          action: status === 'blocked' ? 'player.block' : 'player.unblock',
          targetType: 'player',
          targetId: playerId,
          before: { status: before.status, blockedReason: before.blockedReason },
          after: { status, blockedReason, reason },
        });
      });
      if (status === 'blocked') await publishRevoked(playerId, 'all');
      const row = await getById(tenantId, playerId);
      if (!row) throw new AppError(404, 'NOT_FOUND', 'office.player_not_found');
      return row;
    },

    /** Demo accounts: created once, left alone after. Takes a ready hash to stay fast. */
    async ensureDemo(
      tenantId: string,
      input: {
        username: string;
        email: string;
        name: string;
        lastName: string;
        language: Language;
        status: PlayerStatus;
        blockedReason?: string;
      },
      passwordHash: string,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const fields = await takenFields(tx, tenantId, input.username, input.email);
        if (Object.keys(fields).length > 0) return;
        await insertPlayer(tx, {
          tenantId,
          username: input.username,
          email: input.email,
          passwordHash,
          name: input.name,
          lastName: input.lastName,
          language: input.language,
          status: input.status,
          blockedReason: input.blockedReason ?? null,
        });
      });
    },
  };
}
