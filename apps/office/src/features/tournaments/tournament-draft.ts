import { LANGUAGES, type Language } from '@tribuna/contracts/languages';
import type { BonusKind } from '@tribuna/contracts/bonus';
import { typedText } from '@tribuna/contracts/typed-amount';
import {
  SCORINGS_OF_PRODUCT,
  officeTournamentRequestSchema,
  type OfficeTournament,
  type OfficeTournamentRequest,
  type TournamentEntry,
  type TournamentPrizeKind,
  type TournamentProduct,
  type TournamentScoring,
  type TournamentTexts,
} from '@tribuna/contracts/tournaments';
import { issuesToFormErrors, type FormErrors } from '../../lib/form-errors';
import { toMinorUnits } from '../../lib/money';
import { fromWallTime, toWallTime } from '../../lib/wall-time';

/** A prize row as the editor holds it: places and amount as typed. */
export interface PrizeDraft {
  from: string;
  to: string;
  kind: TournamentPrizeKind;
  /** Money in the brand's currency for cash, whole miles for miles; unused otherwise. */
  amount: string;
  /** The bonus campaign a bonus or free-spins prize gives ("" for none yet). */
  campaignId: string;
}

/** A tournament as the editor holds it: numbers and amounts as typed, "" for none. */
export interface TournamentDraft {
  product: TournamentProduct;
  scoring: TournamentScoring;
  texts: Record<Language, TournamentTexts>;
  imageUrl: string;
  /** Games' slugs or sports' keys; none: every one of the product. */
  eligible: string[];
  bestOf: string;
  minBet: string;
  maxRounds: string;
  entry: TournamentEntry;
  buyIn: string;
  /** `datetime-local` values in the brand's time zone. */
  startsAt: string;
  endsAt: string;
  prizes: PrizeDraft[];
}

/** How the form reads and writes numbers: the brand's currency, the staff member's language. */
export interface DraftContext {
  /** The brand's currency's decimals. */
  decimals: number;
  language: Language;
  /** The brand's; the computer's own until it is known. */
  timeZone: string | undefined;
}

/** The bonus campaigns' kind each campaign prize gives. */
export const PRIZE_CAMPAIGN_KIND = {
  bonus: 'no_deposit',
  free_spins: 'free_spins',
} as const satisfies Partial<Record<TournamentPrizeKind, BonusKind>>;

export function usesCampaign(kind: TournamentPrizeKind): kind is keyof typeof PRIZE_CAMPAIGN_KIND {
  return kind in PRIZE_CAMPAIGN_KIND;
}

/** The scorings a product's tournament may use. */
export function scoringsOf(product: TournamentProduct): readonly TournamentScoring[] {
  return SCORINGS_OF_PRODUCT[product];
}

function emptyTexts(): Record<Language, TournamentTexts> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, { name: '', description: '', rules: '' }]),
  ) as Record<Language, TournamentTexts>;
}

const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;

/** A new tournament: casino, best multiplier, open to all, from the next full hour for a week. */
export function newDraft(now: Date, context: DraftContext): TournamentDraft {
  const start = Math.ceil((now.getTime() + 1) / HOUR) * HOUR;
  return {
    product: 'casino',
    scoring: 'best_multiplier',
    texts: emptyTexts(),
    imageUrl: '',
    eligible: [],
    bestOf: '',
    minBet: '',
    maxRounds: '',
    entry: 'automatic',
    buyIn: '',
    startsAt: toWallTime(new Date(start).toISOString(), context.timeZone),
    endsAt: toWallTime(new Date(start + WEEK).toISOString(), context.timeZone),
    prizes: [{ from: '1', to: '1', kind: 'cash', amount: '', campaignId: '' }],
  };
}

function money(minor: number, context: DraftContext): string {
  return typedText(minor, context.decimals, context.language);
}

/** A stored tournament as the form shows it. */
export function toDraft(tournament: OfficeTournament, context: DraftContext): TournamentDraft {
  const texts = emptyTexts();
  for (const language of LANGUAGES) {
    const stored = tournament.translations[language];
    if (stored) texts[language] = { ...stored };
  }
  return {
    product: tournament.product,
    scoring: tournament.scoring,
    texts,
    imageUrl: tournament.image_url ?? '',
    eligible: [...tournament.eligible],
    bestOf: tournament.best_of === null ? '' : String(tournament.best_of),
    minBet: tournament.min_bet === 0 ? '' : money(tournament.min_bet, context),
    maxRounds: tournament.max_rounds === null ? '' : String(tournament.max_rounds),
    entry: tournament.entry,
    buyIn: tournament.entry === 'buy_in' ? money(tournament.buy_in, context) : '',
    startsAt: toWallTime(tournament.starts_at, context.timeZone),
    endsAt: toWallTime(tournament.ends_at, context.timeZone),
    prizes: tournament.prizes.map((prize) => ({
      from: String(prize.from),
      to: String(prize.to),
      kind: prize.kind,
      amount:
        prize.kind === 'cash'
          ? money(prize.amount, context)
          : prize.kind === 'miles'
            ? String(prize.amount)
            : '',
      campaignId: prize.campaign_id ?? '',
    })),
  };
}

