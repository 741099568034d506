import { useTranslation } from 'react-i18next';
import { EVENT_STATUSES, SPORTS } from '@tribuna/contracts/sports';
import { ChoiceField, SearchField, translatedChoices } from '../../../components/ui/filter-fields';
import { PagedTable, QueryResult } from '../../../components/ui/query-result';
import { useSportsEvents } from '../api/get-sports-events';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { EventsTable } from './events-table';
import { SportsTabs } from './sports-tabs';
import '../sports.css';
import { oneOf } from '../../../lib/one-of';
import '../sports-texts';

const PAGE_SIZE = 50;

/** The desk's first screen: events by sport and status, searched by team or competition. */
export function EventsPage() {
  const { t } = useTranslation();
  const filters = useUrlFilters(['q']);
  const { params } = filters;
  const query = {
    q: params.get('q') ?? undefined,
    sport: oneOf(SPORTS, params.get('sport')),
    status: oneOf(EVENT_STATUSES, params.get('status')),
    limit: PAGE_SIZE,
    offset: filters.offset,
  };
  const events = useSportsEvents(query);

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('sports.title')}</h1>
      </header>
      <SportsTabs />
      <div className="toolbar" role="search">
        <SearchField
          label={t('sports.filter.search')}
          hint={t('sports.filter.search_hint')}
          value={filters.texts.q}
          onChange={(value) => filters.setText('q', value)}
        />
        <ChoiceField
          label={t('sports.filter.sport')}
          value={query.sport}
          choices={translatedChoices(SPORTS, (s) => t(`sports.sport.${s}`))}
          onChange={(sport) => filters.change({ sport })}
        />
        <ChoiceField
          label={t('sports.filter.status')}
          value={query.status}
          choices={translatedChoices(EVENT_STATUSES, (s) => t(`sports.status.${s}`))}
          onChange={(status) => filters.change({ status })}
        />
      </div>
      <p className="muted sports-hint">
        {t('sports.liability_hint')} {t('sports.refresh_hint')}
      </p>
      <QueryResult query={events}>
        {(data) => (
          <PagedTable
            busy={events.isFetching}
            offset={filters.offset}
            limit={PAGE_SIZE}
            hasMore={filters.offset + PAGE_SIZE < data.total}
            onPage={filters.page}
          >
            <EventsTable items={data.events} />
          </PagedTable>
        )}
      </QueryResult>
    </div>
  );
}
