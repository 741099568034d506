import { sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import type { ActivityInput } from '../activity/activity.service';

export const EARNING = 'miles.earning';

/**
 * Runs the earning consumer until it has read every record committed before the call, as
 * its job does. On PostgreSQL a record stays out of reach while any older transaction of
 * the cluster is still running (another test's), so this waits for those rather than
 * stopping at the first empty batch.
 */
export async function earnAll(app: FastifyInstance, db: Db): Promise<void> {
  const [last] = rowsOf<{ id: string | null }>(
    await db.execute(sql`select max(id) as id from activity_records`),
  );
  const target = Number(last?.id ?? 0);
  const until = Date.now() + 30_000;
  for (;;) {
    const taken = await app.services.activity.drain(EARNING, app.services.miles.earningHandler);
    if (taken > 0) continue;
    const [left] = rowsOf<{ n: string | number }>(
      await db.execute(sql`select count(*) as n from activity_records r
        where r.id <= ${target} and (r.xid, r.id) > coalesce(
          (select (c.last_xid, c.last_id) from activity_consumers c
            where c.name = ${EARNING}), ('0'::xid8, 0::bigint))`),
    );
    if (Number(left?.n ?? 0) === 0) return;
    if (Date.now() > until) throw new Error('miles: the earning consumer did not catch up');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A stake's activity record as the money port writes it: ARS cash on a casino slot. */
export function stakeRecord(
  player: { tenantId: string; playerId: string },
  overrides: Partial<ActivityInput> = {},
): ActivityInput {
  const reference = overrides.reference ?? `round-${crypto.randomUUID()}`;
  return {
    tenantId: player.tenantId,
    playerId: player.playerId,
    product: 'casino',
    kind: 'stake',
    reference,
    game: 'tesoro-del-dragon',
    cash: 10_000,
    bonus: 0,
    category: 'slots',
    currency: 'ARS',
    idempotencyKey: `${reference}:${overrides.kind ?? 'stake'}:${crypto.randomUUID()}`,
    ...overrides,
  };
}
