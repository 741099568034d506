import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S } from '@tribuna/contracts/auth';
import { playerTopic } from '@tribuna/contracts/live';
import type { Db, DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { EventBus } from '../../lib/bus';
import { opaqueToken, sha256 } from '../../lib/secure-tokens';
import type { TokenIssuer } from '../../lib/tokens';
import { isUuid } from '../../lib/uuid';
import type { PlayerPrincipal } from '../../plugins/auth';
import { userBlocked } from './player-errors';
import { players, playerSessions, refreshTokens } from './players.schema';

/** Published on `player:<id>`: data `{sessionId}` ends one session's sockets, null all. */
const SESSION_REVOKED = 'session.revoked';

export type RevokeReason =
  | 'logout'
  | 'reuse'
  | 'blocked'
  | 'password_reset'
  | 'password_change'
  | 'reset_cookie'
  // Responsible gambling: a time-out or self-exclusion, or a session-time limit reached.
  | 'break'
  | 'session_limit';

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
  /** The browser's device cookie, when the call is a browser's. */
  deviceId?: string | null;
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

export type PlayerSessions = ReturnType<typeof createPlayerSessions>;

function refreshInvalid(): AppError {
  return new AppError(401, 'UNAUTHENTICATED', 'auth.refresh_invalid');
}

/**
 * Sessions are refresh-token families: each refresh spends one token for the next.
 * Every Bearer call asks `checkSession`, so a logout, a block or a password change
 * takes effect on every process at once; the bus closes the player's live sockets.
 */
export function createPlayerSessions(deps: { db: Db; bus: EventBus; tokens: TokenIssuer }) {
  const { db, bus, tokens } = deps;

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

  /** Ends the player's sessions but `except`; the caller publishes the ids it gets back. */
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

  /** A new session (family) and its first tokens: what a login or a registration ends with. */
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
        deviceId: client.deviceId ?? null,
      })
      .returning({ id: playerSessions.id });
    if (!session) throw new Error('session insert returned nothing');
    await tx
      .update(players)
      .set({ lastLoginAt: sql`now()` })
      .where(eq(players.id, playerId));
    return issue(tx, tenantId, playerId, session.id);
  }

  /**
   * Spends a refresh token for a new pair. A token spent twice was copied: the
   * whole family (session) is revoked. Another brand's token is simply refused.
   */
  async function refresh(tenantId: string, rawToken: string | undefined): Promise<IssuedTokens> {
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
  }

  /** The session a refresh token belongs to on this brand, if any (spent or not). */
  async function sessionOfRefreshToken(
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
  }

  /** Revokes these sessions of this brand (logout); unknown ones are ignored. */
  async function endSessions(
    tenantId: string,
    sessionIds: string[],
    reason: RevokeReason,
  ): Promise<void> {
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
  }

  /** Ends every session of the player on this brand at once (their live sockets too). */
  async function endAllSessions(
    tx: DbOrTx,
    playerId: string,
    reason: RevokeReason,
  ): Promise<() => Promise<void>> {
    const revoked = await revokeAll(tx, playerId, reason);
    // Published by the caller once its transaction committed.
    return () => publishRevoked(playerId, revoked);
  }

  /** The auth guard's question, asked on every Bearer call: one query by primary key. */
  async function checkSession(
    principal: PlayerPrincipal,
    tenantId: string,
  ): Promise<'ok' | 'revoked' | 'blocked'> {
    if (!isUuid(principal.sessionId) || !isUuid(principal.playerId)) return 'revoked';
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
  }

  return {
    openSession,
    revokeAll,
    publishRevoked,
    refresh,
    sessionOfRefreshToken,
    endSessions,
    endAllSessions,
    checkSession,
  };
}
