import { z } from 'zod';
import { envelope } from './envelope';
import { perLanguage } from './languages';
import { MAX_AMOUNT } from './money';
import { bonusCodeSchema } from './promotions';

/**
 * Bonuses: campaigns a brand's marketing staff run, and each player's bonuses (grants).
 *
 * Player (a session on the brand):
 *   GET    /api/bonuses?status=                   -> bonusListResponseSchema
 *   POST   /api/bonuses/code                      bonusCodeRequest -> bonusResponseSchema
 *   POST   /api/bonuses/:id/claim                 -> bonusResponseSchema
 *   POST   /api/bonuses/:id/cancel                -> bonusResponseSchema (forfeits its bonus money)
 * Office (scope `marketing` or `admin`):
 *   GET    /api/office/bonus/campaigns            -> officeCampaignListResponseSchema
 *   POST   /api/office/bonus/campaigns            campaignRequest -> officeCampaignResponseSchema
 *   GET    /api/office/bonus/campaigns/:id        -> officeCampaignResponseSchema
 *   PUT    /api/office/bonus/campaigns/:id        campaignRequest -> officeCampaignResponseSchema
 *   GET    /api/office/bonus/players/:id          -> officePlayerBonusesResponseSchema
 *   POST   /api/office/bonus/players/:id/grants   officeGrantRequest -> officeBonusResponseSchema
 *   POST   /api/office/bonus/grants/:id/cancel    officeCancelRequest -> officeBonusResponseSchema
 *   GET    /api/office/bonus/cost?from=&to=&campaign_id= -> officeBonusCostResponseSchema
 *
 * A bonus's life: `available` (offered: claim it), `claimed` (a deposit match waiting for
 * its qualifying deposit), `active` (bonus money credited, wagering under way), then
 * `completed` (wagered: its bonus money became cash, up to the campaign's cap) or
 * `canceled` (by the player, staff, a withdrawal, its expiry or a break: its bonus money is
 * forfeited). One bonus is claimed or active at a time. Amounts are minor units of the
 * brand's currency; odds are hundredths.
 *
 * Money: bonus money is its own balance. Stakes take cash first, then bonus money. What a
 * stake's bonus part returns stays bonus money until the wagering is complete. Wagering
 * counts every stake made while the bonus is active, when its result comes, at its
 * contribution: by game category, sports only at odds of at least `min_odds_x100`; a voided
 * or refunded stake never counts.
 */
export const BONUS_API = {
  list: '/api/bonuses',
  code: '/api/bonuses/code',
  claim: (id: string) => `/api/bonuses/${id}/claim`,
  cancel: (id: string) => `/api/bonuses/${id}/cancel`,
} as const;

export const OFFICE_BONUS_API = {
  campaigns: '/api/office/bonus/campaigns',
  campaign: (id: string) => `/api/office/bonus/campaigns/${id}`,
  player: (playerId: string) => `/api/office/bonus/players/${playerId}`,
  grant: (playerId: string) => `/api/office/bonus/players/${playerId}/grants`,
  cancel: (bonusId: string) => `/api/office/bonus/grants/${bonusId}/cancel`,
  cost: '/api/office/bonus/cost',
} as const;

export const BONUS_KINDS = [
  'deposit_match',
  'free_bet',
  'free_spins',
  'cashback',
  'no_deposit',
] as const;
export const bonusKindSchema = z.enum(BONUS_KINDS, { error: 'bonus.kind_invalid' });
export type BonusKind = z.infer<typeof bonusKindSchema>;

/**
 * What gives a player the campaign: its code (at registration, as the promo code, or in the
 * profile), signing up, their Nth deposit (`deposit_number`), a period's net losses
 * (cashback), or staff.
 */
export const BONUS_TRIGGERS = ['code', 'signup', 'deposit', 'period', 'manual'] as const;
export const bonusTriggerSchema = z.enum(BONUS_TRIGGERS, { error: 'bonus.trigger_invalid' });
export type BonusTrigger = z.infer<typeof bonusTriggerSchema>;

export const BONUS_STATUSES = ['available', 'claimed', 'active', 'completed', 'canceled'] as const;
export const bonusStatusSchema = z.enum(BONUS_STATUSES, { error: 'validation.invalid' });
export type BonusStatus = z.infer<typeof bonusStatusSchema>;

