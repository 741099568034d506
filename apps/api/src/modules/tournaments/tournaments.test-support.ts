import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { OfficeTournamentRequest } from '@tribuna/contracts/tournaments';
import type { Db } from '../../db/database';
import type { ActivityInput } from '../activity/activity.service';
import { consumeAll, slotStake } from '../activity/activity.test-support';
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

/** Runs the scoring consumer until it has read every record committed before the call. */
export async function scoreAll(app: FastifyInstance, db: Db): Promise<void> {
  await consumeAll(
    db,
    SCORING,
    () => app.services.tournaments.drainScoring(),
    'tournaments: the scoring did not catch up',
  );
}

/** A casino round's stake as the money port records it: 10.00 on a slot. */
export function stakeOf(
  player: { tenantId: string; playerId: string },
  overrides: Partial<ActivityInput> = {},
): ActivityInput {
  return slotStake(player, overrides);
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
