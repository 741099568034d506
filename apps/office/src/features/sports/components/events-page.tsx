import { useTranslation } from 'react-i18next';
import { EVENT_STATUSES, SPORTS, type EventStatus, type Sport } from '@tribuna/contracts/sports';
import { Field } from '../../../components/ui/field';
import { Notice, Spinner } from '../../../components/ui/notice';
import { Pager } from '../../../components/ui/pager';
import { errorMessage } from '../../../lib/http';
import { useSportsEvents } from '../api/get-sports-events';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { EventsTable } from './events-table';
import { SportsTabs } from './sports-tabs';
import '../sports.css';

const PAGE_SIZE = 50;

function asSport(value: string | null): Sport | undefined {
  return SPORTS.find((sport) => sport === value);
}
function asStatus(value: string | null): EventStatus | undefined {
  return EVENT_STATUSES.find((status) => status === value);
}

/** The desk's first screen: events by sport and status, searched by team or competition. */
export function EventsPage() {
  const { t } = useTranslation();
  const filters = useUrlFilters(['q']);
  const { params } = filters;
  const query = {
    q: params.get('q') ?? undefined,
    sport: asSport(params.get('sport')),
    status: asStatus(params.get('status')),
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
        <Field
          label={t('sports.filter.search')}
          hint={t('sports.filter.search_hint')}
          className="grow"
        >
          {(control) => (
            <input
              {...control}
              type="search"
              value={filters.texts.q}
              onChange={(event) => filters.setText('q', event.target.value)}
            />
          )}
        </Field>
        <Field label={t('sports.filter.sport')}>
          {(control) => (
            <select
              {...control}
              value={query.sport ?? ''}
              onChange={(event) => filters.change({ sport: event.target.value || undefined })}
            >
              <option value="">{t('common.all')}</option>
              {SPORTS.map((sport) => (
                <option key={sport} value={sport}>
                  {t(`sports.sport.${sport}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('sports.filter.status')}>
          {(control) => (
            <select
              {...control}
              value={query.status ?? ''}
              onChange={(event) => filters.change({ status: event.target.value || undefined })}
            >
              <option value="">{t('common.all')}</option>
              {EVENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`sports.status.${status}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <p className="muted sports-hint">
        {t('sports.liability_hint')} {t('sports.refresh_hint')}
      </p>
      {events.isPending && <Spinner label={t('app.loading')} />}
      {events.isError && <Notice tone="error">{errorMessage(events.error)}</Notice>}
      {events.data && (
        <>
          <div className="table-wrap" aria-busy={events.isFetching}>
            <EventsTable items={events.data.events} />
          </div>
          <Pager
            offset={filters.offset}
            limit={PAGE_SIZE}
            hasMore={filters.offset + PAGE_SIZE < events.data.total}
            onChange={(next) => filters.change({ offset: next ? String(next) : undefined })}
          />
        </>
      )}
    </div>
  );
}
