import { useId } from 'react';
import type { Language } from '@tribuna/contracts/languages';

interface LanguageSelectProps {
  label: string;
  value: Language;
  languages: { value: Language; label: string }[];
  onChange: (language: Language) => void;
  /** Shows the label above the field (in a menu); otherwise it is for screen readers only. */
  labelVisible?: boolean;
}

export function LanguageSelect({
  label,
  value,
  languages,
  onChange,
  labelVisible = false,
}: LanguageSelectProps) {
  const id = useId();
  return (
    <div className="language-select">
      <label className={labelVisible ? 'language-select__label' : 'visually-hidden'} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const next = languages.find((l) => l.value === event.target.value);
          if (next) onChange(next.value);
        }}
      >
        {languages.map((language) => (
          <option
            key={language.value}
            value={language.value}
            lang={language.value.replace('_', '-')}
          >
            {language.label}
          </option>
        ))}
      </select>
    </div>
  );
}
