import { LANGUAGES, type Language } from '@tribuna/contracts/languages';
import type {
  OfficePromotion,
  OfficePromotionRequest,
  PromotionCta,
  PromotionTexts,
  PromotionType,
} from '@tribuna/contracts/promotions';

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

function wallParts(instant: Date, timeZone: string | undefined) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the brand's wall time, for a `datetime-local` field. */
export function wallTimeIn(iso: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = wallParts(date, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string | undefined): number {
  const whole = Math.floor(instant / 1000) * 1000;
  const p = wallParts(new Date(whole), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - whole;
}

/**
 * The brand's wall time (`YYYY-MM-DDTHH:mm`) as an instant, whatever zone this computer is
 * in; null when it is not one.
 */
export function instantOf(wall: string, timeZone: string | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc)) return null;
  // Twice: the offset at the first guess may differ from the one at the answer (a DST change).
  const guess = asUtc - offsetAt(asUtc, timeZone);
  return new Date(asUtc - offsetAt(guess, timeZone)).toISOString();
}

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
    startsAt: wallTimeIn(now.toISOString(), timeZone),
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
    startsAt: wallTimeIn(promotion.starts_at, timeZone),
    endsAt: promotion.ends_at ? wallTimeIn(promotion.ends_at, timeZone) : '',
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
    starts_at: instantOf(draft.startsAt, timeZone) ?? draft.startsAt,
    ends_at: draft.endsAt === '' ? null : (instantOf(draft.endsAt, timeZone) ?? draft.endsAt),
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
