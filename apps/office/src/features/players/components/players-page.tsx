import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PLAYER_STATUSES } from '@tribuna/contracts/office';
import { DataTable } from '../../../components/ui/data-table';
import { ChoiceField, SearchField, translatedChoices } from '../../../components/ui/filter-fields';
import { PagedTable, QueryResult } from '../../../components/ui/query-result';
import { formatDateTime } from '../../../lib/format';
import { oneOf } from '../../../lib/one-of';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { usePlayers } from '../api/get-players';
import '../players-texts';

const LIMIT = 25;

export function PlayersPage() {
  const { t } = useTranslation();
  // The search lives in the URL, so a reload or a shared link shows the same page.
  const filters = useUrlFilters(['q']);
  const status = oneOf(PLAYER_STATUSES, filters.params.get('status'));
  const players = usePlayers({
    q: filters.params.get('q') || undefined,
    status,
    limit: LIMIT,
    offset: filters.offset,
  });

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('players.title')}</h1>
      </header>
      <div className="toolbar" role="search">
        <SearchField
          label={t('players.search')}
          hint={t('players.search_hint')}
          autoFocus
          value={filters.texts.q}
          onChange={(value) => filters.setText('q', value)}
        />
        <ChoiceField
          label={t('players.filter_status')}
          value={status}
          choices={translatedChoices(PLAYER_STATUSES, (value) => t(`players.status.${value}`))}
          onChange={(value) => filters.change({ status: value })}
        />
      </div>
      <QueryResult query={players}>
        {(data) => (
          <PagedTable
            busy={players.isFetching}
            offset={filters.offset}
            limit={LIMIT}
            hasMore={data.has_more}
            onPage={filters.page}
          >
            <DataTable
              columns={[
                { label: t('players.username') },
                { label: t('players.name') },
                { label: t('players.email') },
                { label: t('common.status') },
                { label: t('common.created') },
                { label: t('common.actions'), hidden: true },
              ]}
              empty={data.items.length === 0}
            >
              {data.items.map((player) => (
                <tr key={player.id}>
                  <td className="strong">{player.username}</td>
                  <td>
                    {player.name} {player.last_name}
                  </td>
                  <td>{player.email}</td>
                  <td>
                    <span className={`pill pill-${player.status}`}>
                      {t(`players.status.${player.status}`)}
                    </span>
                  </td>
                  <td>{formatDateTime(player.created_at)}</td>
                  <td className="actions">
                    <Link
                      to={`/players/${player.id}`}
                      className="btn btn-secondary"
                      aria-label={`${t('players.view')}: ${player.username}`}
                    >
                      {t('players.view')}
                    </Link>
                  </td>
                </tr>
              ))}
            </DataTable>
          </PagedTable>
        )}
      </QueryResult>
    </div>
  );
}
