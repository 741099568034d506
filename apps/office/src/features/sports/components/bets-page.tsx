import { useTranslation } from 'react-i18next';
import { SPORTS } from '@tribuna/contracts/sports';
import { officeBetsQuerySchema } from '@tribuna/contracts/sports-office';
import {
  ChoiceField,
  DateRangeFields,
  SearchField,
  translatedChoices,
} from '../../../components/ui/filter-fields';
import { Notice } from '../../../components/ui/notice';
import { asDay, isBackwards } from '../../../lib/day-range';
import { PagedTable, QueryResult } from '../../../components/ui/query-result';
import { useSportsBets } from '../api/get-sports-bets';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { BetsTable } from './bets-table';
import { SportsTabs } from './sports-tabs';
import '../sports.css';
import { oneOf } from '../../../lib/one-of';
import '../sports-texts';

const PAGE_SIZE = 50;
const STATUSES = officeBetsQuerySchema.shape.status.unwrap().options;

/** Bet search: by bet id, player or event, with status, sport and days. */
export function BetsPage() {
  const { t } = useTranslation();
  const filters = useUrlFilters(['q']);
  const { params } = filters;
  const query = {
    q: params.get('q') ?? undefined,
    status: oneOf(STATUSES, params.get('status')),
    sport: oneOf(SPORTS, params.get('sport')),
    from: asDay(params.get('from')),
    to: asDay(params.get('to')),
    limit: PAGE_SIZE,
    offset: filters.offset,
  };
  const badRange = isBackwards(query.from, query.to);
  const bets = useSportsBets(query);

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('sports.title')}</h1>
      </header>
      <SportsTabs />
      <div className="toolbar" role="search">
        <SearchField
          label={t('sports.bets.search')}
          hint={t('sports.bets.search_hint')}
          value={filters.texts.q}
          onChange={(value) => filters.setText('q', value)}
        />
        <ChoiceField
          label={t('common.status')}
          value={query.status}
          choices={translatedChoices(STATUSES, (s) => t(`sports.bet_status.${s}`))}
          onChange={(status) => filters.change({ status })}
        />
        <ChoiceField
          label={t('sports.filter.sport')}
          value={query.sport}
          choices={translatedChoices(SPORTS, (s) => t(`sports.sport.${s}`))}
          onChange={(sport) => filters.change({ sport })}
        />
        <DateRangeFields
          from={query.from}
          to={query.to}
          labels={{ from: t('sports.bets.from'), to: t('sports.bets.to') }}
          onChange={filters.change}
        />
      </div>
      <p className="muted sports-hint">{t('sports.bets.days_hint')}</p>
      {badRange && <Notice tone="error">{t('sports.bets.range_invalid')}</Notice>}
      <QueryResult query={bets} hidden={badRange}>
        {(data) => (
          <PagedTable
            busy={bets.isFetching}
            offset={filters.offset}
            limit={PAGE_SIZE}
            hasMore={filters.offset + PAGE_SIZE < data.total}
            onPage={filters.page}
          >
            <BetsTable items={data.bets} />
          </PagedTable>
        )}
      </QueryResult>
    </div>
  );
}
