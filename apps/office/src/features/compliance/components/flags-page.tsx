import { useTranslation } from 'react-i18next';
import type { Currency } from '@tribuna/contracts/currencies';
import { ChoiceField, translatedChoices } from '../../../components/ui/filter-fields';
import { Notice } from '../../../components/ui/notice';
import { QueryResult } from '../../../components/ui/query-result';
import { oneOf } from '../../../lib/one-of';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useFlags, type FlagStatus } from '../api/get-flags';
import { useFlagReview } from '../hooks/use-flag-review';
import { ComplianceTabs } from './compliance-tabs';
import { FlagsTable } from './flags-table';
import '../compliance.css';
import '../compliance-texts';

const STATUSES: readonly FlagStatus[] = ['open', 'reviewed', 'all'];

/** The flags of the brand's players, open ones first by default (the status lives in the URL). */
export function FlagsPage({ currency }: { currency: Currency }) {
  const { t } = useTranslation();
  const filters = useUrlFilters([]);
  const status = oneOf(STATUSES, filters.params.get('status')) ?? 'open';
  const flags = useFlags(status);
  const review = useFlagReview();

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('compliance.title')}</h1>
      </header>
      <ComplianceTabs />
      <p className="muted">{t('compliance.flags.hint')}</p>
      <div className="toolbar compliance-toolbar" role="search">
        <ChoiceField
          label={t('compliance.flags.show')}
          value={status}
          required
          choices={translatedChoices(STATUSES, (value) => t(`compliance.flags.status.${value}`))}
          // Open is the default: the URL stays clean for it.
          onChange={(value) => filters.change({ status: value === 'open' ? undefined : value })}
        />
      </div>
      {review.done && <Notice tone="success">{review.done}</Notice>}
      {review.error && <Notice tone="error">{review.error}</Notice>}
      <QueryResult query={flags}>
        {(data) => (
          <div className="table-wrap" aria-busy={flags.isFetching}>
            <FlagsTable
              flags={data}
              currency={currency}
              pendingId={review.pendingId}
              onReview={review.review}
            />
          </div>
        )}
      </QueryResult>
    </div>
  );
}
