import type { z } from 'zod';
import { ApiError } from './http';
import { issueParams, issueText, messageText } from './i18n';

export type FormErrors = Record<string, string>;

/** The first message per field of a contract schema's issues, named by the form's labels. */
export function issuesToFormErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  labels: Record<string, string>,
): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const label = labels[path] ?? labels[String(issue.path[0])] ?? path;
    errors[path] ??= issueText(issue.message, label.toLowerCase(), issueParams(issue));
  }
  return errors;
}

/**
 * A draft checked with the contract's own schema: the value the API will take, or the first
 * message per field, named by the form's labels.
 */
export function checkWith<S extends z.ZodType>(
  schema: S,
  value: unknown,
  labels: Record<string, string>,
): { ok: true; value: z.output<S> } | { ok: false; errors: FormErrors } {
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: issuesToFormErrors(parsed.error.issues, labels) };
}

/** "The name is required", the field named by the form's label (its path when it has none). */
export function requiredText(labels: Record<string, string>): (path: string) => string {
  return (path) =>
    messageText('validation.required', { field: (labels[path] ?? path).toLowerCase() });
}

/** The server's per-field messages (already translated), first one per field. */
export function serverFormErrors(error: unknown): FormErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FormErrors = {};
  for (const [path, texts] of Object.entries(error.fields)) {
    if (texts[0]) errors[path] = texts[0];
  }
  return errors;
}

/** After a refused draft, the keyboard goes to the first field that needs attention. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  // The fields show their errors on the next render; a group's fieldset takes no focus.
  requestAnimationFrame(() => {
    const invalid = '[aria-invalid="true"]';
    form
      .querySelector<HTMLElement>(`input${invalid}, select${invalid}, textarea${invalid}`)
      ?.focus();
  });
}
