import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_S, type User } from '@tribuna/contracts/auth';
import type { Language } from '@tribuna/contracts/languages';
import type { Db } from '../../db/database';
import { isUuid } from '../../lib/uuid';
import { players } from './players.schema';

export type PlayerStatus = 'active' | 'blocked';
export type PlayerRecord = typeof players.$inferSelect;
export type PlayerRecords = ReturnType<typeof createPlayerRecords>;

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

/** The columns of a `PlayerRow`. */
export const playerRowColumns = {
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

/**
 * A player's status as an expression another module puts in its own statement (its row
 * and the player's status in one round trip): null when the brand has no such player.
 */
export function playerStatusOf(
  tenantId: SQLWrapper,
  playerId: SQLWrapper,
): SQL<PlayerStatus | null> {
  return sql<PlayerStatus | null>`(select ${players.status} from ${players} where ${players.tenantId} = ${tenantId} and ${players.id} = ${playerId})`;
}

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

/** One player of a brand, read by id: the full record, or the back office's row. */
export function createPlayerRecords(deps: { db: Db }) {
  const { db } = deps;

  async function getRecord(tenantId: string, playerId: string): Promise<PlayerRecord | null> {
    const [row] = await db
      .select()
      .from(players)
      .where(and(eq(players.tenantId, tenantId), eq(players.id, playerId)));
    return row ?? null;
  }

  async function getById(tenantId: string, playerId: string): Promise<PlayerRow | null> {
    if (!isUuid(playerId)) return null;
    const [row] = await db
      .select(playerRowColumns)
      .from(players)
      .where(and(eq(players.tenantId, tenantId), eq(players.id, playerId)));
    return row ?? null;
  }

  return { getRecord, getById };
}
