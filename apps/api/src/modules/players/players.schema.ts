import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A brand's player accounts. Usernames and emails are unique per brand, in any case. */
export const players = pgTable(
  'players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** argon2id, OWASP minimum parameters (the library's defaults). */
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    dni: text('dni'),
    gender: text('gender'),
    country: text('country'),
    state: text('state'),
    city: text('city'),
    birthDate: date('birth_date', { mode: 'string' }),
    language: text('language', { enum: ['en_US', 'es_ES', 'pt_BR'] }).notNull(),
    /** The player's own code, which friends register with. */
    referralCode: text('referral_code').notNull(),
    /** The player whose code this one registered with. */
    referredBy: uuid('referred_by'),
    promoCode: text('promo_code'),
    status: text('status', { enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    blockedReason: text('blocked_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('players_tenant_username').on(t.tenantId, sql`lower(${t.username})`),
    uniqueIndex('players_tenant_email').on(t.tenantId, sql`lower(${t.email})`),
    uniqueIndex('players_tenant_referral_code').on(t.tenantId, t.referralCode),
    index('players_tenant_created').on(t.tenantId, t.createdAt),
  ],
);

/** One login: the family its refresh tokens rotate within. Revoking it ends them all. */
export const playerSessions = pgTable(
  'player_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout, reuse, blocked, password_reset, password_change, reset_cookie */
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /**
     * The browser's device cookie (random, set by the site at log-in or sign-up): two
     * accounts seen on one device (a referral's rule). Null for calls without a cookie.
     */
    deviceId: text('device_id'),
  },
  (t) => [
    index('player_sessions_player').on(t.playerId, t.revokedAt),
    index('player_sessions_device').on(t.deviceId),
  ],
);

/** Opaque refresh tokens, kept only as their sha256; each is spent once and replaced. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => playerSessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session').on(t.sessionId)],
);

/** One-time password reset tokens, kept only as their sha256. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_player').on(t.playerId)],
);