/**
 * Another product: its scoring stays when the product allows it, else the product's first;
 * the eligible games or sports are the other product's, so they go.
 */
export function withProduct(draft: TournamentDraft, product: TournamentProduct): TournamentDraft {
  if (product === draft.product) return draft;
  const scorings = scoringsOf(product);
  const scoring = scorings.includes(draft.scoring) ? draft.scoring : (scorings[0] ?? 'wagered');
  return { ...draft, product, scoring, eligible: [] };
}

/** A prize row of another kind: an amount and a campaign mean different things per kind. */
export function withPrizeKind(prize: PrizeDraft, kind: TournamentPrizeKind): PrizeDraft {
  return prize.kind === kind ? prize : { ...prize, kind, amount: '', campaignId: '' };
}

/** A row for the places after the last row's (one place), a cash prize to be filled in. */
export function addPrizeRow(prizes: readonly PrizeDraft[]): PrizeDraft[] {
  const last = prizes.reduce((most, prize) => {
    const to = /^\d+$/.test(prize.to.trim()) ? Number(prize.to.trim()) : 0;
    return Math.max(most, to);
  }, 0);
  const place = String(last + 1);
  return [...prizes, { from: place, to: place, kind: 'cash', amount: '', campaignId: '' }];
}

/** The fields the form shows for the draft's scoring and entry. */
export function shownFields(draft: Pick<TournamentDraft, 'scoring' | 'entry'>): {
  bestOf: boolean;
  buyIn: boolean;
} {
  return { bestOf: draft.scoring === 'best_n_multipliers', buyIn: draft.entry === 'buy_in' };
}

/** What the form says when a field's text cannot be read, and each field's label. */
export interface DraftMessages {
  wholeNumber: string;
  /** An amount not in the language's format (with an example of it). */
  amountFormat: string;
  dateTime: string;
  required: (path: string) => string;
  /** By request path, to name fields in the contract's messages. */
  labels: Record<string, string>;
}

export type DraftResult =
  { ok: true; request: OfficeTournamentRequest } | { ok: false; errors: FormErrors };

/**
 * The draft as the API's request, checked with the API's own schema: amounts read in the
 * staff member's language into minor units, times in the brand's zone. What the scoring,
 * the entry or a prize's kind does not use is sent as none, whatever was typed in it
 * before it changed.
 */
export function fromDraft(
  draft: TournamentDraft,
  context: DraftContext,
  messages: DraftMessages,
): DraftResult {
  const errors: FormErrors = {};
  const shown = shownFields(draft);

  function whole(path: string, text: string): number | null {
    const value = text.trim();
    if (value === '') return null;
    if (!/^\d{1,10}$/.test(value)) {
      errors[path] = messages.wholeNumber;
      return null;
    }
    return Number(value);
  }
  /** Money typed in major units; empty is 0, which the contract judges per field. */
  function amount(path: string, text: string): number {
    if (text.trim() === '') return 0;
    const minor = toMinorUnits(text, context.decimals, context.language);
    if (minor === null) {
      errors[path] = messages.amountFormat;
      return 0;
    }
    return minor;
  }
  function time(path: 'starts_at' | 'ends_at', text: string): string {
    if (text.trim() === '') {
      errors[path] = messages.required(path);
      return '';
    }
    const instant = fromWallTime(text, context.timeZone);
    if (instant === null) errors[path] = messages.dateTime;
    return instant ?? '';
  }

  const translations: OfficeTournamentRequest['translations'] = {};
  for (const language of LANGUAGES) {
    const texts = draft.texts[language];
    if (Object.values(texts).some((text) => text.trim() !== '')) translations[language] = texts;
  }
  const candidate = {
    product: draft.product,
    scoring: draft.scoring,
    translations,
    image_url: draft.imageUrl.trim() === '' ? null : draft.imageUrl.trim(),
    eligible: draft.eligible,
    best_of: shown.bestOf ? whole('best_of', draft.bestOf) : null,
    min_bet: amount('min_bet', draft.minBet),
    max_rounds: whole('max_rounds', draft.maxRounds),
    entry: draft.entry,
    buy_in: shown.buyIn ? amount('buy_in', draft.buyIn) : 0,
    starts_at: time('starts_at', draft.startsAt),
    ends_at: time('ends_at', draft.endsAt),
    prizes: draft.prizes.map((prize, index) => {
      const path = `prizes.${index}`;
      const byCampaign = usesCampaign(prize.kind);
      return {
        from: whole(`${path}.from`, prize.from) ?? Number.NaN,
        to: whole(`${path}.to`, prize.to) ?? Number.NaN,
        kind: prize.kind,
        amount: byCampaign
          ? 0
          : prize.kind === 'cash'
            ? amount(`${path}.amount`, prize.amount)
            : (whole(`${path}.amount`, prize.amount) ?? 0),
        campaign_id: byCampaign && prize.campaignId !== '' ? prize.campaignId : null,
      };
    }),
  };
  const parsed = officeTournamentRequestSchema.safeParse(candidate);
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, request: parsed.data };
  // Every field's problem at once: the contract's rules, then what could not be read.
  const rules = parsed.success ? {} : issuesToFormErrors(parsed.error.issues, messages.labels);
  return { ok: false, errors: { ...rules, ...errors } };
}
