import { z } from 'zod';

/** Every successful answer wraps its data in `response`. */
export function envelope<T extends z.ZodType>(schema: T) {
  return z.object({ response: schema });
}

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'LOGIN_REQUIRED',
  'INVALID_CREDENTIALS',
  'USER_BLOCKED',
  'FORBIDDEN',
  'NOT_FOUND',
  'UNKNOWN_HOST',
  'CONFLICT',
  'XSRF_MISMATCH',
  'RATE_LIMITED',
  'MAINTENANCE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOKEN_INVALID',
  'INTERNAL',
  // Responsible gambling: a limit would be passed, or the player is on a break.
  'LIMIT_REACHED',
  'ON_BREAK',
  // Bonuses: a withdrawal would forfeit an active bonus (asked first), a stake above its maximum.
  'BONUS_ACTIVE',
  'BONUS_MAX_BET',
  // The casino providers' seamless-wallet API (casino-provider.ts).
  'INVALID_SIGNATURE',
  'INSUFFICIENT_FUNDS',
  'SESSION_EXPIRED',
  'WRONG_CURRENCY',
  'DUPLICATE_TRANSACTION',
  'TRANSACTION_NOT_FOUND',
  'TRANSACTION_ROLLED_BACK',
  'ROUND_CLOSED',
  'BET_OUT_OF_LIMITS',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/**
 * Errors: the messages in the caller's language, an optional presentation hint
 * (`alert` shows a modal instead of a toast), a machine code, and for bad input the
 * messages per field (dotted path).
 */
export const errorEnvelopeSchema = z
  .object({
    response: z.array(z.string()),
    type: z.literal('alert').optional(),
    code: errorCodeSchema,
    fields: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const okSchema = envelope(z.literal(true));

/** The error answers every route may give, for the OpenAPI document. */
export const errorResponses = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
} as const;