/** The profile's six sections (the spec's): `code` is the form, the rest list by status. */
export const BONUS_SECTIONS = ['available', 'code', 'list', 'canceled', 'claimed', 'completed'];
export type BonusSection = (typeof BONUS_SECTIONS)[number];
/** The status each listing section shows (`list`: the active ones). */
export const BONUS_SECTION_STATUS = {
  available: 'available',
  list: 'active',
  canceled: 'canceled',
  claimed: 'claimed',
  completed: 'completed',
} as const satisfies Record<Exclude<BonusSection, 'code'>, BonusStatus>;

export const CANCEL_REASONS = ['player', 'staff', 'withdrawal', 'expired', 'break'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** A stake's category for wagering contributions (the product's own game kinds map here). */
export const WAGER_CATEGORIES = ['sports', 'slots', 'table', 'live'] as const;
export type WagerCategory = (typeof WAGER_CATEGORIES)[number];

export const CASHBACK_PERIODS = ['day', 'week', 'month'] as const;
export type CashbackPeriod = (typeof CASHBACK_PERIODS)[number];

/** product.md's defaults: slots 100 %, table 10 %, live 10 %, sports 100 % at odds ≥ 1.50. */
export const DEFAULT_CONTRIBUTIONS = { sports: 100, slots: 100, table: 10, live: 10 } as const;
export const DEFAULT_MIN_ODDS_X100 = 150;

const amount = z
  .number({ error: 'bonus.amount_invalid' })
  .int({ error: 'bonus.amount_invalid' })
  .min(1, { error: 'bonus.amount_invalid' })
  .max(MAX_AMOUNT, { error: 'bonus.amount_invalid' });
const percent = z
  .number({ error: 'bonus.percent_invalid' })
  .int({ error: 'bonus.percent_invalid' })
  .min(0, { error: 'bonus.percent_invalid' })
  .max(100, { error: 'bonus.percent_invalid' });
const days = z
  .number({ error: 'bonus.days_invalid' })
  .int({ error: 'bonus.days_invalid' })
  .min(1, { error: 'bonus.days_invalid' })
  .max(365, { error: 'bonus.days_invalid' });
const isoTime = z.iso.datetime({ offset: true, error: 'validation.invalid' });

const titleSchema = z.string().trim().max(120, { error: 'validation.too_long' });
/** The title players read, per language (at least one; the brand's default first). */
export const campaignTitlesSchema = perLanguage(titleSchema).refine(
  (t) => Object.values(t).some((v) => v !== undefined && v.length > 0),
  {
    error: 'bonus.title_required',
  },
);

export const contributionsSchema = z
  .object({ sports: percent, slots: percent, table: percent, live: percent })
  .meta({ id: 'BonusContributions' });
export type Contributions = z.infer<typeof contributionsSchema>;

/**
 * A campaign as staff write it. Which fields a kind needs:
 * - `deposit_match`: `percent` of the qualifying deposit (at least `min_deposit`), at most
 *   `max_bonus`; trigger `code` (claimed, then the next qualifying deposit), `deposit`
 *   (the player's `deposit_number`th deposit offers it) or `manual`;
 * - `no_deposit`: `amount` of bonus money; any trigger but `period`;
 * - `free_bet`: one sports stake of `amount` paid by the brand, returning only its
 *   winnings, on odds of at least `min_odds_x100`;
 * - `free_spins`: `spins` rounds of `spin_stake` on the house slot `game`;
 * - `cashback`: `percent` of the net losses of each `cashback_period`, at most `max_bonus`,
 *   trigger `period`.
 * Winnings of free bets and free spins, and cashback, are bonus money under the campaign's
 * wagering (cash at once when `wagering_multiple` is 0).
 */
