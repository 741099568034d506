import { z } from 'zod';
import { envelope } from './envelope';
import {
  jurisdictionProfileSchema,
  JURISDICTION_PRESETS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSIONS,
  TIME_OUTS,
} from './jurisdiction';
import { MAX_AMOUNT } from './money';

/**
 * Responsible gambling: a player's limits, reality check, breaks and activity statement;
 * the office's compliance view; the brand's jurisdiction profile.
 *
 * Player (a session on the brand):
 *   GET    /api/responsible                      -> responsibleResponseSchema
 *   PUT    /api/responsible/limits               setLimitRequest -> responsibleResponseSchema
 *   POST   /api/responsible/limits/confirm       limitRefRequest -> responsibleResponseSchema
 *   POST   /api/responsible/limits/cancel        limitRefRequest -> responsibleResponseSchema
 *   PUT    /api/responsible/reality-check        realityCheckRequest -> responsibleResponseSchema
 *   GET    /api/responsible/session              -> sessionClockResponseSchema (also a heartbeat)
 *   POST   /api/responsible/session/continue     -> sessionClockResponseSchema
 *   POST   /api/responsible/breaks               takeBreakRequest -> breakResponseSchema (ends every session)
 *   GET    /api/responsible/statement            statementQuery -> statementResponseSchema
 *   GET    /api/responsible/statement.csv        statementQuery -> text/csv
 * Office (scope `compliance`; the profile's PUT is the platform owner's alone):
 *   GET    /api/office/responsible/players/:id   -> officeResponsiblePlayerResponseSchema
 *   GET    /api/office/responsible/flags         officeFlagsQuery -> officeFlagsResponseSchema
 *   POST   /api/office/responsible/flags/:id/review -> officeFlagsResponseSchema entry
 *   GET    /api/office/responsible/breaks        -> officeBreaksResponseSchema (active ones)
 *   GET    /api/office/responsible/profile       -> officeProfileResponseSchema
 *   PUT    /api/office/responsible/profile       officeProfileRequest -> officeProfileResponseSchema
 *
 * Money limits are minor units of the brand's one currency; session limits are minutes.
 * Periods are the brand's calendar: a day from midnight, a week from Monday, a month from
 * its first, in the brand's time zone. Times are ISO strings.
 */
export const RESPONSIBLE_API = {
  base: '/api/responsible',
  limits: '/api/responsible/limits',
  confirm: '/api/responsible/limits/confirm',
  cancel: '/api/responsible/limits/cancel',
  realityCheck: '/api/responsible/reality-check',
  session: '/api/responsible/session',
  sessionContinue: '/api/responsible/session/continue',
  breaks: '/api/responsible/breaks',
  statement: '/api/responsible/statement',
  statementCsv: '/api/responsible/statement.csv',
} as const;

export const OFFICE_RESPONSIBLE_API = {
  /** `${players}/:id` */
  players: '/api/office/responsible/players',
  flags: '/api/office/responsible/flags',
  /** `${flags}/:id/review` */
  breaks: '/api/office/responsible/breaks',
  profile: '/api/office/responsible/profile',
} as const;

export const limitKindSchema = z.enum(LIMIT_KINDS, { error: 'responsible.limit_invalid' });
export const limitPeriodSchema = z.enum(LIMIT_PERIODS, { error: 'responsible.limit_invalid' });

/** The longest session limit: a whole month of minutes. */
export const MAX_SESSION_MINUTES = 31 * 24 * 60;

