import {
  DEFAULT_CONTRIBUTIONS,
  DEFAULT_MIN_ODDS_X100,
  WAGER_CATEGORIES,
  campaignRequestSchema,
  type BonusKind,
  type BonusTrigger,
  type CampaignRequest,
  type CashbackPeriod,
  type OfficeCampaign,
  type WagerCategory,
} from '@tribuna/contracts/bonus';
import { LANGUAGES, type Language } from '@tribuna/contracts/language-codes';
import { readTypedDecimal, typedText } from '@tribuna/contracts/typed-amount';
import { issuesToFormErrors, type FormErrors } from '../../lib/form-errors';
import { fromWallTime, toWallTime } from '../../lib/wall-time';
import './bonus-messages';

export type CampaignStatus = CampaignRequest['status'];
export const CAMPAIGN_STATUSES = [
  'active',
  'paused',
  'ended',
] as const satisfies readonly CampaignStatus[];

/** The terms only some kinds of bonus have. */
export type KindField =
  | 'percent'
  | 'amount'
  | 'min_deposit'
  | 'max_bonus'
  | 'cashback_period'
  | 'game'
  | 'spins'
  | 'spin_stake';

/** What each kind needs (the contract's `campaignRequestSchema`), in the order the form asks. */
export const KIND_FIELDS: Readonly<Record<BonusKind, readonly KindField[]>> = {
  deposit_match: ['percent', 'min_deposit', 'max_bonus'],
  no_deposit: ['amount'],
  free_bet: ['amount'],
  free_spins: ['game', 'spins', 'spin_stake'],
  cashback: ['percent', 'cashback_period', 'max_bonus'],
};

/**
 * What may give each kind to a player: a cashback only its period; a deposit match a code,
 * the Nth deposit or staff; the others a code, signing up or staff.
 */
export const KIND_TRIGGERS: Readonly<Record<BonusKind, readonly BonusTrigger[]>> = {
  deposit_match: ['code', 'deposit', 'manual'],
  no_deposit: ['code', 'signup', 'manual'],
  free_bet: ['code', 'signup', 'manual'],
  free_spins: ['code', 'signup', 'manual'],
  cashback: ['period'],
};

/** Amounts typed in major units of the brand's currency, sent in minor units. */
export const MONEY_FIELDS = [
  'amount',
  'min_deposit',
  'max_bonus',
  'spin_stake',
  'max_bet',
  'max_conversion',
] as const;
export type MoneyField = (typeof MONEY_FIELDS)[number];

/** The campaign as the form edits it: numbers and amounts as typed, "" for none. */
export interface CampaignDraft {
  name: string;
  titles: Record<Language, string>;
  kind: BonusKind;
  trigger: BonusTrigger;
  code: string;
  deposit_number: string;
  percent: string;
  amount: string;
  min_deposit: string;
  max_bonus: string;
  cashback_period: CashbackPeriod;
  game: string;
  spins: string;
  spin_stake: string;
  wagering_multiple: string;
  contributions: Record<WagerCategory, string>;
  /** Decimal odds as typed ("1.50", "1,50" in es_ES). */
  min_odds: string;
  max_bet: string;
  max_conversion: string;
  claim_days: string;
  wager_days: string;
  /** `datetime-local` values in the brand's time zone. */
  starts_at: string;
  ends_at: string;
  max_grants: string;
  status: CampaignStatus;
}

/** How the form reads and writes numbers: the brand's currency, the staff member's language. */
export interface DraftContext {
  /** The brand's currency's decimals. */
  decimals: number;
  language: Language;
  /** The brand's; the computer's own until it is known. */
  timeZone: string | undefined;
}

const ODDS_DECIMALS = 2;

function money(minor: number | null, context: DraftContext): string {
  return minor === null ? '' : typedText(minor, context.decimals, context.language);
}

function whole(value: number | null): string {
  return value === null ? '' : String(value);
}