export const campaignRequestSchema = z
  .object({
    /** Staff's own name for it. */
    name: z
      .string()
      .trim()
      .min(1, { error: 'bonus.name_required' })
      .max(80, { error: 'validation.too_long' }),
    titles: campaignTitlesSchema,
    kind: bonusKindSchema,
    trigger: bonusTriggerSchema,
    code: bonusCodeSchema.nullable(),
    /** 1: the first deposit. */
    deposit_number: z
      .number()
      .int()
      .min(1, { error: 'bonus.deposit_number_invalid' })
      .max(100, { error: 'bonus.deposit_number_invalid' })
      .nullable(),
    percent: percent.nullable(),
    amount: amount.nullable(),
    max_bonus: amount.nullable(),
    min_deposit: amount.nullable(),
    game: z.string().trim().min(1).max(80).nullable(),
    spins: z.number().int().min(1).max(1000).nullable(),
    spin_stake: amount.nullable(),
    cashback_period: z.enum(CASHBACK_PERIODS).nullable(),
    /** Times the bonus money to wager before it turns into cash; 0: none. */
    wagering_multiple: z
      .number({ error: 'bonus.wagering_invalid' })
      .int({ error: 'bonus.wagering_invalid' })
      .min(0, { error: 'bonus.wagering_invalid' })
      .max(100, { error: 'bonus.wagering_invalid' }),
    contributions: contributionsSchema,
    min_odds_x100: z.number().int().min(100).max(100_000),
    /** The largest stake while the bonus has bonus money; null: none. */
    max_bet: amount.nullable(),
    /** The most cash its bonus money may turn into; the rest is forfeited. null: no cap. */
    max_conversion: amount.nullable(),
    /** Days an offered bonus (or a claimed deposit match) waits to be claimed (or funded). */
    claim_days: days,
    /** Days to complete the wagering once active. */
    wager_days: days,
    /** Codes, sign-ups and deposits give it only between these. */
    starts_at: isoTime,
    ends_at: isoTime.nullable(),
    /** How many players may receive it; null: no limit. Each player once. */
    max_grants: z.number().int().min(1).max(10_000_000).nullable(),
    status: z.enum(['active', 'paused', 'ended']),
  })
  .superRefine((c, ctx) => {
    const need = (field: keyof typeof c, ok: boolean, key = 'bonus.field_required') => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [field], message: key });
    };
    need('code', c.trigger !== 'code' || c.code !== null);
    need('deposit_number', c.trigger !== 'deposit' || c.deposit_number !== null);
    need('trigger', (c.kind === 'cashback') === (c.trigger === 'period'), 'bonus.trigger_invalid');
    need('trigger', c.trigger !== 'deposit' || c.kind === 'deposit_match', 'bonus.trigger_invalid');
    if (c.kind === 'deposit_match' || c.kind === 'cashback') {
      need('percent', c.percent !== null && c.percent > 0);
      need('max_bonus', c.max_bonus !== null);
    }
    if (c.kind === 'deposit_match') need('min_deposit', c.min_deposit !== null);
    if (c.kind === 'no_deposit' || c.kind === 'free_bet') need('amount', c.amount !== null);
    if (c.kind === 'free_spins') {
      need('game', c.game !== null);
      need('spins', c.spins !== null);
      need('spin_stake', c.spin_stake !== null);
    }
    if (c.kind === 'cashback') need('cashback_period', c.cashback_period !== null);
    if (c.ends_at !== null && Date.parse(c.ends_at) <= Date.parse(c.starts_at)) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'bonus.ends_before_start' });
    }
  });
export type CampaignRequest = z.infer<typeof campaignRequestSchema>;

export const officeCampaignSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    titles: z.record(z.string(), z.string()),
    kind: bonusKindSchema,
    trigger: bonusTriggerSchema,
    code: z.string().nullable(),
    deposit_number: z.number().int().nullable(),
    percent: z.number().int().nullable(),
    amount: z.number().int().nullable(),
    max_bonus: z.number().int().nullable(),
    min_deposit: z.number().int().nullable(),
    game: z.string().nullable(),
    spins: z.number().int().nullable(),
    spin_stake: z.number().int().nullable(),
    cashback_period: z.enum(CASHBACK_PERIODS).nullable(),
    wagering_multiple: z.number().int(),
    contributions: contributionsSchema,
    min_odds_x100: z.number().int(),
    max_bet: z.number().int().nullable(),
    max_conversion: z.number().int().nullable(),
    claim_days: z.number().int(),
    wager_days: z.number().int(),
    starts_at: z.string(),
    ends_at: z.string().nullable(),
    max_grants: z.number().int().nullable(),
    status: z.enum(['active', 'paused', 'ended']),
    /** How many players have received it. */
    granted: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'OfficeCampaign' });
export type OfficeCampaign = z.infer<typeof officeCampaignSchema>;

