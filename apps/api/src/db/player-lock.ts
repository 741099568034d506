import { sql, type SQL } from 'drizzle-orm';

/**
 * The advisory-lock class of a player's lock (the two-key form, whose keys never meet the
 * one-key locks other modules take). One lock per player serves two rules: two moves of
 * one player's money queue on it (no overdraw, and no deadlock when one of them opens an
 * account), and the player's activity records commit in the order they were taken (ADR
 * 0022). The ledger takes it in its locking read, so a money move holds it before its
 * transaction's first write (and before its transaction has an id).
 */
const PLAYER_LOCK = 7_130_031;

/**
 * A condition that takes the players' locks, sorted (two transactions take them in one
 * order), and is then true. Without a column of the query it sits in, PostgreSQL evaluates
 * it once, before the query reads a row: the locks come first.
 */
export function playerLocksTaken(playerIds: string[]): SQL {
  const keys = sql.join(
    [...new Set(playerIds)].sort().map((id) => sql`(${id})`),
    sql`, `,
  );
  return sql`(select count(*) from (
    select pg_advisory_xact_lock(${PLAYER_LOCK}, hashtext(p))
    from (select p from (values ${keys}) as v (p) order by p) as sorted) as taken) > 0`;
}