/** A new campaign: the product's default contributions and odds, starting now. */
export function newDraft(now: Date, context: DraftContext): CampaignDraft {
  return {
    name: '',
    titles: { en_US: '', es_ES: '', pt_BR: '' },
    kind: 'deposit_match',
    trigger: 'code',
    code: '',
    deposit_number: '',
    percent: '',
    amount: '',
    min_deposit: '',
    max_bonus: '',
    cashback_period: 'week',
    game: '',
    spins: '',
    spin_stake: '',
    // No default: how many times the bonus is wagered is the campaign's main decision.
    wagering_multiple: '',
    contributions: {
      sports: String(DEFAULT_CONTRIBUTIONS.sports),
      slots: String(DEFAULT_CONTRIBUTIONS.slots),
      table: String(DEFAULT_CONTRIBUTIONS.table),
      live: String(DEFAULT_CONTRIBUTIONS.live),
    },
    min_odds: typedText(DEFAULT_MIN_ODDS_X100, ODDS_DECIMALS, context.language),
    max_bet: '',
    max_conversion: '',
    claim_days: '30',
    wager_days: '30',
    starts_at: toWallTime(now.toISOString(), context.timeZone),
    ends_at: '',
    max_grants: '',
    status: 'active',
  };
}

/** A stored campaign as the form shows it. */
export function toDraft(campaign: OfficeCampaign, context: DraftContext): CampaignDraft {
  const title = (language: Language) => campaign.titles[language] ?? '';
  return {
    name: campaign.name,
    titles: { en_US: title('en_US'), es_ES: title('es_ES'), pt_BR: title('pt_BR') },
    kind: campaign.kind,
    trigger: campaign.trigger,
    code: campaign.code ?? '',
    deposit_number: whole(campaign.deposit_number),
    percent: whole(campaign.percent),
    amount: money(campaign.amount, context),
    min_deposit: money(campaign.min_deposit, context),
    max_bonus: money(campaign.max_bonus, context),
    cashback_period: campaign.cashback_period ?? 'week',
    game: campaign.game ?? '',
    spins: whole(campaign.spins),
    spin_stake: money(campaign.spin_stake, context),
    wagering_multiple: String(campaign.wagering_multiple),
    contributions: {
      sports: String(campaign.contributions.sports),
      slots: String(campaign.contributions.slots),
      table: String(campaign.contributions.table),
      live: String(campaign.contributions.live),
    },
    min_odds: typedText(campaign.min_odds_x100, ODDS_DECIMALS, context.language),
    max_bet: money(campaign.max_bet, context),
    max_conversion: money(campaign.max_conversion, context),
    claim_days: String(campaign.claim_days),
    wager_days: String(campaign.wager_days),
    starts_at: toWallTime(campaign.starts_at, context.timeZone),
    ends_at: toWallTime(campaign.ends_at, context.timeZone),
    max_grants: whole(campaign.max_grants),
    status: campaign.status,
  };
}

/** Another kind: its trigger stays when the kind allows it, else the kind's first. */
export function withKind(draft: CampaignDraft, kind: BonusKind): CampaignDraft {
  const triggers = KIND_TRIGGERS[kind];
  const trigger = triggers.includes(draft.trigger) ? draft.trigger : (triggers[0] ?? 'manual');
  return { ...draft, kind, trigger };
}

/** The fields the form shows for the draft's kind and trigger, beside those every campaign has. */
export function shownFields(draft: Pick<CampaignDraft, 'kind' | 'trigger'>): {
  kind: readonly KindField[];
  code: boolean;
  deposit_number: boolean;
} {
  return {
    kind: KIND_FIELDS[draft.kind],
    code: draft.trigger === 'code',
    deposit_number: draft.trigger === 'deposit',
  };
}

/** What the form says when a field's text cannot be read, and each field's label. */
export interface DraftMessages {
  wholeNumber: string;
  /** An amount not in the language's format (with an example of it). */
  amountFormat: string;
  odds: string;
  dateTime: string;
  required: (path: string) => string;
  /** A term the kind or the trigger needs, left empty (the contract's own message). */
  needed: string;
  /** By request path, to name fields in the contract's messages. */
  labels: Record<string, string>;
}

export type DraftResult =
  { ok: true; request: CampaignRequest } | { ok: false; errors: FormErrors };

/**
 * The draft as the API's request, checked with the API's own schema: amounts read in the
 * staff member's language into minor units, odds into hundredths, times in the brand's
 * zone. Terms the kind or the trigger does not use are sent as none, whatever was typed in
 * them before the kind changed.
 */
