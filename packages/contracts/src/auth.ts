import { z } from 'zod';
import { envelope } from './envelope';
import { languageSchema } from './languages';
import { emailField, requiredText } from './validation';

const email = emailField('auth.email_invalid');

const password = z.string().min(8).max(128);
const username = z
  .string()
  .trim()
  .min(3)
  .max(32)
  .regex(/^[A-Za-z0-9._-]+$/, { error: 'auth.username_format' });
const optionalText = (max: number) => z.string().trim().max(max).optional();

/** YYYY-MM-DD at least 18 years before today (UTC); a malformed date is the format's issue. */
function isAdultOn(birthDate: string, today: Date = new Date()): boolean {
  const month = String(today.getUTCMonth() + 1).padStart(2, '0');
  const day = String(today.getUTCDate()).padStart(2, '0');
  // ISO dates sort as strings, and a 29 February birthday comes of age on 1 March.
  return birthDate <= `${today.getUTCFullYear() - 18}-${month}-${day}`;
}

/**
 * The player's personal data fields, shared by register and the profile, so both
 * accept and refuse the same values with the same messages.
 */
export const playerFields = {
  email,
  name: requiredText('auth.name_required').pipe(z.string().max(80)),
  last_name: requiredText('auth.last_name_required').pipe(z.string().max(80)),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, { error: 'auth.phone_invalid' })
    .optional(),
  dni: optionalText(20),
  gender: z.enum(['male', 'female', 'other']).optional(),
  country: optionalText(2).pipe(
    z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
  ),
  state: optionalText(80),
  city: optionalText(80),
  birth_date: z.iso
    .date()
    .refine((value) => isAdultOn(value), {
      error: 'auth.birth_date_adult',
      // Only a well-formed date is checked for age, so a bad one gets one message.
      when: (payload) => payload.issues.length === 0,
    })
    .optional(),
};

export const registerRequestSchema = z.object({
  username,
  email: playerFields.email,
  password,
  name: playerFields.name,
  last_name: playerFields.last_name,
  is_adult: z.literal(true, { error: 'auth.must_be_adult' }),
  accept_terms: z.literal(true, { error: 'auth.must_accept_terms' }),
  accept_privacy: z.literal(true, { error: 'auth.must_accept_privacy' }),
  phone: playerFields.phone,
  dni: playerFields.dni,
  gender: playerFields.gender,
  country: playerFields.country,
  state: playerFields.state,
  city: playerFields.city,
  // Required to register; the brand's minimum age (its jurisdiction profile) is the
  // server's check, as it differs by brand.
  birth_date: z
    .string({ error: 'responsible.birth_date_required' })
    .min(1, { error: 'responsible.birth_date_required', abort: true })
    .pipe(z.iso.date()),
  referral_code: optionalText(32),
  promo_code: optionalText(32),
  language: languageSchema.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  username: requiredText('auth.credentials_required').pipe(z.string().max(254)),
  password: z
    .string({ error: 'auth.credentials_required' })
    .min(1, { error: 'auth.credentials_required' })
    .max(128),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenAnswerSchema = z
  .object({
    token: z.string(),
    token_type: z.literal('Bearer'),
    /** Seconds until the access token expires. */
    expires_in: z.number().int(),
    /** Seconds until the refresh token (httpOnly cookie) expires. */
    refresh_expires_in: z.number().int(),
  })
  .meta({ id: 'TokenAnswer' });
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;
export const tokenResponseSchema = envelope(tokenAnswerSchema);

export const userSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    name: z.string(),
    last_name: z.string(),
    phone: z.string().nullable(),
    dni: z.string().nullable(),
    gender: z.string().nullable(),
    country: z.string().nullable(),
    state: z.string().nullable(),
    city: z.string().nullable(),
    birth_date: z.string().nullable(),
    language: languageSchema,
    currency: z.string(),
    referral_code: z.string(),
    status: z.enum(['active', 'blocked']),
    scope: z.array(z.string()),
    created_at: z.string(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** The user call answers the user at the top level, with no envelope (spec §7). */
export const userResponseSchema = z.object({ user: userSchema });

export const forgotPasswordRequestSchema = z.object({
  email: emailField('auth.email_invalid_forgot'),
});

export const resetPasswordRequestSchema = z
  .object({
    token: requiredText('auth.reset_token_invalid').pipe(z.string().max(200)),
    password,
    password_confirmation: z.string(),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    error: 'auth.password_mismatch',
  });

export const changePasswordRequestSchema = z
  .object({
    current_password: z.string().min(1).max(128),
    password,
    password_confirmation: z.string(),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    error: 'auth.password_mismatch',
  });

export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Answers that only confirm, with a sentence to show (forgot, reset, change, logout). */
export const messageResponseSchema = envelope(z.object({ message: z.string() })).meta({
  id: 'MessageResponse',
});

/** `POST /_auth/reset`: the name of the auth cookie to clear (form-urlencoded or JSON). */
export const authResetRequestSchema = z.object({
  token: z
    .string()
    .max(100)
    .regex(/^auth\.[A-Za-z0-9._-]+$/, { error: 'validation.invalid' }),
});
export const authResetResponseSchema = envelope(z.literal(true));

/** Lifetimes, in seconds: the access token is short; the refresh token rotates on each use. */
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 3600;
/** A password reset link works once, within this many minutes. */
export const PASSWORD_RESET_TTL_MIN = 60;

export const AUTH_COOKIE = {
  prefix: 'auth.',
  refresh: 'auth._refresh_token.local',
  xsrf: 'XSRF-TOKEN',
  xsrfHeader: 'x-xsrf-token',
} as const;
