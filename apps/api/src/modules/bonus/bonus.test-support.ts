import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { createBonusWagering } from './bonus-wagering';

/**
 * Runs the wagering consumer until it has read every record committed before the call, as
 * its job does. On PostgreSQL a record stays out of reach while any older transaction of
 * the cluster is still running (another test's), so this waits for those rather than
 * stopping at the first empty batch.
 */
export async function consumeAll(app: FastifyInstance, db: Db): Promise<void> {
  const wagering = createBonusWagering({ service: app.services.bonus });
  const [last] = rowsOf<{ id: string | null }>(
    await db.execute(sql`select max(id) as id from activity_records`),
  );
  const target = Number(last?.id ?? 0);
  const until = Date.now() + 30_000;
  for (;;) {
    const taken = await app.services.activity.drain('bonus-wagering', wagering.handle);
    if (taken > 0) continue;
    const [left] = rowsOf<{ n: string | number }>(
      await db.execute(sql`select count(*) as n from activity_records r
        where r.id <= ${target} and (r.xid, r.id) > coalesce(
          (select (c.last_xid, c.last_id) from activity_consumers c
            where c.name = 'bonus-wagering'), ('0'::xid8, 0::bigint))`),
    );
    if (Number(left?.n ?? 0) === 0) return;
    if (Date.now() > until) throw new Error('bonus: the wagering consumer did not catch up');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
