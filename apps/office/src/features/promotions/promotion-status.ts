import type { Language } from '@tribuna/contracts/languages';
import { LANGUAGES } from '@tribuna/contracts/languages';
import type { OfficePromotion } from '@tribuna/contracts/promotions';

export type PromotionStatus = 'live' | 'off' | 'scheduled' | 'ended';

/** Why a promotion is or is not on the site now. */
export function promotionStatus(promotion: OfficePromotion, now: Date): PromotionStatus {
  if (promotion.live) return 'live';
  if (!promotion.enabled) return 'off';
  return Date.parse(promotion.starts_at) > now.getTime() ? 'scheduled' : 'ended';
}

/** The title staff read in the list: their language's, else the first one written. */
export function titleFor(promotion: OfficePromotion, language: Language): string | null {
  const texts =
    promotion.translations[language] ??
    LANGUAGES.map((l) => promotion.translations[l]).find(Boolean);
  return texts?.title ?? null;
}
