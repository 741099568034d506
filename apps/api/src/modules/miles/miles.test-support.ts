import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { ActivityInput } from '../activity/activity.service';
import { consumeAll, slotStake } from '../activity/activity.test-support';

export const EARNING = 'miles.earning';

/** Runs the earning consumer until it has read every record committed before the call. */
export async function earnAll(app: FastifyInstance, db: Db): Promise<void> {
  await consumeAll(
    db,
    EARNING,
    () => app.services.activity.drain(EARNING, app.services.miles.earningHandler),
    'miles: the earning consumer did not catch up',
  );
}

/** A stake's activity record as the money port writes it: ARS cash on a casino slot. */
export function stakeRecord(
  player: { tenantId: string; playerId: string },
  overrides: Partial<ActivityInput> = {},
): ActivityInput {
  return slotStake(player, { cash: 10_000, ...overrides });
}
