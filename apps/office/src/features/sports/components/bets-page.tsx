import { useTranslation } from 'react-i18next';
import { SPORTS, type Sport } from '@tribuna/contracts/sports';
import { officeBetsQuerySchema } from '@tribuna/contracts/sports-office';
import { Field } from '../../../components/ui/field';
import { Notice, Spinner } from '../../../components/ui/notice';
import { Pager } from '../../../components/ui/pager';
import { errorMessage } from '../../../lib/http';
import { useSportsBets } from '../api/get-sports-bets';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { BetsTable } from './bets-table';
import { SportsTabs } from './sports-tabs';
import '../sports.css';

const PAGE_SIZE = 50;
const STATUSES = officeBetsQuerySchema.shape.status.unwrap().options;
type Status = (typeof STATUSES)[number];

function asSport(value: string | null): Sport | undefined {
  return SPORTS.find((sport) => sport === value);
}
function asStatus(value: string | null): Status | undefined {
  return STATUSES.find((status) => status === value);
}
function asDate(value: string | null): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/** Bet search: by bet id, player or event, with status, sport and days. */
export function BetsPage() {
  const { t } = useTranslation();
  const filters = useUrlFilters(['q']);
  const { params } = filters;
  const query = {
    q: params.get('q') ?? undefined,
    status: asStatus(params.get('status')),
    sport: asSport(params.get('sport')),
    from: asDate(params.get('from')),
    to: asDate(params.get('to')),
    limit: PAGE_SIZE,
    offset: filters.offset,
  };
  const badRange = query.from !== undefined && query.to !== undefined && query.from > query.to;
  const bets = useSportsBets(query);

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('sports.title')}</h1>
      </header>
      <SportsTabs />
      <div className="toolbar" role="search">
        <Field label={t('sports.bets.search')} hint={t('sports.bets.search_hint')} className="grow">
          {(control) => (
            <input
              {...control}
              type="search"
              value={filters.texts.q}
              onChange={(event) => filters.setText('q', event.target.value)}
            />
          )}
        </Field>
        <Field label={t('common.status')}>
          {(control) => (
            <select
              {...control}
              value={query.status ?? ''}
              onChange={(event) => filters.change({ status: event.target.value || undefined })}
            >
              <option value="">{t('common.all')}</option>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`sports.bet_status.${status}`)}
                </option>
              ))}
            </select>
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
        <Field label={t('sports.bets.from')}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={query.from ?? ''}
              max={query.to}
              onChange={(event) => filters.change({ from: event.target.value || undefined })}
            />
          )}
        </Field>
        <Field label={t('sports.bets.to')}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={query.to ?? ''}
              min={query.from}
              onChange={(event) => filters.change({ to: event.target.value || undefined })}
            />
          )}
        </Field>
      </div>
      <p className="muted sports-hint">{t('sports.bets.days_hint')}</p>
      {badRange && <Notice tone="error">{t('sports.bets.range_invalid')}</Notice>}
      {bets.isPending && <Spinner label={t('app.loading')} />}
      {bets.isError && <Notice tone="error">{errorMessage(bets.error)}</Notice>}
      {bets.data && !badRange && (
        <>
          <div className="table-wrap" aria-busy={bets.isFetching}>
            <BetsTable items={bets.data.bets} />
          </div>
          <Pager
            offset={filters.offset}
            limit={PAGE_SIZE}
            hasMore={filters.offset + PAGE_SIZE < bets.data.total}
            onChange={(next) => filters.change({ offset: next ? String(next) : undefined })}
          />
        </>
      )}
    </div>
  );
}
