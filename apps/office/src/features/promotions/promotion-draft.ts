import { LANGUAGES, type Language } from '@tribuna/contracts/languages';
import type {
  OfficePromotion,
  OfficePromotionRequest,
  PromotionCta,
  PromotionTexts,
  PromotionType,
} from '@tribuna/contracts/promotions';
import { fromWallTime, toWallTime } from '../../lib/wall-time';

/** What the button does, as the form chooses it. */
export type CtaKind = 'none' | 'bonus' | 'route';

/** The editor's state: text fields as typed, every language present (empty: not written). */
export interface PromotionDraft {
  type: PromotionType;
  enabled: boolean;
  position: string;
  imageUrl: string;
  ctaKind: CtaKind;
  ctaCode: string;
  ctaPath: string;
  /** `YYYY-MM-DDTHH:mm`, the brand's wall time. */
  startsAt: string;
  /** The same, or empty for no end. */
  endsAt: string;
  translations: Record<Language, PromotionTexts>;
}

const EMPTY_TEXTS: PromotionTexts = { title: '', summary: '', body: '', terms: '', cta_label: '' };

function allLanguages(
  translations: Partial<Record<Language, PromotionTexts>>,
): Record<Language, PromotionTexts> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, { ...EMPTY_TEXTS, ...translations[language] }]),
  ) as Record<Language, PromotionTexts>;
}

/** A new promotion: a promotion type, on, from now, with no texts yet. */
export function emptyDraft(now: Date, timeZone: string | undefined): PromotionDraft {
  return {
    type: 'promotion',
    enabled: true,
    position: '100',
    imageUrl: '',
    ctaKind: 'route',
    ctaCode: '',
    ctaPath: '/',
    startsAt: toWallTime(now.toISOString(), timeZone),
    endsAt: '',
    translations: allLanguages({}),
  };
}

export function draftOf(promotion: OfficePromotion, timeZone: string | undefined): PromotionDraft {
  const cta = promotion.cta;
  return {
    type: promotion.type,
    enabled: promotion.enabled,
    position: String(promotion.position),
    imageUrl: promotion.image_url ?? '',
    ctaKind: cta?.kind ?? 'none',
    ctaCode: cta?.kind === 'bonus' ? cta.code : '',
    ctaPath: cta?.kind === 'route' ? cta.path : '',
    startsAt: toWallTime(promotion.starts_at, timeZone),
    endsAt: promotion.ends_at ? toWallTime(promotion.ends_at, timeZone) : '',
    translations: allLanguages(promotion.translations),
  };
}

/** Whether staff wrote anything in a language (an untouched one is not sent). */
export function isWritten(texts: PromotionTexts): boolean {
  return Object.values(texts).some((value) => value.trim() !== '');
}

function ctaOf(draft: PromotionDraft): PromotionCta | null {
  if (draft.ctaKind === 'bonus') return { kind: 'bonus', code: draft.ctaCode };
  if (draft.ctaKind === 'route') return { kind: 'route', path: draft.ctaPath.trim() };
  return null;
}

/**
 * The request the contract checks, from the draft. Values that cannot be read (a date, a
 * position) are passed on as they are, so the contract's schema says what is wrong with them.
 */
export function requestOf(
  draft: PromotionDraft,
  timeZone: string | undefined,
): Omit<OfficePromotionRequest, 'position' | 'starts_at' | 'ends_at'> & {
  position: number;
  starts_at: string;
  ends_at: string | null;
} {
  const position = draft.position.trim() === '' ? Number.NaN : Number(draft.position);
  return {
    type: draft.type,
    enabled: draft.enabled,
    position,
    image_url: draft.imageUrl.trim() === '' ? null : draft.imageUrl.trim(),
    cta: ctaOf(draft),
    starts_at: fromWallTime(draft.startsAt, timeZone) ?? draft.startsAt,
    ends_at: draft.endsAt === '' ? null : (fromWallTime(draft.endsAt, timeZone) ?? draft.endsAt),
    translations: Object.fromEntries(
      LANGUAGES.filter((language) => isWritten(draft.translations[language])).map((language) => [
        language,
        draft.translations[language],
      ]),
    ),
  };
}

/** Whether the promotion is live at `now`, as the API counts it (for the preview's note). */
export function liveAt(
  request: { enabled: boolean; starts_at: string; ends_at: string | null },
  now: Date,
): boolean {
  const starts = Date.parse(request.starts_at);
  const ends = request.ends_at === null ? null : Date.parse(request.ends_at);
  return request.enabled && starts <= now.getTime() && (ends === null || ends > now.getTime());
}
