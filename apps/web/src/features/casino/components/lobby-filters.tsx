import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CasinoProvider } from '@tribuna/contracts/casino';
import { SelectField } from '../../../components/ui/select-field';
import '../casino-texts';

interface Choice {
  value: string;
  label: string;
}

interface ChipsProps {
  label: string;
  choices: Choice[];
  /** The value chosen; '' for "all". */
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A row of toggle chips, one pressed at a time, that scrolls sideways on a phone. */
export function FilterChips({ label, choices, value, onChange, className }: ChipsProps) {
  return (
    <div
      className={`filter-chips${className ? ` ${className}` : ''}`}
      role="group"
      aria-label={label}
    >
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          className="filter-chips__chip"
          aria-pressed={choice.value === value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}

interface ProviderFilterProps {
  providers: CasinoProvider[];
  value: string;
  onChange: (slug: string) => void;
  /** A strip of chips (lobbies 1 and 3) or a list to pick from (lobby 2). */
  look: 'chips' | 'select';
  className?: string;
}

/** Narrows the games to one provider's; '' is every provider. */
export function ProviderFilter({
  providers,
  value,
  onChange,
  look,
  className,
}: ProviderFilterProps) {
  const { t } = useTranslation();
  if (providers.length === 0) return null;
  const choices = [
    { value: '', label: t('casino.providers.all') },
    ...providers.map((provider) => ({ value: provider.slug, label: provider.name })),
  ];
  if (look === 'select') {
    return (
      <div className={className}>
        <SelectField
          label={t('casino.providers.label')}
          name="provider"
          value={value}
          options={choices}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    );
  }
  return (
    <FilterChips
      label={t('casino.providers.label')}
      choices={choices}
      value={value}
      onChange={onChange}
      className={className}
    />
  );
}

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/** Search as you type (the lobby waits for a pause); Escape or "Clear" empties it. */
export function SearchBox({ value, onChange }: SearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="casino-search" role="search">
      <label className="field__label" htmlFor={id}>
        {t('casino.search.label')}
      </label>
      <div className="casino-search__row">
        <input
          ref={input}
          id={id}
          className="field__input casino-search__input"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('casino.search.placeholder')}
          value={value}
          maxLength={80}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && value !== '') {
              event.preventDefault();
              onChange('');
            }
          }}
        />
        {value !== '' && (
          <button
            type="button"
            className="button button--ghost casino-search__clear"
            onClick={() => {
              onChange('');
              input.current?.focus();
            }}
          >
            {t('casino.search.clear')}
          </button>
        )}
      </div>
    </div>
  );
}
