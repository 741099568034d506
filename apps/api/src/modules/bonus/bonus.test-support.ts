import { sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  BONUS_API,
  DEFAULT_CONTRIBUTIONS,
  OFFICE_BONUS_API,
  type Bonus,
  type OfficeCampaign,
  type CampaignRequest,
  type WagerCategory,
} from '@tribuna/contracts/bonus';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { rgCall } from '../responsible/responsible.test-support';
import { officeCall, type OfficeSession } from '../staff/staff.test-support';
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

/**
 * A round of a casino game through the money port, as a product plays one: the player's
 * lock, the stake, then what it returned (a refund gives the stake back), in one transaction.
 */
export async function playRound(
  app: FastifyInstance,
  db: Db,
  player: { tenantId: string; playerId: string },
  round: {
    amount: number;
    returned: number;
    refund?: boolean;
    category?: WagerCategory;
    oddsX100?: number | null;
    /** Paid with the player's free spins (a bonus id), on their slot. */
    voucher?: string;
    game?: string;
  },
): Promise<void> {
  const { wallet } = app.services;
  const reference = crypto.randomUUID();
  const ref = {
    tenantId: player.tenantId,
    playerId: player.playerId,
    currency: 'ARS' as const,
    account: 'casino',
    product: 'casino',
    game: round.game ?? 'test-game',
    reference,
  };
  await db.transaction(async (tx) => {
    await wallet.port.lock(tx, ref);
    await wallet.port.stake(tx, {
      ...ref,
      amount: round.amount,
      voucher: round.voucher ?? null,
      category: round.category ?? 'slots',
      oddsX100: round.oddsX100 ?? null,
      key: `stake:${reference}`,
      type: 'casino_bet',
    });
    await wallet.port.result(tx, {
      ...ref,
      returned: round.returned,
      outcome: round.refund ? 'refund' : round.returned > 0 ? 'win' : 'loss',
      key: `result:${reference}`,
      type: 'casino_win',
    });
  });
}

/** A live campaign with a fresh code: a no-deposit credit of 100.00, wagered twice, unless overridden. */
export function campaignRequest(overrides: Partial<CampaignRequest>): CampaignRequest {
  return {
    name: `Test ${crypto.randomUUID().slice(0, 8)}`,
    titles: { en_US: 'Test bonus' },
    kind: 'no_deposit',
    trigger: 'code',
    code: `T${crypto.randomBytes(4).toString('hex').toUpperCase()}`,
    deposit_number: null,
    percent: null,
    amount: 10_000,
    max_bonus: null,
    min_deposit: null,
    game: null,
    spins: null,
    spin_stake: null,
    cashback_period: null,
    wagering_multiple: 2,
    contributions: { ...DEFAULT_CONTRIBUTIONS },
    min_odds_x100: 150,
    max_bet: null,
    max_conversion: null,
    claim_days: 30,
    wager_days: 30,
    starts_at: new Date(Date.now() - 60_000).toISOString(),
    ends_at: null,
    max_grants: null,
    status: 'active',
    ...overrides,
  };
}

/** Marketing makes the campaign, and the player claims it with its code in the profile. */
export async function claimCampaign(
  app: FastifyInstance,
  marketing: OfficeSession,
  player: { host: string; token: string },
  request: CampaignRequest,
): Promise<Bonus> {
  const made = await officeCall(app, marketing, 'POST', OFFICE_BONUS_API.campaigns, request);
  expect(made.statusCode, made.body).toBe(200);
  const { code } = made.json<{ response: OfficeCampaign }>().response;
  const res = await rgCall(app, player, 'POST', BONUS_API.code, { code });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ response: Bonus }>().response;
}
