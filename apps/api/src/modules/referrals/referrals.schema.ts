import { sql } from 'drizzle-orm';
import type { ReferralReason, ReferralState } from '@tribuna/contracts/referrals';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * One friend who signed up with a player's code, and what became of it: a player is
 * referred once (unique), the state moves forward only, and the rewards given are kept as
 * they were when given (the brand's rules may change later).
 */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    referrerId: uuid('referrer_id').notNull(),
    referredId: uuid('referred_id').notNull(),
    state: text('state').$type<ReferralState>().notNull().default('registered'),
    reason: text('reason').$type<ReferralReason>(),
    /** The friend's real-money stakes since sign-up, less the refunded ones (minor units). */
    wagered: bigint('wagered', { mode: 'number' }).notNull().default(0),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    depositedAt: timestamp('deposited_at', { withTimezone: true }),
    qualifiedAt: timestamp('qualified_at', { withTimezone: true }),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    /** What each side was given (parsed when read: the contracts' reward schema). */
    referrerReward: jsonb('referrer_reward'),
    referredReward: jsonb('referred_reward'),
  },
  (t) => [
    uniqueIndex('referrals_referred').on(t.referredId),
    index('referrals_referrer').on(t.referrerId, t.registeredAt),
    index('referrals_tenant_state').on(t.tenantId, t.state, t.registeredAt),
    check(
      'referrals_state_known',
      sql`${t.state} in ('registered', 'deposited', 'qualified', 'rewarded', 'rejected')`,
    ),
    check('referrals_not_self', sql`${t.referrerId} <> ${t.referredId}`),
  ],
);
