import { z } from 'zod';

/** The presets a brand's jurisdiction profile starts from; "general" fits most brands. */
export const JURISDICTION_PRESETS = ['general', 'uk', 'spain', 'brazil', 'ontario'] as const;
export type JurisdictionPreset = (typeof JURISDICTION_PRESETS)[number];

/** What a player (or the brand) may limit, and over which rolling periods. */
export const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** The breaks a player may take, shortest first: a time-out, then a self-exclusion. */
export const TIME_OUTS = ['24h', '7d', '30d', '6w'] as const;
export type TimeOut = (typeof TIME_OUTS)[number];
export const SELF_EXCLUSIONS = ['6m', '1y', '5y', 'permanent'] as const;
export type SelfExclusion = (typeof SELF_EXCLUSIONS)[number];

/** The reality check's intervals a player may pick, in minutes. */
export const REALITY_CHECK_MINUTES = [15, 30, 60, 120] as const;

const wholeMajor = z.number().int().min(1).max(1_000_000_000);

/**
 * A brand's jurisdiction profile: the rules its regulator sets, as data the server checks.
 * Amounts are whole units of the brand's one currency (a preset's "600 a day" is 600 of it).
 */
export const jurisdictionProfileSchema = z.object({
  preset: z.enum(JURISDICTION_PRESETS),
  /** The regulator's country (ISO 3166 alpha-2): its help organisations are shown; null: international ones. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, { error: 'validation.invalid' })
    .nullable(),
  minimum_age: z.number().int().min(18).max(21),
  bonuses_allowed: z.boolean(),
  /** The largest wagering requirement a bonus may carry (times the bonus); null: no cap. */
  max_wagering_multiple: z.number().int().min(1).max(100).nullable(),
  /** Deposit limits every new player starts with (a player may lower them); null: none. */
  default_deposit_limits: z.object({
    day: wholeMajor.nullable(),
    week: wholeMajor.nullable(),
    month: wholeMajor.nullable(),
  }),
  /** How long a raised or removed limit waits before the player may confirm it. */
  limit_raise_cool_off_hours: z
    .number()
    .int()
    .min(0)
    .max(24 * 31),
  reality_check_default_minutes: z.union(REALITY_CHECK_MINUTES.map((m) => z.literal(m))),
  /** The shortest breaks offered: a regulator may forbid the shorter ones. */
  shortest_time_out: z.enum(TIME_OUTS),
  shortest_self_exclusion: z.enum(SELF_EXCLUSIONS),
});
export type JurisdictionProfile = z.infer<typeof jurisdictionProfileSchema>;

const GENERAL: JurisdictionProfile = {
  preset: 'general',
  country: null,
  minimum_age: 18,
  bonuses_allowed: true,
  max_wagering_multiple: null,
  default_deposit_limits: { day: null, week: null, month: null },
  limit_raise_cool_off_hours: 24,
  reality_check_default_minutes: 60,
  shortest_time_out: '24h',
  shortest_self_exclusion: '6m',
};

/**
 * The presets, each a whole profile a brand starts from and may then edit. UK-like: wagering
 * capped at 10 times; Spain-like: deposits limited by default to 600 a day, 1,500 a week and
 * 3,000 a month, a reality check every 30 minutes; Brazil-like: no bonuses at all;
 * Ontario-like: players from 19.
 */
export const JURISDICTION_PRESET_PROFILES: Record<JurisdictionPreset, JurisdictionProfile> = {
  general: GENERAL,
  uk: { ...GENERAL, preset: 'uk', country: 'GB', max_wagering_multiple: 10 },
  spain: {
    ...GENERAL,
    preset: 'spain',
    country: 'ES',
    default_deposit_limits: { day: 600, week: 1_500, month: 3_000 },
    reality_check_default_minutes: 30,
  },
  brazil: { ...GENERAL, preset: 'brazil', country: 'BR', bonuses_allowed: false },
  ontario: { ...GENERAL, preset: 'ontario', country: 'CA', minimum_age: 19 },
};

/**
 * Whether someone born on `birthDate` (YYYY-MM-DD) is `minimumAge` or older on `today`, a
 * day in the brand's zone (YYYY-MM-DD). A 29 February birthday comes of age on 1 March.
 */
export function isOfAge(birthDate: string, minimumAge: number, today: string): boolean {
  const year = Number(today.slice(0, 4)) - minimumAge;
  // ISO dates sort as strings.
  return birthDate <= `${String(year).padStart(4, '0')}${today.slice(4)}`;
}

/** The lowest of the limits that apply (the player's, the brand's); null when none does. */
export function lowestLimit(...limits: (number | null | undefined)[]): number | null {
  const set = limits.filter((limit): limit is number => typeof limit === 'number');
  return set.length === 0 ? null : Math.min(...set);
}

/**
 * When a change of limit takes effect: a lower one at once; a higher one, or removing one
 * (`null`), once the profile's cool-off has passed (and then the player confirms it).
 */
export function limitChangeFrom(
  current: number | null,
  next: number | null,
  coolOffHours: number,
  now: Date,
): Date {
  const lowers = next !== null && (current === null || next <= current);
  return lowers ? now : new Date(now.getTime() + coolOffHours * 3_600_000);
}

/** Adds calendar months in UTC, a short month taking its last day (31 August + 6 months: 28 February). */
function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const last = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target;
}

const DAY = 86_400_000;

/** When a time-out or self-exclusion taken at `from` ends; null for a permanent exclusion. */
export function breakEnds(length: TimeOut | SelfExclusion, from: Date): Date | null {
  switch (length) {
    case '24h':
      return new Date(from.getTime() + DAY);
    case '7d':
      return new Date(from.getTime() + 7 * DAY);
    case '30d':
      return new Date(from.getTime() + 30 * DAY);
    case '6w':
      return new Date(from.getTime() + 42 * DAY);
    case '6m':
      return addMonths(from, 6);
    case '1y':
      return addMonths(from, 12);
    case '5y':
      return addMonths(from, 60);
    case 'permanent':
      return null;
  }
}

/** The breaks a profile offers: those from its shortest on. */
export function offeredBreaks(profile: JurisdictionProfile): {
  timeOuts: TimeOut[];
  selfExclusions: SelfExclusion[];
} {
  return {
    timeOuts: TIME_OUTS.slice(TIME_OUTS.indexOf(profile.shortest_time_out)),
    selfExclusions: SELF_EXCLUSIONS.slice(SELF_EXCLUSIONS.indexOf(profile.shortest_self_exclusion)),
  };
}
