import {
  JURISDICTION_PRESETS,
  jurisdictionProfileSchema,
  LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  type JurisdictionPreset,
  type JurisdictionProfile,
  type LimitPeriod,
  type SelfExclusion,
  type TimeOut,
} from '@tribuna/contracts/jurisdiction';
import type { Language } from '@tribuna/contracts/language-codes';
import { issuesToFormErrors, type FormErrors } from '../../lib/form-errors';
import { fromMinorUnits, toMinorUnits } from '../../lib/money';

/** The profile as the form edits it: numbers as typed, "" for none. */
export interface ProfileDraft {
  preset: JurisdictionPreset;
  /** "" for none. */
  country: string;
  minimum_age: string;
  bonuses_allowed: boolean;
  max_wagering_multiple: string;
  default_deposit_limits: Record<LimitPeriod, string>;
  limit_raise_cool_off_hours: string;
  reality_check_default_minutes: string;
  shortest_time_out: TimeOut;
  shortest_self_exclusion: SelfExclusion;
}

export function isPreset(value: string): value is JurisdictionPreset {
  return (JURISDICTION_PRESETS as readonly string[]).includes(value);
}

export function toDraft(profile: JurisdictionProfile, language: Language): ProfileDraft {
  const whole = (value: number | null) =>
    value === null ? '' : fromMinorUnits(value, 0, language);
  return {
    preset: profile.preset,
    country: profile.country ?? '',
    minimum_age: String(profile.minimum_age),
    bonuses_allowed: profile.bonuses_allowed,
    max_wagering_multiple:
      profile.max_wagering_multiple === null ? '' : String(profile.max_wagering_multiple),
    default_deposit_limits: {
      day: whole(profile.default_deposit_limits.day),
      week: whole(profile.default_deposit_limits.week),
      month: whole(profile.default_deposit_limits.month),
    },
    limit_raise_cool_off_hours: String(profile.limit_raise_cool_off_hours),
    reality_check_default_minutes: String(profile.reality_check_default_minutes),
    shortest_time_out: profile.shortest_time_out,
    shortest_self_exclusion: profile.shortest_self_exclusion,
  };
}

export type DraftResult =
  { ok: true; profile: JurisdictionProfile } | { ok: false; errors: FormErrors };

const shape = jurisdictionProfileSchema.shape;
const depositLimit = shape.default_deposit_limits.shape.day.unwrap();

/** The bounds of the profile's numbers, read from the API's own schema. */
export const PROFILE_RANGES: Readonly<Record<string, readonly [number, number]>> = {
  minimum_age: [shape.minimum_age.minValue ?? 0, shape.minimum_age.maxValue ?? 0],
  max_wagering_multiple: [
    shape.max_wagering_multiple.unwrap().minValue ?? 0,
    shape.max_wagering_multiple.unwrap().maxValue ?? 0,
  ],
  limit_raise_cool_off_hours: [
    shape.limit_raise_cool_off_hours.minValue ?? 0,
    shape.limit_raise_cool_off_hours.maxValue ?? 0,
  ],
  ...Object.fromEntries(
    LIMIT_PERIODS.map((period) => [
      `default_deposit_limits.${period}`,
      [depositLimit.minValue ?? 0, depositLimit.maxValue ?? 0] as const,
    ]),
  ),
};

/** What the form says when a field is not a whole number, or is left empty where it may not be. */
export interface DraftMessages {
  wholeNumber: string;
  /** A number outside its bounds. */
  range: (minimum: number, maximum: number) => string;
  required: (path: string) => string;
  /** Each field's label, to name it in the schema's messages. */
  labels: Record<string, string>;
}

/**
 * The draft as the API's profile, checked with the API's own schema: the numbers must be
 * whole (a limit may carry the language's thousands marks: "1.500" in es_ES), the
 * optional ones may be left empty for none.
 */
export function fromDraft(
  draft: ProfileDraft,
  language: Language,
  messages: DraftMessages,
): DraftResult {
  const errors: FormErrors = {};
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
  function whole(period: LimitPeriod): number | null {
    const path = `default_deposit_limits.${period}`;
    const value = draft.default_deposit_limits[period].trim();
    if (value === '') return null;
    const units = toMinorUnits(value, 0, language);
    if (units === null) errors[path] = messages.wholeNumber;
    return units;
  }

  const candidate = {
    preset: draft.preset,
    country: draft.country === '' ? null : draft.country,
    minimum_age: integer('minimum_age', draft.minimum_age, false),
    bonuses_allowed: draft.bonuses_allowed,
    max_wagering_multiple: integer('max_wagering_multiple', draft.max_wagering_multiple, true),
    default_deposit_limits: Object.fromEntries(
      LIMIT_PERIODS.map((period) => [period, whole(period)]),
    ),
    limit_raise_cool_off_hours: integer(
      'limit_raise_cool_off_hours',
      draft.limit_raise_cool_off_hours,
      false,
    ),
    reality_check_default_minutes: REALITY_CHECK_MINUTES.find(
      (minutes) => String(minutes) === draft.reality_check_default_minutes,
    ),
    shortest_time_out: draft.shortest_time_out,
    shortest_self_exclusion: draft.shortest_self_exclusion,
  };
  const parsed = jurisdictionProfileSchema.safeParse(candidate);
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, profile: parsed.data };
  // Every field's problem at once: what was typed first, then the API's own rules.
  const rules = parsed.success ? {} : issuesToFormErrors(parsed.error.issues, messages.labels);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    const range = PROFILE_RANGES[path];
    if (range && (issue.code === 'too_small' || issue.code === 'too_big')) {
      rules[path] = messages.range(...range);
    }
  }
  return { ok: false, errors: { ...rules, ...errors } };
}

/** The server's field messages name request paths (`profile.minimum_age`): the form's are the profile's. */
export function profileFieldErrors(fields: FormErrors): FormErrors {
  const result: FormErrors = {};
  for (const [path, text] of Object.entries(fields)) result[path.replace(/^profile\./, '')] = text;
  return result;
}
