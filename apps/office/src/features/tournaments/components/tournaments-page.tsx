import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@tribuna/contracts/currencies';
import { zoneName } from '@tribuna/contracts/time-zones';
import { TOURNAMENT_STATES, type TournamentState } from '@tribuna/contracts/tournaments';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { ChoiceField, translatedChoices } from '../../../components/ui/filter-fields';
import { QueryResult } from '../../../components/ui/query-result';
import { brandTimeZone, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { useTournaments } from '../api/get-tournaments';
import { tournamentName } from '../tournament-format';
import '../tournaments.css';
import '../tournaments-texts';

function isState(value: string | undefined): value is TournamentState {
  return TOURNAMENT_STATES.some((state) => state === value);
}

/** The brand's tournaments of a state, or all, and the way to a new one. */
export function TournamentsPage({ currency }: { currency: Currency }) {
  const { t } = useTranslation();
  const [state, setState] = useState<TournamentState | undefined>(undefined);
  const tournaments = useTournaments(state);
  const language = currentLanguage();
  const zone = brandTimeZone();
  const label = {
    product: t('tournaments.col.product'),
    scoring: t('tournaments.col.scoring'),
    entry: t('tournaments.col.entry'),
    dates: t('tournaments.col.dates'),
    entrants: t('tournaments.col.entrants'),
    state: t('tournaments.col.state'),
  };
  const columns: DataTableColumn[] = [
    { label: t('tournaments.col.name') },
    { label: label.product },
    { label: label.scoring },
    { label: label.entry },
    { label: label.dates },
    { label: label.entrants, className: 'amount' },
    { label: label.state },
  ];

  return (
    <div className="page">
      <header className="page-header page-header-row">
        <h1>{t('tournaments.title')}</h1>
        <Link className="btn btn-primary" to="/tournaments/new">
          {t('tournaments.list.new')}
        </Link>
      </header>
      <p className="muted">
        {t('tournaments.list.hint', {
          currency,
          zone: zone ? zoneName(zone, language) : '…',
        })}
      </p>
      <div className="toolbar" role="search">
        <ChoiceField
          label={t('tournaments.list.filter')}
          value={state}
          choices={translatedChoices(TOURNAMENT_STATES, (s) => t(`tournaments.state.${s}`))}
          onChange={(value) => setState(isState(value) ? value : undefined)}
        />
      </div>
      <QueryResult query={tournaments}>
        {(data) => (
          <div className="table-wrap" aria-busy={tournaments.isFetching}>
            <DataTable className="stacked-table" columns={columns} empty={data.length === 0}>
              {data.map((tournament) => (
                <tr key={tournament.id} data-testid={`tournament-${tournament.id}`}>
                  <th scope="row">
                    <Link to={`/tournaments/${encodeURIComponent(tournament.id)}`}>
                      {tournamentName(tournament, language) ?? t('tournaments.unnamed')}
                    </Link>
                  </th>
                  <td data-label={label.product}>
                    {t(`tournaments.product.${tournament.product}`)}
                  </td>
                  <td data-label={label.scoring}>
                    {t(`tournaments.scoring.${tournament.scoring}`)}
                    {tournament.best_of !== null && ` (${tournament.best_of})`}
                  </td>
                  <td data-label={label.entry}>
                    <span className="cell-stack">
                      <span>{t(`tournaments.entry.${tournament.entry}`)}</span>
                      {tournament.entry === 'buy_in' && (
                        <span className="muted small">
                          {formatMoney(tournament.buy_in, currency)}
                        </span>
                      )}
                    </span>
                  </td>
                  <td data-label={label.dates} className="tournament-dates">
                    {t('tournaments.dates', {
                      start: formatDateTime(tournament.starts_at),
                      end: formatDateTime(tournament.ends_at),
                    })}
                  </td>
                  <td className="amount" data-label={label.entrants}>
                    {tournament.entrants.toLocaleString(language.replace('_', '-'))}
                  </td>
                  <td data-label={label.state}>
                    <span className={`pill tournament-pill-${tournament.state}`}>
                      {t(`tournaments.state.${tournament.state}`)}
                    </span>
                  </td>
                </tr>
              ))}
            </DataTable>
          </div>
        )}
      </QueryResult>
    </div>
  );
}
