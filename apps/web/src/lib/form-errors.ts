import type { ZodError } from 'zod';
import { fieldLabel } from '@tribuna/contracts/field-labels';
import type { Language } from '@tribuna/contracts/languages';
import { isMessageKey, translate, type MessageParams } from '@tribuna/contracts/messages';
import { configureValidationMessages } from '@tribuna/contracts/validation';
import { ApiError } from './api-error';

// The forms check with the API's own schemas, so they say the same things.
configureValidationMessages();

export type FieldErrors = Record<string, string[]>;

/** A schema's issues as messages per field, in `language`, worded as the API words them. */
export function fieldErrorsOf(error: ZodError, language: Language): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? 'form');
    const params: MessageParams = { field: fieldLabel(name, language) };
    if ('minimum' in issue) params.minimum = String(issue.minimum);
    if ('maximum' in issue) params.maximum = String(issue.maximum);
    const text = isMessageKey(issue.message)
      ? translate(issue.message, language, params)
      : translate('validation.invalid', language, params);
    const list = (fields[name] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return fields;
}

/**
 * A failed call as the form shows it: messages under their fields, and above the
 * form only what no field shows. A form that shows only some fields names them in
 * `shownFields`, so a message for any other field (a spent reset token, say) goes
 * above the form instead of nowhere.
 */
export function describeFailure(error: unknown, fallback: string, shownFields?: readonly string[]) {
  if (!(error instanceof ApiError)) return { messages: [fallback], fields: {} as FieldErrors };
  const fields: FieldErrors = {};
  const unshown: string[] = [];
  for (const [name, texts] of Object.entries(error.fields)) {
    if (!shownFields || shownFields.includes(name)) fields[name] = texts;
    else unshown.push(...texts);
  }
  const underFields = new Set(Object.values(fields).flat());
  const messages = [...new Set([...error.messages, ...unshown])].filter(
    (text) => !underFields.has(text),
  );
  return {
    messages: messages.length || Object.keys(fields).length ? messages : [fallback],
    fields,
  };
}