export function fromDraft(
  draft: CampaignDraft,
  context: DraftContext,
  messages: DraftMessages,
): DraftResult {
  const errors: FormErrors = {};
  const shown = shownFields(draft);
  const uses = (field: KindField) => shown.kind.includes(field);

  function integer(path: string, text: string, optional: boolean): number | null {
    const value = text.trim();
    if (value === '') {
      if (!optional) errors[path] = messages.required(path);
      return null;
    }
    if (!/^\d{1,9}$/.test(value)) {
      errors[path] = messages.wholeNumber;
      return null;
    }
    return Number(value);
  }
  function amount(path: MoneyField, text: string): number | null {
    if (text.trim() === '') return null;
    const read = readTypedDecimal(text, context.decimals, context.language);
    if (!read.ok || read.units > BigInt(Number.MAX_SAFE_INTEGER)) {
      errors[path] = messages.amountFormat;
      return null;
    }
    return Number(read.units);
  }
  function odds(): number | null {
    const path = 'min_odds_x100';
    if (draft.min_odds.trim() === '') {
      errors[path] = messages.required(path);
      return null;
    }
    const read = readTypedDecimal(draft.min_odds, ODDS_DECIMALS, context.language);
    if (!read.ok || read.units < 100n || read.units > 100_000n) {
      errors[path] = messages.odds;
      return null;
    }
    return Number(read.units);
  }
  function time(path: 'starts_at' | 'ends_at', text: string, optional: boolean): string | null {
    if (text.trim() === '') {
      if (!optional) errors[path] = messages.required(path);
      return null;
    }
    const instant = fromWallTime(text, context.timeZone);
    if (instant === null) errors[path] = messages.dateTime;
    return instant;
  }

  const titles = Object.fromEntries(
    LANGUAGES.flatMap((language) => {
      const title = draft.titles[language].trim();
      return title === '' ? [] : [[language, title]];
    }),
  );
  const candidate = {
    name: draft.name,
    titles,
    kind: draft.kind,
    trigger: draft.trigger,
    code: shown.code && draft.code.trim() !== '' ? draft.code.trim() : null,
    deposit_number: shown.deposit_number
      ? integer('deposit_number', draft.deposit_number, true)
      : null,
    // A kind's own terms are optional here: which ones the kind needs is checked below.
    percent: uses('percent') ? integer('percent', draft.percent, true) : null,
    amount: uses('amount') ? amount('amount', draft.amount) : null,
    min_deposit: uses('min_deposit') ? amount('min_deposit', draft.min_deposit) : null,
    max_bonus: uses('max_bonus') ? amount('max_bonus', draft.max_bonus) : null,
    cashback_period: uses('cashback_period') ? draft.cashback_period : null,
    game: uses('game') && draft.game.trim() !== '' ? draft.game.trim() : null,
    spins: uses('spins') ? integer('spins', draft.spins, true) : null,
    spin_stake: uses('spin_stake') ? amount('spin_stake', draft.spin_stake) : null,
    wagering_multiple: integer('wagering_multiple', draft.wagering_multiple, false),
    contributions: Object.fromEntries(
      WAGER_CATEGORIES.map((category) => [
        category,
        integer(`contributions.${category}`, draft.contributions[category], false),
      ]),
    ),
    min_odds_x100: odds(),
    max_bet: amount('max_bet', draft.max_bet),
    max_conversion: amount('max_conversion', draft.max_conversion),
    claim_days: integer('claim_days', draft.claim_days, false),
    wager_days: integer('wager_days', draft.wager_days, false),
    starts_at: time('starts_at', draft.starts_at, false),
    ends_at: time('ends_at', draft.ends_at, true),
    max_grants: integer('max_grants', draft.max_grants, true),
    status: draft.status,
  };
  // The contract checks what a kind needs only once the rest is valid: said here as well,
  // so every field's problem shows at once.
  const needs: [string, string][] = [
    ...shown.kind.map((field): [string, string] => [field, draft[field]]),
    ...(shown.code ? [['code', draft.code] as [string, string]] : []),
    ...(shown.deposit_number ? [['deposit_number', draft.deposit_number] as [string, string]] : []),
  ];
  for (const [path, text] of needs) {
    if (text.trim() === '') errors[path] ??= messages.needed;
  }
  const parsed = campaignRequestSchema.safeParse(candidate);
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, request: parsed.data };
  // Every field's problem at once: the contract's rules, then what could not be read.
  const rules = parsed.success ? {} : issuesToFormErrors(parsed.error.issues, messages.labels);
  return { ok: false, errors: { ...rules, ...errors } };
}
