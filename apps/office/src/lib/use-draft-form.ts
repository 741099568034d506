import { useState, type FormEvent } from 'react';
import { focusFirstInvalid, type FormErrors } from './form-errors';

/** What an editor's check of its draft answers: the value to send, or a message per field. */
export type DraftResult = { ok: true } | { ok: false; errors: FormErrors };

/**
 * An editor's draft, the messages of its last check and its submit. The draft is checked as
 * the API would check it; a refused one shows each field's message (the check's first, else
 * the server's last refusal) and puts the keyboard on the first, and one that holds goes to
 * `onValid` with its form, so a refusal after sending can do the same.
 */
export function useDraftForm<Draft, Result extends DraftResult>({
  initial,
  check,
  onValid,
  onInvalid,
  serverErrors = {},
  saving = false,
}: {
  initial: Draft | (() => Draft);
  check: (draft: Draft) => Result;
  onValid: (result: Extract<Result, { ok: true }>, form: HTMLFormElement) => void;
  /** The draft was refused before sending: an earlier refusal or "saved" no longer holds. */
  onInvalid?: (() => void) | undefined;
  /** The server's messages by field, from its last refusal. */
  serverErrors?: FormErrors;
  /** A save is on its way: a second submit does nothing. */
  saving?: boolean;
}) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<FormErrors>({});

  function set<K extends keyof Draft>(key: K, value: Draft[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const form = event.currentTarget;
    const result = check(draft);
    if (!result.ok) {
      setErrors(result.errors);
      onInvalid?.();
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    onValid(result as Extract<Result, { ok: true }>, form);
  }

  return {
    draft,
    setDraft,
    set,
    /** The last check's messages. */
    errors,
    setErrors,
    /** What each field shows: its check's message, else the server's. */
    shown: { ...serverErrors, ...errors },
    submit,
  };
}
