import { Field } from './field';

// Apart from field.tsx, which the login page needs: these come with the desks' forms only.

/** What the shared fields take beside their control: the label, a hint and an error. */
interface FieldFrame {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
}

/**
 * A labelled text box of a form: the form keeps what was typed as text (amounts, numbers and
 * odds in the staff member's own format) and reads it when it is sent.
 */
export function InputField({
  name,
  value,
  onChange,
  kind = 'text',
  type,
  lang,
  placeholder,
  ...frame
}: FieldFrame & {
  /** The form's path of the value: its error's key, and the control's name. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Which keyboard a phone offers: whole numbers, decimals (amounts, odds) or text. */
  kind?: 'text' | 'whole' | 'decimal';
  type?: 'text' | 'datetime-local';
  lang?: string | undefined;
  placeholder?: string | undefined;
}) {
  return (
    <Field {...frame}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          lang={lang}
          autoComplete="off"
          inputMode={kind === 'whole' ? 'numeric' : kind === 'decimal' ? 'decimal' : undefined}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

/** A labelled drop-down of a form; it answers only values among its options. */
export function SelectField<V extends string>({
  name,
  value,
  options,
  onChange,
  ...frame
}: FieldFrame & {
  name: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
}) {
  return (
    <Field {...frame}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={value}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
