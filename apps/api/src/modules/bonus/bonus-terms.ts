import { z } from 'zod';
import {
  officeCampaignSchema,
  type Bonus,
  type CampaignRequest,
  type Contributions,
  type OfficeBonus,
  type OfficeCampaign,
  type WagerCategory,
} from '@tribuna/contracts/bonus';
import { DEFAULT_LANGUAGE, type Language } from '@tribuna/contracts/languages';
import type { bonusCampaigns, bonusGrants } from './bonus.schema';

/**
 * A campaign's terms beyond its queried columns, as stored (and copied onto each bonus
 * when a player receives it). Parsed whenever read back.
 */
export const termsSchema = officeCampaignSchema
  .pick({
    percent: true,
    amount: true,
    max_bonus: true,
    min_deposit: true,
    game: true,
    spins: true,
    spin_stake: true,
    cashback_period: true,
    wagering_multiple: true,
    contributions: true,
    min_odds_x100: true,
    max_bet: true,
    max_conversion: true,
    claim_days: true,
    wager_days: true,
  })
  .extend({ titles: z.record(z.string(), z.string()) });
export type Terms = z.infer<typeof termsSchema>;

export type CampaignRow = typeof bonusCampaigns.$inferSelect;
export type GrantRow = typeof bonusGrants.$inferSelect;

export function termsOf(stored: unknown): Terms {
  return termsSchema.parse(stored);
}

export function termsFromRequest(request: CampaignRequest): Terms {
  const titles: Record<string, string> = {};
  for (const [language, title] of Object.entries(request.titles)) {
    if (title) titles[language] = title;
  }
  return {
    titles,
    percent: request.percent,
    amount: request.amount,
    max_bonus: request.max_bonus,
    min_deposit: request.min_deposit,
    game: request.game,
    spins: request.spins,
    spin_stake: request.spin_stake,
    cashback_period: request.cashback_period,
    wagering_multiple: request.wagering_multiple,
    contributions: request.contributions,
    min_odds_x100: request.min_odds_x100,
    max_bet: request.max_bet,
    max_conversion: request.max_conversion,
    claim_days: request.claim_days,
    wager_days: request.wager_days,
  };
}

/** The title in the reader's language, else the brand's, else the platform's, else any. */
export function titleIn(terms: Terms, language: Language, brandLanguage: Language): string {
  return (
    terms.titles[language] ??
    terms.titles[brandLanguage] ??
    terms.titles[DEFAULT_LANGUAGE] ??
    Object.values(terms.titles)[0] ??
    ''
  );
}

/**
 * What a stake adds to a bonus's wagering: its whole amount (cash and bonus money) at its
 * category's contribution; a sports stake only at odds of at least the minimum. A stake of
 * no known category (a product without one) adds nothing.
 */
export function contributionOf(
  stake: { cash: number; bonus: number; category: WagerCategory | null; oddsX100: number | null },
  terms: { contributions: Contributions; min_odds_x100: number },
): number {
  if (stake.category === null) return 0;
  if (stake.category === 'sports' && (stake.oddsX100 ?? 0) < terms.min_odds_x100) return 0;
  const percent = terms.contributions[stake.category];
  return Math.floor(((stake.cash + stake.bonus) * percent) / 100);
}

/** A deposit match's bonus for a deposit: its percentage, at most the cap. */
export function matchOf(deposit: number, terms: Terms): number {
  const matched = Math.floor((deposit * (terms.percent ?? 0)) / 100);
  return Math.min(matched, terms.max_bonus ?? matched);
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function bonusView(row: GrantRow, language: Language, brandLanguage: Language): Bonus {
  const terms = termsOf(row.terms);
  return {
    id: row.id,
    campaign_id: row.campaignId,
    kind: row.kind,
    title: titleIn(terms, language, brandLanguage),
    status: row.status,
    amount: row.amount,
    percent: terms.percent,
    max_bonus: terms.max_bonus,
    min_deposit: terms.min_deposit,
    wagering: { required: row.wageringRequired, progress: row.wageringProgress },
    contributions: terms.contributions,
    min_odds_x100: terms.min_odds_x100,
    max_bet: terms.max_bet,
    max_conversion: terms.max_conversion,
    free_bet:
      row.kind === 'free_bet'
        ? { stake: terms.amount ?? 0, used: row.status !== 'available' && row.freeOpen === 0 }
        : null,
    free_spins:
      row.kind === 'free_spins'
        ? {
            game: terms.game ?? '',
            stake: terms.spin_stake ?? 0,
            total: terms.spins ?? 0,
            remaining: row.status === 'available' ? (terms.spins ?? 0) : row.freeOpen,
          }
        : null,
    converted: row.converted,
    forfeited: row.forfeited,
    expires_at: iso(row.expiresAt),
    created_at: row.createdAt.toISOString(),
    claimed_at: iso(row.claimedAt),
    completed_at: iso(row.completedAt),
    canceled_at: iso(row.canceledAt),
    cancel_reason: row.cancelReason,
  };
}

export function officeBonusView(
  row: GrantRow,
  campaignName: string,
  brandLanguage: Language,
): OfficeBonus {
  return {
    ...bonusView(row, brandLanguage, brandLanguage),
    campaign_name: campaignName,
    player_id: row.playerId,
    canceled_by: row.canceledBy,
    cancel_note: row.cancelNote,
  };
}

export function campaignView(row: CampaignRow): OfficeCampaign {
  const terms = termsOf(row.terms);
  return {
    id: row.id,
    name: row.name,
    titles: terms.titles,
    kind: row.kind,
    trigger: row.trigger,
    code: row.code,
    deposit_number: row.depositNumber,
    percent: terms.percent,
    amount: terms.amount,
    max_bonus: terms.max_bonus,
    min_deposit: terms.min_deposit,
    game: terms.game,
    spins: terms.spins,
    spin_stake: terms.spin_stake,
    cashback_period: terms.cashback_period,
    wagering_multiple: terms.wagering_multiple,
    contributions: terms.contributions,
    min_odds_x100: terms.min_odds_x100,
    max_bet: terms.max_bet,
    max_conversion: terms.max_conversion,
    claim_days: terms.claim_days,
    wager_days: terms.wager_days,
    starts_at: row.startsAt.toISOString(),
    ends_at: iso(row.endsAt),
    max_grants: row.maxGrants,
    status: row.status,
    granted: row.granted,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
