import { ApiError } from '../../../lib/api-error';
import { message } from '../../../lib/messages';

/** The server's words when it gave any ("User blocked", ...), else the spec's fallback. */
export function describeLoginFailure(error: unknown): string[] {
  if (error instanceof ApiError && error.messages.length > 0) return error.messages;
  return [message('auth.invalid_credentials')];
}
