import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OfficeTournamentRequest } from '@tribuna/contracts/tournaments';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import type { ActivityInput } from '../activity/activity.service';
import { SCORING } from './tournaments-scoring';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A casino tournament as staff would write it: running from a minute ago for a day. */
export function tournamentRequest(
  overrides: Partial<OfficeTournamentRequest> = {},
): OfficeTournamentRequest {
  return {
    product: 'casino',
    scoring: 'best_multiplier',
    translations: {
      en_US: {
        name: `Cup ${crypto.randomUUID().slice(0, 6)}`,
        description: 'A test tournament',
        rules: '',
      },
    },
    image_url: null,
    eligible: [],
    best_of: null,
    min_bet: 0,
    max_rounds: null,
    entry: 'automatic',
    buy_in: 0,
    starts_at: new Date(Date.now() - 60_000).toISOString(),
    ends_at: new Date(Date.now() + DAY_MS).toISOString(),
    prizes: [{ from: 1, to: 1, kind: 'cash', amount: 10_000, campaign_id: null }],
    ...overrides,
  };
}

/**
 * Runs the scoring consumer until it has read every record committed before the call, as
 * its job does. On PostgreSQL a record stays out of reach while any older transaction of
 * the cluster is still running (another test's), so this waits for those.
 */
export async function scoreAll(app: FastifyInstance, db: Db): Promise<void> {
  const [last] = rowsOf<{ id: string | null }>(
    await db.execute(sql`select max(id) as id from activity_records`),
  );
  const target = Number(last?.id ?? 0);
  const until = Date.now() + 30_000;
  for (;;) {
    await app.services.tournaments.drainScoring();
    const [left] = rowsOf<{ n: string | number }>(
      await db.execute(sql`select count(*) as n from activity_records r
        where r.id <= ${target} and (r.xid, r.id) > coalesce(
          (select (c.last_xid, c.last_id) from activity_consumers c
            where c.name = ${SCORING}), ('0'::xid8, 0::bigint))`),
    );
    if (Number(left?.n ?? 0) === 0) return;
    if (Date.now() > until) throw new Error('tournaments: the scoring did not catch up');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A casino round's stake as the money port records it. */
export function stakeOf(
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
    cash: 1_000,
    bonus: 0,
    category: 'slots',
    currency: 'ARS',
    idempotencyKey: `${reference}:stake:${crypto.randomUUID()}`,
    ...overrides,
  };
}

/** The round's result: what it returned and how it ended. */
export function resultOf(
  stake: ActivityInput,
  returned: number,
  outcome: NonNullable<ActivityInput['outcome']>,
  occurredAt?: Date,
): ActivityInput {
  return {
    ...stake,
    kind: 'result',
    cash: returned,
    bonus: 0,
    outcome,
    category: null,
    oddsX100: null,
    idempotencyKey: `${stake.reference}:result:${crypto.randomUUID()}`,
    ...(occurredAt ? { occurredAt } : {}),
  };
}
