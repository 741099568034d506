import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_PRODUCTS } from '@tribuna/contracts/activity';
import { ChoiceField, DateRangeFields } from '../../../components/ui/filter-fields';
import { Notice } from '../../../components/ui/notice';
import { QueryResult } from '../../../components/ui/query-result';
import { asDay, isBackwards, todayIn } from '../../../lib/day-range';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useActivityGgr } from '../api/get-activity-ggr';
import { asProduct } from '../activity-format';
import { GgrByProductTable } from './ggr-by-product-table';
import { useProductChoices } from './use-product-choices';
import '../activity.css';
import { zoneName } from '@tribuna/contracts/time-zones';
import { currentLanguage } from '../../../lib/i18n';
import '../activity-texts';

/** The brand's GGR per product and day, from the activity stream: the platform's figure. */
export function GgrByProductPage() {
  const { t } = useTranslation();
  const { params, change } = useUrlFilters([]);
  // "Today" is the brand's: its time zone comes with a report (the previous one stays
  // while the next loads), and until the first arrives the browser's day stands in.
  const [timezone, setTimezone] = useState<string>();
  const today = todayIn(timezone);
  const from = asDay(params.get('from')) ?? today;
  const to = asDay(params.get('to')) ?? today;
  const product = asProduct(params.get('product'));
  const badRange = isBackwards(from, to);
  const ggr = useActivityGgr({ from, to: badRange ? from : to, product });
  // Adjusting state to what was just rendered (React's pattern for derived state): at most once.
  if (ggr.data && ggr.data.timezone !== timezone) setTimezone(ggr.data.timezone);
  const products = useProductChoices(ACTIVITY_PRODUCTS.filter((p) => p !== 'wallet'));

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('activity.ggr.title')}</h1>
      </header>
      <div className="toolbar" role="search">
        <DateRangeFields
          from={from}
          to={to}
          labels={{ from: t('activity.from'), to: t('activity.to') }}
          onChange={change}
        />
        <ChoiceField
          label={t('activity.col.product')}
          value={product}
          choices={products}
          onChange={(value) => change({ product: value })}
        />
      </div>
      <p className="muted activity-hint">
        {t('activity.ggr.hint', {
          timezone: ggr.data ? zoneName(ggr.data.timezone, currentLanguage()) : '…',
        })}
      </p>
      {badRange && <Notice tone="error">{t('activity.range_invalid')}</Notice>}
      <QueryResult query={ggr} hidden={badRange}>
        {(data) => (
          <div className="table-wrap" aria-busy={ggr.isFetching}>
            <GgrByProductTable report={data} />
          </div>
        )}
      </QueryResult>
    </div>
  );
}
