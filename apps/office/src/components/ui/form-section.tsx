import type { ReactNode } from 'react';

/** A titled part of a long form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="section">
      <legend className="section-title">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Fields that answer one question together (a title per language, a limit per period): one
 * legend and hint for all, and the group's own error above its fields.
 */
export function FieldGroup({
  id,
  legend,
  hint,
  error,
  invalid = Boolean(error),
  children,
}: {
  /** Ties the hint to the group for assistive tech; unique on the page. */
  id: string;
  legend: string;
  hint: string;
  /** The group's own message (none is needed in a group whose fields say theirs). */
  error?: string | undefined;
  /** One of its fields, or the group itself, needs attention. */
  invalid?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className="field-group" aria-describedby={`${id}-hint`} aria-invalid={invalid}>
      <legend>{legend}</legend>
      <p className="field-hint" id={`${id}-hint`}>
        {hint}
      </p>
      {error && <p className="field-error field-group-error">{error}</p>}
      {children}
    </fieldset>
  );
}
