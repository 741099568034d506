import { z } from 'zod';
import { envelope } from './envelope';
import { currencySchema } from './currencies';
import { WAGER_CATEGORIES } from './bonus';

/**
 * The player activity stream: every wager of every product, what became of it, and the
 * wallet's deposits and withdrawals, one record each, written in the same transaction as
 * the money move (through the wallet's money port). The office reads it:
 *   GET /api/office/players/:id/activity   officePlayerActivityQuery -> officePlayerActivityResponse
 *                                          (scope support or compliance)
 *   GET /api/office/activity/ggr           officeActivityGgrQuery -> officeActivityGgrResponse
 *                                          (scope casino, trader or admin)
 * Days are the brand's, in its time zone. GGR = stakes (cash + bonus) - returns (cash +
 * bonus), per product: the platform's figure, whatever the product.
 */
export const OFFICE_ACTIVITY_API = {
  /** `${players}/:id/activity` */
  players: '/api/office/players',
  ggr: '/api/office/activity/ggr',
} as const;

export const ACTIVITY_KINDS = ['stake', 'result', 'deposit', 'withdrawal'] as const;
export const activityKindSchema = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof activityKindSchema>;

export const ACTIVITY_OUTCOMES = ['win', 'loss', 'void', 'cashout', 'rollback', 'refund'] as const;
export const activityOutcomeSchema = z.enum(ACTIVITY_OUTCOMES);
export type ActivityOutcome = z.infer<typeof activityOutcomeSchema>;

/**
 * The products writing today; a new product writes its own name without being listed
 * here (the office shows an unlisted name as it is). `wallet` writes deposits and
 * withdrawals.
 */
export const ACTIVITY_PRODUCTS = ['sports', 'casino', 'house', 'wallet'] as const;
export type KnownActivityProduct = (typeof ACTIVITY_PRODUCTS)[number];
export function isKnownActivityProduct(value: string): value is KnownActivityProduct {
  return (ACTIVITY_PRODUCTS as readonly string[]).includes(value);
}

/** A product's name: lower case, as it appears in reports and filters. */
export const activityProductSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,31}$/, { error: 'validation.invalid' });

const text200 = z.string().min(1).max(200);

/**
 * What a money move writes (the service's input, not an HTTP body). Amounts in minor
 * units of the brand's currency:
 * - `stake`: `cash` and `bonus` taken from the player's balances;
 * - `result`: `cash` and `bonus` returned to the player, with its `outcome` (negative when
 *   a result takes money back, such as the rollback of a win);
 * - `deposit`, `withdrawal`: the amount in `cash`, no bonus.
 * The key is unique per brand: a replayed money move writes nothing.
 */
export const activityInputSchema = z
  .object({
    tenantId: z.uuid(),
    playerId: z.uuid(),
    product: activityProductSchema,
    kind: activityKindSchema,
    /** The bet's, round's, deposit's or withdrawal's id. */
    reference: text200,
    /** The game's slug, the event or the table. */
    game: text200.nullish(),
    cash: z.number().int(),
    bonus: z.number().int().default(0),
    outcome: activityOutcomeSchema.nullish(),
    /** A stake's kind of play, for bonus wagering (slots, table, live, sports). */
    category: z.enum(WAGER_CATEGORIES).nullish(),
    /** A sports stake's odds in hundredths. */
    oddsX100: z.number().int().min(100).nullish(),
    currency: currencySchema,
    /** The money move's time when the product keeps an injected clock; else the database's. */
    occurredAt: z.date().optional(),
    idempotencyKey: text200,
  })
  .superRefine((input, context) => {
    const problem = activityInputProblem(input);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
export type ActivityInputData = z.input<typeof activityInputSchema>;

function activityInputProblem(input: {
  kind: ActivityKind;
  cash: number;
  bonus: number;
  outcome?: ActivityOutcome | null | undefined;
}): string | undefined {
  const outcome = input.outcome ?? null;
  switch (input.kind) {
    case 'stake':
      if (input.cash < 0 || input.bonus < 0) return 'a stake takes amounts of 0 or more';
      return outcome === null ? undefined : 'a stake has no outcome';
    case 'result':
      return outcome === null ? 'a result needs its outcome' : undefined;
    case 'deposit':
    case 'withdrawal':
      if (input.cash <= 0 || input.bonus !== 0) return `a ${input.kind} moves cash only, above 0`;
      return outcome === null ? undefined : `a ${input.kind} has no outcome`;
  }
}

// ---------------------------------------------------------------- office: a player's activity

const limit = z.coerce.number().int().min(1).max(200).default(50);
const offset = z.coerce.number().int().min(0).max(1_000_000).default(0);

export const officePlayerActivityQuerySchema = z.object({
  product: activityProductSchema.optional(),
  /** Days in the brand's time zone, both included. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  limit,
  offset,
});
export type OfficePlayerActivityQuery = z.infer<typeof officePlayerActivityQuerySchema>;

export const officeActivityRecordSchema = z
  .object({
    id: z.number().int(),
    product: z.string(),
    kind: activityKindSchema,
    reference: z.string(),
    game: z.string().nullable(),
    cash: z.number().int(),
    bonus: z.number().int(),
    outcome: activityOutcomeSchema.nullable(),
    currency: currencySchema,
    occurred_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'OfficeActivityRecord' });
export type OfficeActivityRecord = z.infer<typeof officeActivityRecordSchema>;

const playerTotals = z.object({
  /** Stakes' cash and bonus. */
  wagered: z.number().int(),
  /** Results' cash and bonus. */
  returned: z.number().int(),
  /** returned - wagered: the player's result, negative when the player lost. */
  net: z.number().int(),
});

export const officePlayerActivitySchema = z
  .object({
    player_id: z.string(),
    currency: currencySchema,
    /** The brand's time zone: the filter's days are its days. */
    timezone: z.string(),
    /** Newest first. */
    items: z.array(officeActivityRecordSchema),
    has_more: z.boolean(),
    /** Over every record of the filter, not only this page's. */
    totals: playerTotals,
  })
  .meta({ id: 'OfficePlayerActivity' });
export type OfficePlayerActivity = z.infer<typeof officePlayerActivitySchema>;
export const officePlayerActivityResponseSchema = envelope(officePlayerActivitySchema);

// ---------------------------------------------------------------- office: GGR per product

export const officeActivityGgrQuerySchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  product: activityProductSchema.optional(),
});
export type OfficeActivityGgrQuery = z.infer<typeof officeActivityGgrQuerySchema>;

const ggrFigures = {
  /** How many stakes were placed. */
  stakes: z.number().int(),
  wagered: z.number().int(),
  returned: z.number().int(),
  /** wagered - returned: what the brand kept. */
  ggr: z.number().int(),
};

export const officeActivityGgrSchema = z
  .object({
    currency: currencySchema,
    timezone: z.string(),
    items: z.array(
      z.object({
        /** YYYY-MM-DD in the brand's time zone. */
        day: z.string(),
        product: z.string(),
        ...ggrFigures,
      }),
    ),
    totals: z.object(ggrFigures),
  })
  .meta({ id: 'OfficeActivityGgr' });
export type OfficeActivityGgr = z.infer<typeof officeActivityGgrSchema>;
export const officeActivityGgrResponseSchema = envelope(officeActivityGgrSchema);
