import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import type { Language } from '@tribuna/contracts/languages';
import { escapeLike } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import type { Actor, AuditService } from '../audit/audit.service';
import {
  playerRowColumns,
  type PlayerRecords,
  type PlayerRow,
  type PlayerStatus,
} from './player-records';
import type { PlayerSessions } from './player-sessions';
import { players } from './players.schema';

function playerNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', 'office.player_not_found');
}

/** What the back office and other modules ask of a brand's players. */
export function createPlayerOffice(deps: {
  db: Db;
  audit: AuditService;
  records: Pick<PlayerRecords, 'getById'>;
  sessions: Pick<PlayerSessions, 'revokeAll' | 'publishRevoked'>;
}) {
  const { db, audit, records, sessions } = deps;

  /**
   * Back office: players of a brand, newest first. The document number is matched only
   * with `byDocument`: staff who may not see it must not learn it by trying numbers.
   */
  async function search(
    tenantId: string,
    query: {
      q?: string | undefined;
      status?: PlayerStatus | undefined;
      byDocument?: boolean;
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
          query.byDocument ? ilike(players.dni, like) : undefined,
          isUuid(q) ? eq(players.id, q) : undefined,
        ),
      );
    }
    const where = and(...filters);
    const [items, totals] = await Promise.all([
      db
        .select(playerRowColumns)
        .from(players)
        .where(where)
        .orderBy(desc(players.createdAt), desc(players.id))
        .limit(query.limit)
        .offset(query.offset),
      db.select({ total: count() }).from(players).where(where),
    ]);
    return { items, total: totals[0]?.total ?? 0 };
  }

  /**
   * Id, username and status of a brand's players, for other modules: those with the
   * given ids, or those whose username or email contains `q` (at most `limit` of
   * them, by username, when given: a search is bounded however many match).
   */
  async function refs(
    tenantId: string,
    filter: { ids: string[] } | { q: string; limit?: number },
  ): Promise<{ id: string; username: string; status: string }[]> {
    const match =
      'ids' in filter
        ? inArray(
            players.id,
            filter.ids.filter((id) => isUuid(id)),
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
  }

  /**
   * A brand's active players with their language, for messages to many of them (the
   * inbox's campaigns): all of them, or those with the given ids, countries or languages.
   */
  async function audience(
    via: DbOrTx,
    tenantId: string,
    filter: {
      ids?: readonly string[];
      countries?: readonly string[];
      languages?: readonly Language[];
    },
  ): Promise<{ id: string; language: Language }[]> {
    const ids = filter.ids?.filter((id) => isUuid(id));
    if (ids?.length === 0 || filter.countries?.length === 0 || filter.languages?.length === 0) {
      return [];
    }
    return via
      .select({ id: players.id, language: players.language })
      .from(players)
      .where(
        and(
          eq(players.tenantId, tenantId),
          eq(players.status, 'active'),
          ids ? inArray(players.id, ids) : undefined,
          filter.countries ? inArray(players.country, [...filter.countries]) : undefined,
          filter.languages ? inArray(players.language, [...filter.languages]) : undefined,
        ),
      )
      .orderBy(asc(players.id));
  }

  /**
   * Blocks or unblocks, audited in the same transaction. A block ends every session
   * at once, on every process, and closes the player's live sockets.
   */
  async function setStatus(
    actor: Actor,
    tenantId: string,
    playerId: string,
    status: PlayerStatus,
    reason: string | null,
  ): Promise<PlayerRow> {
    if (!isUuid(playerId)) throw playerNotFound();
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(players)
        .where(and(eq(players.tenantId, tenantId), eq(players.id, playerId)))
        .for('update');
      if (!before) throw playerNotFound();
      const blockedReason = status === 'blocked' ? reason : null;
      await tx
        .update(players)
        .set({ status, blockedReason, updatedAt: sql`now()` })
        .where(eq(players.id, playerId));
      if (status === 'blocked') await sessions.revokeAll(tx, playerId, 'blocked');
      await audit.record(tx, actor, {
        tenantId,
        action: status === 'blocked' ? 'player.block' : 'player.unblock',
        targetType: 'player',
        targetId: playerId,
        before: { status: before.status, blockedReason: before.blockedReason },
        after: { status, blockedReason, reason },
      });
    });
    if (status === 'blocked') await sessions.publishRevoked(playerId, 'all');
    const row = await records.getById(tenantId, playerId);
    if (!row) throw playerNotFound();
    return row;
  }

  return { search, refs, audience, setStatus };
}
