import { useState, type FormEvent } from 'react';
import { focusFirstInvalid, type FormErrors } from './form-errors';

/** A check's refusal of a draft: a message per field. */
type Refused = { ok: false; errors: FormErrors };

/**
 * An editor's draft, the messages of its last check and its submit. The draft is checked as
 * the API would check it; a refused one shows each field's message (the check's first, else
 * the server's last refusal) and puts the keyboard on the first, and one that holds goes to
 * `onValid` with its form, so a refusal after sending can do the same.
 */
export function useDraftForm<Draft, Valid extends { ok: true }>({
  initial,
  check,
  onValid,
  onInvalid,
  serverErrors = {},
  saving = false,
}: {
  initial: Draft | (() => Draft);
  /** The draft as the API would check it: the value to send, or a message per field. */
  check: (draft: Draft) => Valid | Refused;
  onValid: (result: Valid, form: HTMLFormElement) => void;
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
    onValid(result, form);
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
