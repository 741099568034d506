import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { sportsFeedLease } from './sports.schema';

export type FeedLease = ReturnType<typeof createFeedLease>;

/**
 * Who runs the feed: one row, taken by a conditional upsert so two processes cannot both
 * hold it. Times are the database's (`now()`), so processes with drifting clocks agree.
 */
export function createFeedLease(db: Db, options: { name: string; holder: string; ttlMs: number }) {
  const { name, holder } = options;
  const ttl = sql.raw(`interval '${Math.max(1, Math.floor(options.ttlMs))} milliseconds'`);

  return {
    holder,

    /** Takes or renews the lease; true while this process holds it. */
    async acquire(): Promise<boolean> {
      const rows = await db
        .insert(sportsFeedLease)
        .values({ name, holder, expiresAt: sql`now() + ${ttl}` })
        .onConflictDoUpdate({
          target: sportsFeedLease.name,
          set: { holder, expiresAt: sql`now() + ${ttl}` },
          // Renewed by its holder, or taken over once it has expired.
          setWhere: or(
            eq(sportsFeedLease.holder, holder),
            sql`${sportsFeedLease.expiresAt} < now()`,
          ),
        })
        .returning({ holder: sportsFeedLease.holder });
      return rows.length > 0;
    },

    /**
     * Checked inside each write of the feed: true (and the lease extended) only while this
     * process holds it, so a holder that stalled past its lease writes nothing, and one
     * busy writing a long batch keeps it. The row stays locked until the write commits,
     * so a takeover waits for it.
     */
    async holds(tx: DbOrTx): Promise<boolean> {
      const rows = await tx
        .update(sportsFeedLease)
        .set({ expiresAt: sql`now() + ${ttl}` })
        .where(
          and(
            eq(sportsFeedLease.name, name),
            eq(sportsFeedLease.holder, holder),
            gt(sportsFeedLease.expiresAt, sql`now()`),
          ),
        )
        .returning({ holder: sportsFeedLease.holder });
      return rows.length > 0;
    },

    /** Lets another process take over at once (a graceful stop). */
    async release(): Promise<void> {
      await db
        .update(sportsFeedLease)
        .set({ expiresAt: sql`now() - interval '1 millisecond'` })
        .where(and(eq(sportsFeedLease.name, name), eq(sportsFeedLease.holder, holder)));
    },

    async current(): Promise<string | null> {
      const [row] = await db
        .select({ holder: sportsFeedLease.holder })
        .from(sportsFeedLease)
        .where(and(eq(sportsFeedLease.name, name), gt(sportsFeedLease.expiresAt, sql`now()`)));
      return row?.holder ?? null;
    },
  };
}