/** One limit as the player and the office see it. */
export const limitViewSchema = z
  .object({
    kind: z.enum(LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    /** The player's own limit; null: none. */
    player: z.number().int().nullable(),
    /** The brand's (the jurisdiction profile's); null: none. */
    brand: z.number().int().nullable(),
    /** The one that applies: the lowest. */
    effective: z.number().int().nullable(),
    /** How much of it this period has used (deposits, net loss, wagered, or minutes). */
    used: z.number().int(),
    /** When this period ends and `used` starts again from 0. */
    resets_at: z.string(),
    /** A raise or removal waiting its cool-off, then the player's confirmation. */
    pending: z
      .object({
        /** The new limit; null removes it. */
        value: z.number().int().nullable(),
        /** From when it may be confirmed. */
        from: z.string(),
        confirmable: z.boolean(),
      })
      .nullable(),
  })
  .meta({ id: 'LimitView' });
export type LimitView = z.infer<typeof limitViewSchema>;

export const breakKindSchema = z.enum(['time_out', 'self_exclusion']);
export type BreakKind = z.infer<typeof breakKindSchema>;
export const breakLengthSchema = z.enum([...TIME_OUTS, ...SELF_EXCLUSIONS], {
  error: 'responsible.break_invalid',
});
export type BreakLength = z.infer<typeof breakLengthSchema>;

export const breakViewSchema = z
  .object({
    id: z.string(),
    kind: breakKindSchema,
    length: breakLengthSchema,
    started_at: z.string(),
    /** null: a permanent self-exclusion. */
    ends_at: z.string().nullable(),
  })
  .meta({ id: 'BreakView' });
export type BreakView = z.infer<typeof breakViewSchema>;

/** What the player's section shows: the profile's rules that concern them, and their state. */
export const responsibleSchema = z
  .object({
    currency: z.string(),
    minimum_age: z.number().int(),
    cool_off_hours: z.number().int(),
    /** The player's reality-check interval (the profile's default until they pick one). */
    reality_check_minutes: z.union(REALITY_CHECK_MINUTES.map((m) => z.literal(m))),
    time_outs: z.array(z.enum(TIME_OUTS)),
    self_exclusions: z.array(z.enum(SELF_EXCLUSIONS)),
    limits: z.array(limitViewSchema),
  })
  .meta({ id: 'Responsible' });
export type Responsible = z.infer<typeof responsibleSchema>;
export const responsibleResponseSchema = envelope(responsibleSchema);

/**
 * Sets one limit: `value` null removes it. A lower one applies at once; a higher one or a
 * removal waits the cool-off (then `confirm`).
 */
export const setLimitRequestSchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  value: z
    .number({ error: 'responsible.limit_amount' })
    .int({ error: 'responsible.limit_amount' })
    .min(1, { error: 'responsible.limit_amount' })
    .max(MAX_AMOUNT, { error: 'responsible.limit_amount' })
    .nullable(),
});
export type SetLimitRequest = z.infer<typeof setLimitRequestSchema>;

export const limitRefRequestSchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
});
export type LimitRefRequest = z.infer<typeof limitRefRequestSchema>;

export const realityCheckRequestSchema = z.object({
  minutes: z.union(
    REALITY_CHECK_MINUTES.map((m) => z.literal(m)),
    { error: 'responsible.reality_check_invalid' },
  ),
});
export type RealityCheckRequest = z.infer<typeof realityCheckRequestSchema>;

/**
 * The server's clock of this session: how long it has run, what was wagered and won in it,
 * and when the next reality check is due. Asked every minute by an open site (a
 * heartbeat: a session nobody asks about stops counting towards the session-time limits).
 */
export const sessionClockSchema = z
  .object({
    started_at: z.string(),
    now: z.string(),
    /** Seconds played in this session. */
    played_seconds: z.number().int(),
    wagered: z.number().int(),
    returned: z.number().int(),
    /** returned - wagered: negative is a loss. */
    net: z.number().int(),
    currency: z.string(),
    interval_minutes: z.number().int(),
    next_check_at: z.string(),
    /** The check is due: the site shows the dialog until the player answers. */
    due: z.boolean(),
  })
  .meta({ id: 'SessionClock' });
export type SessionClock = z.infer<typeof sessionClockSchema>;
export const sessionClockResponseSchema = envelope(sessionClockSchema);

export const takeBreakRequestSchema = z.object({ length: breakLengthSchema });
export type TakeBreakRequest = z.infer<typeof takeBreakRequestSchema>;
export const breakResponseSchema = envelope(breakViewSchema);

