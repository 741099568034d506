import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TournamentProduct } from '@tribuna/contracts/tournaments';
import { Checkbox } from '../../../components/ui/field';
import { SearchField } from '../../../components/ui/filter-fields';
import { FieldGroup } from '../../../components/ui/form-section';
import { Notice, Spinner } from '../../../components/ui/notice';
import { errorMessage } from '../../../lib/http';
import type { EligibleChoices } from '../tournament-choices';
import '../tournaments-texts';

/** Past this many choices the list gets a search box. */
const SEARCH_FROM = 12;

interface Choice {
  key: string;
  name: string;
}

/** The product's choices, by their key in `eligible` (a game's slug, a sport's key). */
function choicesOf(product: TournamentProduct, choices: EligibleChoices): Choice[] {
  if (choices.state !== 'ready') return [];
  if (product === 'sports') return [...choices.sports];
  return choices.games.map(({ slug, name }) => ({ key: slug, name }));
}

/**
 * The games or sports a tournament counts, as a multi-select; none chosen means all of the
 * product. A chosen one the brand no longer offers stays listed, so it can be unchosen.
 */
export function EligibleField({
  product,
  choices,
  value,
  error,
  onChange,
}: {
  product: TournamentProduct;
  choices: EligibleChoices;
  value: readonly string[];
  error: string | undefined;
  onChange: (eligible: string[]) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const known = choicesOf(product, choices);
  const missing = value
    .filter((key) => !known.some((choice) => choice.key === key))
    .map((key) => ({ key, name: key }));
  const all = [...known, ...missing];
  const needle = search.trim().toLowerCase();
  const shown =
    needle === ''
      ? all
      : all.filter(
          (choice) =>
            value.includes(choice.key) ||
            choice.name.toLowerCase().includes(needle) ||
            choice.key.includes(needle),
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
      {choices.state === 'loading' && <Spinner label={t('tournaments.field.eligible_loading')} />}
      {choices.state === 'failed' && <Notice tone="error">{errorMessage(choices.error)}</Notice>}
      {all.length > SEARCH_FROM && (
        <SearchField
          label={t('tournaments.field.eligible_filter')}
          value={search}
          onChange={setSearch}
        />
      )}
      <div className="checks checks-grid tournament-eligible" role="group" aria-label={legend}>
        {shown.map((choice) => (
          <Checkbox
            key={choice.key}
            label={choice.name}
            checked={value.includes(choice.key)}
            onChange={(checked) =>
              onChange(checked ? [...value, choice.key] : value.filter((key) => key !== choice.key))
            }
          />
        ))}
      </div>
    </FieldGroup>
  );
}