/** A player's bonus, as the player sees it (texts in their language). */
export const bonusSchema = z
  .object({
    id: z.string(),
    campaign_id: z.string(),
    kind: bonusKindSchema,
    title: z.string(),
    status: bonusStatusSchema,
    /** Bonus money credited (what a free bet's or free spins' vouchers won); 0 until known. */
    amount: z.number().int(),
    /** A deposit match's terms, for one still waiting its deposit. */
    percent: z.number().int().nullable(),
    max_bonus: z.number().int().nullable(),
    min_deposit: z.number().int().nullable(),
    wagering: z.object({ required: z.number().int(), progress: z.number().int() }),
    contributions: contributionsSchema,
    min_odds_x100: z.number().int(),
    max_bet: z.number().int().nullable(),
    max_conversion: z.number().int().nullable(),
    /** A free bet: its stake (the brand's), and whether it has been placed. */
    free_bet: z.object({ stake: z.number().int(), used: z.boolean() }).nullable(),
    /** Free spins: their slot, the stake of each, how many in all and how many are left. */
    free_spins: z
      .object({
        game: z.string(),
        stake: z.number().int(),
        total: z.number().int(),
        remaining: z.number().int(),
      })
      .nullable(),
    /** Cash it became (completed). */
    converted: z.number().int().nullable(),
    /** Bonus money it lost (canceled, or above a cap). */
    forfeited: z.number().int().nullable(),
    /** The deadline to claim it (available, claimed) or to wager it (active). */
    expires_at: z.string().nullable(),
    created_at: z.string(),
    claimed_at: z.string().nullable(),
    completed_at: z.string().nullable(),
    canceled_at: z.string().nullable(),
    cancel_reason: z.enum(CANCEL_REASONS).nullable(),
  })
  .meta({ id: 'Bonus' });
export type Bonus = z.infer<typeof bonusSchema>;

export const bonusListQuerySchema = z.object({ status: bonusStatusSchema.optional() });
export const bonusParamsSchema = z.object({ id: z.uuid({ error: 'bonus.not_found' }) });
export const bonusCodeRequestSchema = z.object({ code: bonusCodeSchema });
export type BonusCodeRequest = z.infer<typeof bonusCodeRequestSchema>;

export const bonusListResponseSchema = envelope(z.object({ items: z.array(bonusSchema) }));
export const bonusResponseSchema = envelope(bonusSchema);

/** A player's bonus in the office: the player's view and the campaign's name. */
export const officeBonusSchema = bonusSchema
  .extend({
    campaign_name: z.string(),
    player_id: z.string(),
    /** Who canceled it (staff's name) and why, as they wrote it. */
    canceled_by: z.string().nullable(),
    cancel_note: z.string().nullable(),
  })
  .meta({ id: 'OfficeBonus' });
export type OfficeBonus = z.infer<typeof officeBonusSchema>;

export const officeCampaignParamsSchema = z.object({
  id: z.uuid({ error: 'bonus.campaign_not_found' }),
});
export const officePlayerParamsSchema = z.object({
  id: z.uuid({ error: 'office.player_not_found' }),
});
export const officeGrantRequestSchema = z.object({
  campaign_id: z.uuid({ error: 'bonus.campaign_not_found' }),
});
export const officeCancelRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: 'bonus.reason_required' })
    .max(500, { error: 'validation.too_long' }),
});

export const officeCampaignListResponseSchema = envelope(
  z.object({ items: z.array(officeCampaignSchema) }),
);
export const officeCampaignResponseSchema = envelope(officeCampaignSchema);
export const officePlayerBonusesResponseSchema = envelope(
  z.object({ items: z.array(officeBonusSchema) }),
);
export const officeBonusResponseSchema = envelope(officeBonusSchema);

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalid' });
export const officeBonusCostQuerySchema = z.object({
  from: day.optional(),
  to: day.optional(),
  campaign_id: z.uuid({ error: 'bonus.campaign_not_found' }).optional(),
});

/**
 * Per campaign per day (the brand's days): bonus money granted, what of it became cash
 * (the cost), and what was forfeited; `cost` is what became cash.
 */
export const bonusCostRowSchema = z
  .object({
    day: z.string(),
    campaign_id: z.string(),
    campaign_name: z.string(),
    granted: z.number().int(),
    converted: z.number().int(),
    forfeited: z.number().int(),
  })
  .meta({ id: 'BonusCostRow' });
export type BonusCostRow = z.infer<typeof bonusCostRowSchema>;
export const officeBonusCostResponseSchema = envelope(
  z.object({
    currency: z.string(),
    items: z.array(bonusCostRowSchema),
    totals: z.object({
      granted: z.number().int(),
      converted: z.number().int(),
      forfeited: z.number().int(),
    }),
  }),
);
