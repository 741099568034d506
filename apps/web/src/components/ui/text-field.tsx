import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  errors?: string[] | undefined;
  hint?: string;
}

/** A labelled input whose errors are announced and tied to it. */
export function TextField({ label, errors, hint, ...input }: TextFieldProps) {
  const id = useId();
  const invalid = Boolean(errors?.length);
  const described = [hint ? `${id}-hint` : '', invalid ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        aria-invalid={invalid || undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {invalid && (
        <p className="field__error" id={`${id}-error`}>
          {errors?.join(' ')}
        </p>
      )}
    </div>
  );
}
