import { z } from 'zod';
import { currencySchema } from './currencies';
import { envelope } from './envelope';

/**
 * Miles: the brand's loyalty points, earned on real-money stakes (never on bonus money or
 * a free bet or spin), waiting 31 days to be claimed, then the player's balance: spent in
 * the store, withdrawn to cash at the brand's rate, or given by staff, referrals and
 * tournaments. Lifetime miles set the player's tier (reviewed monthly), whose multiplier
 * raises what each stake earns. Miles are whole numbers.
 *
 * Player (a session on the brand):
 *   GET  /api/miles                    -> milesSummaryResponseSchema
 *   POST /api/miles/claim              -> milesClaimResponseSchema (all pending, unexpired miles)
 *   GET  /api/miles/journal            -> milesJournalResponseSchema (the last 31 days)
 *   POST /api/miles/withdrawals        milesWithdrawRequest (+ Idempotency-Key) -> milesWithdrawalResponseSchema
 *   GET  /api/miles/withdrawals        -> milesWithdrawalsResponseSchema
 * Office (scope `marketing`; the cash rate and minimum: `admin` too):
 *   GET  /api/office/miles/settings    -> officeMilesSettingsResponseSchema
 *   PUT  /api/office/miles/settings    officeMilesSettingsRequest -> officeMilesSettingsResponseSchema
 *   GET  /api/office/miles/players/:id -> officePlayerMilesResponseSchema
 *   POST /api/office/miles/players/:id/awards  officeMilesAwardRequest -> officePlayerMilesResponseSchema
 */
export const MILES_API = {
  summary: '/api/miles',
  claim: '/api/miles/claim',
  journal: '/api/miles/journal',
  withdrawals: '/api/miles/withdrawals',
} as const;

export const OFFICE_MILES_API = {
  settings: '/api/office/miles/settings',
  player: (playerId: string) => `/api/office/miles/players/${playerId}`,
  awards: (playerId: string) => `/api/office/miles/players/${playerId}/awards`,
} as const;

/** How long earned miles wait to be claimed, and how far back the miles table looks. */
export const MILES_CLAIM_DAYS = 31;
export const MILES_TABLE_DAYS = 31;

export const MILES_TIERS = ['bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
export const milesTierSchema = z.enum(MILES_TIERS);
export type MilesTier = z.infer<typeof milesTierSchema>;

/**
 * What a brand sets a mile's price in, per kind of play: minor units of its currency
 * wagered (real money) per mile. `table` is table and live games, whichever product runs them.
 */
export const MILES_RATE_KEYS = ['casino', 'house', 'sports', 'table'] as const;
export type MilesRateKey = (typeof MILES_RATE_KEYS)[number];

/** The profile's three sections (the spec's "claim, table, withdraw table"). */
export const MILES_SECTIONS = ['claim', 'table', 'withdraw'] as const;
export type MilesSection = (typeof MILES_SECTIONS)[number];

/** Why miles moved: one row of the player's miles journal each. */
export const MILES_ENTRY_KINDS = [
  'earn',
  'takeback',
  'claim',
  'expire',
  'spend',
  'refund',
  'award',
  'withdraw',
] as const;
export type MilesEntryKind = (typeof MILES_ENTRY_KINDS)[number];

export const MILES_AWARD_REASONS = ['referral', 'tournament', 'office'] as const;
export type MilesAwardReason = (typeof MILES_AWARD_REASONS)[number];

const isoTime = z.iso.datetime({ offset: true });
const miles = z.number().int();

export const milesTierStepSchema = z.object({
  tier: milesTierSchema,
  /** Lifetime miles from which a player has this tier (Bronze: 0). */
  threshold: miles.min(0),
  /** What each stake earns, in percent of the base rate (Bronze: 100). */
  multiplier_pct: miles.min(1),
});
export type MilesTierStep = z.infer<typeof milesTierStepSchema>;

export const milesSummarySchema = z.object({
  /** Claimed miles: what the player can spend or withdraw. */
  balance: miles,
  /** Earned, not claimed yet and not expired. */
  pending: miles,
  /** When the soonest of the pending miles expire (null: none pending). */
  pending_expires_at: isoTime.nullable(),
  /** Every mile earned by play (less what was taken back): what sets the tier. */
  lifetime: miles,
  tier: milesTierSchema,
  multiplier_pct: miles,
  /** The next tier and the lifetime miles it needs (null: the top tier). */
  next_tier: z.object({ tier: milesTierSchema, threshold: miles }).nullable(),
  /** Withdrawal to cash: minor units per mile, the minimum miles, the brand's currency. */
  withdraw: z.object({ rate: miles, minimum: miles, currency: currencySchema }),
});
export type MilesSummary = z.infer<typeof milesSummarySchema>;
export const milesSummaryResponseSchema = envelope(milesSummarySchema);

export const milesClaimResponseSchema = envelope(
  z.object({ claimed: miles, summary: milesSummarySchema }),
);

export const milesEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(MILES_ENTRY_KINDS),
  /** Added to (positive) or taken from (negative) the balance or the pending miles. */
  miles,
  /** An earning's miles still waiting to be claimed, and when they expire. */
  pending: miles.nullable(),
  expires_at: isoTime.nullable(),
  /** An award's reason, a spend's or withdrawal's reference. */
  reason: z.string().nullable(),
  /** A take-back's miles that were already spent (owed, settled by later earnings). */
  shortfall: miles,
  /** A withdrawal's cash, in minor units. */
  cash: z.number().int().nullable(),
  at: isoTime,
});
export type MilesEntry = z.infer<typeof milesEntrySchema>;
export const milesJournalResponseSchema = envelope(
  z.object({ timezone: z.string(), items: z.array(milesEntrySchema) }),
);

