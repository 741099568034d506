import { z } from 'zod';
import { currencySchema } from './currencies';
import { envelope } from './envelope';
import { MAX_AMOUNT } from './money';

/**
 * Referrals: every player's code and link; the friends who registered with it, and what
 * became of each (ADR 0053).
 *
 * Player (a session on the brand):
 *   GET  /api/referrals                      -> referralsResponseSchema (code, link, rules, list)
 * Office (scope `marketing` or `admin`):
 *   GET  /api/office/referrals/settings      -> officeReferralSettingsResponseSchema
 *   PUT  /api/office/referrals/settings      referralSettings -> officeReferralSettingsResponseSchema
 *   GET  /api/office/referrals?state=&referrer=&limit=&offset= -> officeReferralListResponseSchema
 *
 * A referral's life: `registered` (the friend signed up with the code), `deposited` (their
 * first deposit was approved), `qualified` (they wagered the brand's amount of their own
 * money within its days: the rewards are being given), `rewarded` (both rewards given, once),
 * or `rejected` with a reason. Amounts are minor units of the brand's currency.
 */
export const REFERRALS_API = {
  mine: '/api/referrals',
} as const;

export const OFFICE_REFERRALS_API = {
  settings: '/api/office/referrals/settings',
  list: '/api/office/referrals',
} as const;

export const REFERRAL_STATES = [
  'registered',
  'deposited',
  'qualified',
  'rewarded',
  'rejected',
] as const;
export const referralStateSchema = z.enum(REFERRAL_STATES, { error: 'validation.invalid' });
export type ReferralState = z.infer<typeof referralStateSchema>;

/**
 * Why a referral earns nothing: the friend's payment account or device is one the referrer
 * used, the friend self-excluded, the days passed before they qualified, or the referrer had
 * reached the brand's monthly cap when they qualified.
 */
export const REFERRAL_REASONS = [
  'same_payment_account',
  'same_device',
  'self_excluded',
  'expired',
  'monthly_cap',
] as const;
export const referralReasonSchema = z.enum(REFERRAL_REASONS);
export type ReferralReason = z.infer<typeof referralReasonSchema>;

/** One side's reward: miles (whole), or a bonus campaign offered to claim. */
export const referralRewardSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('miles'),
      miles: z.number({ error: 'referrals.miles_invalid' }).int().min(1).max(1_000_000),
    }),
    z.object({
      kind: z.literal('bonus'),
      campaign_id: z.uuid({ error: 'bonus.campaign_not_found' }),
    }),
  ])
  .meta({ id: 'ReferralReward' });
export type ReferralReward = z.infer<typeof referralRewardSchema>;

/** A reward as the player reads it: a bonus names its campaign in the player's language. */
export const referralRewardViewSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('miles'), miles: z.number().int() }),
    z.object({ kind: z.literal('bonus'), campaign_id: z.string(), title: z.string() }),
  ])
  .meta({ id: 'ReferralRewardView' });
export type ReferralRewardView = z.infer<typeof referralRewardViewSchema>;

/** The brand's rules (brand settings of the `referrals` module). */
export const referralSettingsSchema = z
  .object({
    /** What the friend must wager of their own money (minor units) to qualify. */
    wager_amount: z.number({ error: 'referrals.amount_invalid' }).int().min(0).max(MAX_AMOUNT),
    /** Days from the friend's sign-up to qualify. */
    days: z.number({ error: 'referrals.days_invalid' }).int().min(1).max(365),
    /** Rewarded referrals per referrer per calendar month (the brand's time zone). */
    monthly_cap: z.number({ error: 'referrals.cap_invalid' }).int().min(1).max(1000),
    referrer_reward: referralRewardSchema.nullable(),
    referred_reward: referralRewardSchema.nullable(),
  })
  .meta({ id: 'ReferralSettings' });
export type ReferralSettings = z.infer<typeof referralSettingsSchema>;

const isoDateTime = z.iso.datetime({ offset: true });

/** One friend as the referrer sees them: a masked username, never their name. */
export const referralItemSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    registered_at: isoDateTime,
    state: referralStateSchema,
    reason: referralReasonSchema.nullable(),
    /** The referrer's reward, once given. */
    reward: referralRewardViewSchema.nullable(),
  })
  .meta({ id: 'ReferralItem' });
export type ReferralItem = z.infer<typeof referralItemSchema>;

export const myReferralsSchema = z
  .object({
    code: z.string(),
    link: z.string(),
    currency: currencySchema,
    rules: z.object({
      wager_amount: z.number().int(),
      days: z.number().int(),
      monthly_cap: z.number().int(),
      referrer_reward: referralRewardViewSchema.nullable(),
      referred_reward: referralRewardViewSchema.nullable(),
    }),
    totals: z.object({
      referrals: z.number().int(),
      /** Registered or deposited: still within their days. */
      pending: z.number().int(),
      rewarded: z.number().int(),
      rejected: z.number().int(),
      /** Miles the referrer received from rewarded referrals. */
      miles: z.number().int(),
    }),
    items: z.array(referralItemSchema),
  })
  .meta({ id: 'MyReferrals' });
export type MyReferrals = z.infer<typeof myReferralsSchema>;
export const referralsResponseSchema = envelope(myReferralsSchema);

export const officeReferralSettingsResponseSchema = envelope(referralSettingsSchema);

export const officeReferralListQuerySchema = z.object({
  state: referralStateSchema.optional(),
  /** The referrer's username (exact, any case). */
  referrer: z.string().trim().min(1).max(60).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type OfficeReferralListQuery = z.infer<typeof officeReferralListQuerySchema>;

export const officeReferralSchema = z
  .object({
    id: z.string(),
    referrer_id: z.string(),
    referrer: z.string(),
    referred_id: z.string(),
    referred: z.string(),
    state: referralStateSchema,
    reason: referralReasonSchema.nullable(),
    /** Real money the friend wagered so far (minor units). */
    wagered: z.number().int(),
    registered_at: isoDateTime,
    deposited_at: isoDateTime.nullable(),
    qualified_at: isoDateTime.nullable(),
    rewarded_at: isoDateTime.nullable(),
    rejected_at: isoDateTime.nullable(),
    referrer_reward: referralRewardSchema.nullable(),
    referred_reward: referralRewardSchema.nullable(),
  })
  .meta({ id: 'OfficeReferral' });
export type OfficeReferral = z.infer<typeof officeReferralSchema>;

export const officeReferralListResponseSchema = envelope(
  z.object({
    currency: currencySchema,
    items: z.array(officeReferralSchema),
    total: z.number().int(),
  }),
);