export const STATEMENT_PERIODS = ['day', 'week', 'month'] as const;
export const statementQuerySchema = z.object({
  period: z.enum(STATEMENT_PERIODS, { error: 'validation.invalid' }).default('day'),
  /** Days in the brand's zone, YYYY-MM-DD; by default the last 30 days. */
  from: z.iso.date({ error: 'validation.invalid' }).optional(),
  to: z.iso.date({ error: 'validation.invalid' }).optional(),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

export const statementRowSchema = z
  .object({
    /** The period's first day (YYYY-MM-DD, the brand's zone). */
    period_start: z.string(),
    product: z.string(),
    wagered: z.number().int(),
    returned: z.number().int(),
    net: z.number().int(),
  })
  .meta({ id: 'StatementRow' });
export type StatementRow = z.infer<typeof statementRowSchema>;
export const statementSchema = z.object({
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  rows: z.array(statementRowSchema),
});
export type Statement = z.infer<typeof statementSchema>;
export const statementResponseSchema = envelope(statementSchema);

/** A change of a limit, kept for the office (who, when, from what to what). */
export const limitChangeSchema = z
  .object({
    kind: z.enum(LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    /** applied at once (a decrease), requested (waiting), confirmed, cancelled */
    status: z.enum(['applied', 'requested', 'confirmed', 'cancelled']),
    at: z.string(),
  })
  .meta({ id: 'LimitChange' });
export type LimitChange = z.infer<typeof limitChangeSchema>;

/** Raised for the office when a player reaches 80 % of a loss limit (once per period). */
export const responsibleFlagSchema = z
  .object({
    id: z.string(),
    player_id: z.string(),
    username: z.string(),
    kind: z.literal('loss_80'),
    period: z.enum(LIMIT_PERIODS),
    limit: z.number().int(),
    used: z.number().int(),
    raised_at: z.string(),
    reviewed_at: z.string().nullable(),
    reviewed_by: z.string().nullable(),
  })
  .meta({ id: 'ResponsibleFlag' });
export type ResponsibleFlag = z.infer<typeof responsibleFlagSchema>;

export const officeResponsiblePlayerSchema = z.object({
  player_id: z.string(),
  username: z.string(),
  currency: z.string(),
  reality_check_minutes: z.number().int(),
  limits: z.array(limitViewSchema),
  history: z.array(limitChangeSchema),
  breaks: z.array(breakViewSchema),
  flags: z.array(responsibleFlagSchema),
});
export type OfficeResponsiblePlayer = z.infer<typeof officeResponsiblePlayerSchema>;
export const officeResponsiblePlayerResponseSchema = envelope(officeResponsiblePlayerSchema);

export const officeFlagsQuerySchema = z.object({
  status: z.enum(['open', 'reviewed', 'all'], { error: 'validation.invalid' }).default('open'),
});
export type OfficeFlagsQuery = z.infer<typeof officeFlagsQuerySchema>;
export const officeFlagsResponseSchema = envelope(
  z.object({ flags: z.array(responsibleFlagSchema) }),
);
export const officeFlagResponseSchema = envelope(responsibleFlagSchema);

export const officeBreakSchema = breakViewSchema.extend({
  player_id: z.string(),
  username: z.string(),
});
export type OfficeBreak = z.infer<typeof officeBreakSchema>;
export const officeBreaksResponseSchema = envelope(
  z.object({ breaks: z.array(officeBreakSchema) }),
);

export const officeProfileSchema = z.object({
  profile: jurisdictionProfileSchema,
  /** Each preset's whole profile, for the editor's "start from" choice. */
  presets: z.record(z.enum(JURISDICTION_PRESETS), jurisdictionProfileSchema),
  /** Whether this staff member may change it (the platform owner only). */
  editable: z.boolean(),
});
export type OfficeProfile = z.infer<typeof officeProfileSchema>;
export const officeProfileResponseSchema = envelope(officeProfileSchema);
export const officeProfileRequestSchema = z.object({ profile: jurisdictionProfileSchema });
export type OfficeProfileRequest = z.infer<typeof officeProfileRequestSchema>;
