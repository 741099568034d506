import { useTranslation } from 'react-i18next';
import { Field } from './field';

/** A list screen's search box: typed text, settled by the screen before it filters. */
export function SearchField({
  label,
  hint,
  value,
  onChange,
  mono = false,
  autoFocus = false,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  /** Ids are easier to read in a fixed-width font. */
  mono?: boolean;
  /** The screen is this search (the players' list): typing can start at once. */
  autoFocus?: boolean;
}) {
  return (
    <Field label={label} hint={hint} className="grow">
      {(control) => (
        <input
          {...control}
          type="search"
          className={mono ? 'mono' : undefined}
          autoFocus={autoFocus}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

export interface Choice {
  value: string;
  label: string;
}

/**
 * A filter's drop-down, "All" first unless `required`. A chosen value missing from the
 * choices (a shared link's, or one chosen before the list loaded) is still shown as it is.
 */
export function ChoiceField({
  label,
  value,
  choices,
  onChange,
  required = false,
}: {
  label: string;
  value: string | undefined;
  choices: readonly Choice[];
  onChange: (value: string | undefined) => void;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const unknown = value && !choices.some((choice) => choice.value === value) ? value : undefined;
  return (
    <Field label={label}>
      {(control) => (
        <select
          {...control}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value || undefined)}
        >
          {!required && <option value="">{t('common.all')}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
          {unknown && <option value={unknown}>{unknown}</option>}
        </select>
      )}
    </Field>
  );
}

/** The same choices, labelled by a translation key per value. */
export function translatedChoices<V extends string>(
  values: readonly V[],
  label: (value: V) => string,
): Choice[] {
  return values.map((value) => ({ value, label: label(value) }));
}

/** From and to days (`YYYY-MM-DD`); each bounds the other's picker. */
export function DateRangeFields({
  from,
  to,
  labels,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  labels: { from: string; to: string };
  onChange: (changes: { from?: string | undefined; to?: string | undefined }) => void;
}) {
  return (
    <>
      <Field label={labels.from}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={from ?? ''}
            max={to}
            onChange={(event) => onChange({ from: event.target.value || undefined })}
          />
        )}
      </Field>
      <Field label={labels.to}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={to ?? ''}
            min={from}
            onChange={(event) => onChange({ to: event.target.value || undefined })}
          />
        )}
      </Field>
    </>
  );
}
