import { useTranslation } from 'react-i18next';
import { ACTIVITY_PRODUCTS } from '@tribuna/contracts/activity';
import { ChoiceField, DateRangeFields } from '../../../components/ui/filter-fields';
import { Notice } from '../../../components/ui/notice';
import { PagedTable, QueryResult } from '../../../components/ui/query-result';
import { isBackwards } from '../../../lib/day-range';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { usePlayerActivity } from '../api/get-player-activity';
import { playerActivityQuery } from '../activity-format';
import { ActivityTotals } from './activity-totals';
import { PlayerActivityTable } from './player-activity-table';
import { useProductChoices } from './use-product-choices';
import '../activity.css';
import { zoneName } from '@tribuna/contracts/time-zones';
import { currentLanguage } from '../../../lib/i18n';
import '../activity-texts';

const PAGE_SIZE = 25;

/** The player page's "Activity" panel (support and compliance): every product's wagers. */
export function PlayerActivityPanel({ playerId }: { playerId: string }) {
  const { t } = useTranslation();
  const filters = useUrlFilters([]);
  const query = playerActivityQuery(filters.params, PAGE_SIZE, filters.offset);
  const badRange = isBackwards(query.from, query.to);
  // A backwards range is not sent as it is: the screen says what is wrong, and the time
  // zone of the hint still comes with an answer.
  const activity = usePlayerActivity(playerId, badRange ? { ...query, to: query.from } : query);
  const products = useProductChoices(ACTIVITY_PRODUCTS);

  return (
    <section className="activity-panel" aria-labelledby="activity-panel-title">
      <h2 id="activity-panel-title">{t('activity.title')}</h2>
      <div className="toolbar" role="search">
        <ChoiceField
          label={t('activity.col.product')}
          value={query.product}
          choices={products}
          onChange={(product) => filters.change({ product })}
        />
        <DateRangeFields
          from={query.from}
          to={query.to}
          labels={{ from: t('activity.from'), to: t('activity.to') }}
          onChange={filters.change}
        />
      </div>
      <p className="muted activity-hint">
        {t('activity.hint', {
          timezone: activity.data ? zoneName(activity.data.timezone, currentLanguage()) : '…',
        })}
      </p>
      {badRange && <Notice tone="error">{t('activity.range_invalid')}</Notice>}
      <QueryResult query={activity} hidden={badRange}>
        {(data) => (
          <>
            <ActivityTotals activity={data} />
            <PagedTable
              busy={activity.isFetching}
              offset={filters.offset}
              limit={PAGE_SIZE}
              hasMore={data.has_more}
              onPage={filters.page}
            >
              <PlayerActivityTable items={data.items} timezone={data.timezone} />
            </PagedTable>
          </>
        )}
      </QueryResult>
    </section>
  );
}
