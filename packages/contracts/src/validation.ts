import { z } from 'zod';
import type { MessageKey } from './messages';

/**
 * Zod issues carry catalogue keys instead of English sentences, so the API and the
 * web apps translate them into the caller's language. Schemas name their own key
 * for rules with a spec message (e.g. "Email is invalid"); everything else falls
 * back to these generic keys, filled with the field name.
 */
export function configureValidationMessages(): void {
  z.config({
    customError: (issue): MessageKey | undefined => {
      switch (issue.code) {
        case 'invalid_type':
          return issue.input === undefined || issue.input === null
            ? 'validation.required'
            : 'validation.invalid';
        case 'too_small':
          return issue.origin === 'string' && issue.minimum === 1
            ? 'validation.required'
            : issue.origin === 'string'
              ? 'validation.too_short'
              : 'validation.invalid';
        case 'too_big':
          return issue.origin === 'string' ? 'validation.too_long' : 'validation.invalid';
        case 'unrecognized_keys':
          return 'validation.unknown_field';
        default:
          return 'validation.invalid';
      }
    },
  });
}

/** A required text field whose absence and emptiness share one message key. */
export function requiredText(key: MessageKey) {
  return z.string({ error: key }).trim().min(1, { error: key });
}

/** An email address: the spec's "Email is required" when missing, `invalidKey` when malformed. */
export function emailField(invalidKey: MessageKey) {
  return z
    .string({ error: 'auth.email_required' })
    .trim()
    .min(1, { error: 'auth.email_required' })
    .max(254, { error: invalidKey })
    .pipe(z.email({ error: invalidKey }));
}
