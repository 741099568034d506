import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LimitKind, LimitPeriod } from '@tribuna/contracts/jurisdiction';
import type { BreakKind, BreakLength, LimitChange } from '@tribuna/contracts/responsible';

/**
 * A player's own limits, one row per kind and period. `value` null: none. A raise or a
 * removal waits in `pending_*` until its cool-off has passed and the player confirms it.
 */
export const responsibleLimits = pgTable(
  'responsible_limits',
  {
    tenantId: uuid('tenant_id').notNull(),
    playerId: uuid('player_id').notNull(),
    kind: text('kind').$type<LimitKind>().notNull(),
    period: text('period').$type<LimitPeriod>().notNull(),
    value: bigint('value', { mode: 'number' }),
    /** Set while a change waits: from when it may be confirmed. */
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    /** The waiting change's new value (null with `pending_from` set: a removal). */
    pendingValue: bigint('pending_value', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.kind, t.period] })],
);

/** Every change of a player's limits, for the office. */
export const responsibleLimitChanges = pgTable(
  'responsible_limit_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    playerId: uuid('player_id').notNull(),
    kind: text('kind').$type<LimitKind>().notNull(),
    period: text('period').$type<LimitPeriod>().notNull(),
    fromValue: bigint('from_value', { mode: 'number' }),
    toValue: bigint('to_value', { mode: 'number' }),
    status: text('status').$type<LimitChange['status']>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('responsible_limit_changes_player').on(t.tenantId, t.playerId, t.id.desc())],
);

/** Time-outs and self-exclusions: from `started_at` to `ends_at` (null: for good). */
export const responsibleBreaks = pgTable(
  'responsible_breaks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    playerId: uuid('player_id').notNull(),
    kind: text('kind').$type<BreakKind>().notNull(),
    length: text('length').$type<BreakLength>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    index('responsible_breaks_player').on(t.playerId, t.startedAt),
    index('responsible_breaks_tenant').on(t.tenantId, t.endsAt),
  ],
);

/** A flag for the office: a player reached 80 % of a loss limit, once per period. */
export const responsibleFlags = pgTable(
  'responsible_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    playerId: uuid('player_id').notNull(),
    kind: text('kind').$type<'loss_80'>().notNull(),
    period: text('period').$type<LimitPeriod>().notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    limit: bigint('limit', { mode: 'number' }).notNull(),
    used: bigint('used', { mode: 'number' }).notNull(),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by'),
  },
  (t) => [
    uniqueIndex('responsible_flags_once').on(t.playerId, t.kind, t.period, t.periodStart),
    index('responsible_flags_tenant').on(t.tenantId, t.raisedAt),
  ],
);

/** A player's own choices beyond limits: the reality check's interval (null: the profile's). */
export const responsiblePlayers = pgTable('responsible_players', {
  playerId: uuid('player_id').primaryKey(),
  tenantId: uuid('tenant_id').notNull(),
  realityCheckMinutes: integer('reality_check_minutes'),
});

/**
 * The server's clock of each session: when it began, when the site last said it was open
 * (its heartbeat), and when the next reality check is due. Time played is
 * `last_seen_at - started_at`: a tab closed stops counting within a minute.
 */
export const responsibleSessions = pgTable(
  'responsible_sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    playerId: uuid('player_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('responsible_sessions_player').on(t.playerId, t.lastSeenAt)],
);
