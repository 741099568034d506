import { AppError } from '../../lib/app-error';

/** A 429 that says when to try again, in the header and in the message. */
export function tooManyAttempts(
  resetInMs: number,
  key: 'auth.too_many_attempts' | 'auth.too_many_registrations' = 'auth.too_many_attempts',
): AppError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  return new AppError(429, 'RATE_LIMITED', key, {
    params: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
    headers: { 'retry-after': String(seconds) },
  });
}

export function userBlocked(): AppError {
  return new AppError(403, 'USER_BLOCKED', 'auth.user_blocked', { alert: true });
}

/** The session's player no longer exists on this brand. */
export function playerGone(): AppError {
  return new AppError(401, 'UNAUTHENTICATED', 'auth.unauthenticated');
}
