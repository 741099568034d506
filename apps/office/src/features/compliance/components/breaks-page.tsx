import { useTranslation } from 'react-i18next';
import { QueryResult } from '../../../components/ui/query-result';
import { useBreaks } from '../api/get-breaks';
import { BreaksTable } from './breaks-table';
import { ComplianceTabs } from './compliance-tabs';
import '../compliance.css';
import '../compliance-texts';

/** The time-outs and self-exclusions in force on the brand. */
export function BreaksPage() {
  const { t } = useTranslation();
  const breaks = useBreaks();
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('compliance.title')}</h1>
      </header>
      <ComplianceTabs />
      <p className="muted">{t('compliance.breaks.hint')}</p>
      <QueryResult query={breaks}>
        {(data) => (
          <div className="table-wrap" aria-busy={breaks.isFetching}>
            <BreaksTable breaks={data} showPlayer />
          </div>
        )}
      </QueryResult>
    </div>
  );
}