export const milesWithdrawRequestSchema = z.object({
  miles: z
    .number({ error: 'miles.amount_invalid' })
    .int({ error: 'miles.amount_invalid' })
    .min(1, { error: 'miles.amount_invalid' })
    .max(1_000_000_000, { error: 'miles.amount_invalid' }),
});
export type MilesWithdrawRequest = z.infer<typeof milesWithdrawRequestSchema>;

export const milesWithdrawalSchema = z.object({
  id: z.string(),
  miles,
  /** Cash credited, minor units of `currency`. */
  amount: z.number().int(),
  currency: currencySchema,
  at: isoTime,
});
export type MilesWithdrawal = z.infer<typeof milesWithdrawalSchema>;
export const milesWithdrawalResponseSchema = envelope(
  z.object({ withdrawal: milesWithdrawalSchema, summary: milesSummarySchema }),
);
export const milesWithdrawalsResponseSchema = envelope(
  z.object({ items: z.array(milesWithdrawalSchema) }),
);

const positive = z
  .number({ error: 'miles.setting_invalid' })
  .int({ error: 'miles.setting_invalid' })
  .min(1, { error: 'miles.setting_invalid' })
  .max(1_000_000_000, { error: 'miles.setting_invalid' });

/** A brand's miles terms, as the office reads and sets them (whole, defaults filled in). */
export const milesTermsSchema = z.object({
  rates: z.object({
    casino: positive,
    house: positive,
    sports: positive,
    table: positive,
  } satisfies Record<MilesRateKey, z.ZodType>),
  tiers: z
    .array(
      z.object({
        tier: milesTierSchema,
        threshold: z
          .number({ error: 'miles.setting_invalid' })
          .int({ error: 'miles.setting_invalid' })
          .min(0, { error: 'miles.setting_invalid' })
          .max(1_000_000_000, { error: 'miles.setting_invalid' }),
        multiplier_pct: positive.max(1000, { error: 'miles.setting_invalid' }),
      }),
    )
    .length(MILES_TIERS.length, { error: 'miles.tiers_invalid' })
    .refine(
      (tiers) =>
        tiers.every(
          (t, i) =>
            t.tier === MILES_TIERS[i] &&
            (i === 0 ? t.threshold === 0 : t.threshold > (tiers[i - 1]?.threshold ?? 0)),
        ),
      { error: 'miles.tiers_invalid' },
    ),
  withdraw_rate: positive,
  withdraw_minimum: positive,
});
export type MilesTerms = z.infer<typeof milesTermsSchema>;
export const officeMilesSettingsRequestSchema = milesTermsSchema;
export const officeMilesSettingsResponseSchema = envelope(
  milesTermsSchema.extend({ currency: currencySchema }),
);

export const officeMilesPlayerParamsSchema = z.object({
  id: z.uuid({ error: 'office.player_not_found' }),
});
export const officeMilesAwardRequestSchema = z.object({
  miles: z
    .number({ error: 'miles.amount_invalid' })
    .int({ error: 'miles.amount_invalid' })
    .min(1, { error: 'miles.amount_invalid' })
    .max(1_000_000, { error: 'miles.amount_invalid' }),
  note: z
    .string()
    .trim()
    .min(1, { error: 'miles.note_required' })
    .max(500, { error: 'validation.too_long' }),
});
export type OfficeMilesAwardRequest = z.infer<typeof officeMilesAwardRequestSchema>;
export const officePlayerMilesResponseSchema = envelope(
  z.object({ summary: milesSummarySchema, items: z.array(milesEntrySchema) }),
);
