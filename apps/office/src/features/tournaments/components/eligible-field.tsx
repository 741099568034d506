import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPORTS } from '@tribuna/contracts/sports';
import type { TournamentProduct } from '@tribuna/contracts/tournaments';
import { Checkbox } from '../../../components/ui/field';
import { SearchField } from '../../../components/ui/filter-fields';
import { InputField } from '../../../components/ui/form-fields';
import { FieldGroup } from '../../../components/ui/form-section';
import { Spinner } from '../../../components/ui/notice';
import type { GameChoice, GameChoices } from '../tournament-choices';
import '../tournaments-texts';

/** Past this many games the list gets a search box. */
const SEARCH_FROM = 12;

function slugsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((slug) => slug.trim())
        .filter(Boolean),
    ),
  ];
}

/** Typed slugs, kept as typed: the list is read from the text on every change. */
function SlugsField({
  value,
  error,
  onChange,
}: {
  value: readonly string[];
  error: string | undefined;
  onChange: (eligible: string[]) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => value.join(', '));
  return (
    <InputField
      name="eligible"
      label={t('tournaments.field.eligible_slugs')}
      hint={t('tournaments.field.eligible_slugs_hint')}
      error={error}
      value={text}
      onChange={(typed) => {
        setText(typed);
        onChange(slugsOf(typed));
      }}
    />
  );
}

/**
 * The games or sports a tournament counts, as a multi-select; none chosen means all of the
 * product. A chosen game no longer in the catalogue stays listed, so it can be unchosen.
 */
export function EligibleField({
  product,
  games,
  value,
  error,
  onChange,
}: {
  product: TournamentProduct;
  games: GameChoices;
  value: readonly string[];
  error: string | undefined;
  onChange: (eligible: string[]) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  if (product === 'casino' && games.state === 'unavailable') {
    return <SlugsField value={value} error={error} onChange={onChange} />;
  }

  let choices: GameChoice[];
  if (product === 'sports') {
    choices = SPORTS.map((sport) => ({ slug: sport, name: t(`tournaments.sport.${sport}`) }));
  } else {
    const known = games.state === 'ready' ? games.games : [];
    const missing = value
      .filter((slug) => !known.some((game) => game.slug === slug))
      .map((slug) => ({ slug, name: slug }));
    choices = [...known, ...missing];
  }
  const needle = search.trim().toLowerCase();
  const shown =
    needle === ''
      ? choices
      : choices.filter(
          (choice) =>
            value.includes(choice.slug) ||
            choice.name.toLowerCase().includes(needle) ||
            choice.slug.includes(needle),
        );
  const legend =
    product === 'casino'
      ? t('tournaments.field.eligible_games')
      : t('tournaments.field.eligible_sports');

  return (
    <FieldGroup
      id="tournament-eligible"
      legend={legend}
      hint={t('tournaments.field.eligible_hint')}
      error={error}
    >
      {product === 'casino' && games.state === 'loading' && (
        <Spinner label={t('tournaments.field.eligible_loading')} />
      )}
      {choices.length > SEARCH_FROM && (
        <SearchField
          label={t('tournaments.field.eligible_filter')}
          value={search}
          onChange={setSearch}
        />
      )}
      <div className="checks checks-grid tournament-eligible" role="group" aria-label={legend}>
        {shown.map((choice) => (
          <Checkbox
            key={choice.slug}
            label={choice.name}
            checked={value.includes(choice.slug)}
            onChange={(checked) =>
              onChange(
                checked ? [...value, choice.slug] : value.filter((slug) => slug !== choice.slug),
              )
            }
          />
        ))}
      </div>
    </FieldGroup>
  );
}
