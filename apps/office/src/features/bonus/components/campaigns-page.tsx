import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@tribuna/contracts/currencies';
import { zoneName } from '@tribuna/contracts/time-zones';
import { Notice } from '../../../components/ui/notice';
import { QueryResult } from '../../../components/ui/query-result';
import { brandTimeZone } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useSavedName } from '../../../lib/use-saved-name';
import { useCampaigns } from '../api/get-campaigns';
import { BonusTabs } from './bonus-tabs';
import { CampaignsTable } from './campaigns-table';
import '../bonus.css';
import '../bonus-texts';

/** The brand's bonus campaigns, newest first, and the way to a new one. */
export function CampaignsPage({ currency }: { currency: Currency }) {
  const { t } = useTranslation();
  const campaigns = useCampaigns();
  const saved = useSavedName();
  const zone = brandTimeZone();

  return (
    <div className="page">
      <header className="page-header page-header-row">
        <h1>{t('bonus.title')}</h1>
        <Link className="btn btn-primary" to="/bonuses/campaigns/new">
          {t('bonus.campaigns.new')}
        </Link>
      </header>
      <BonusTabs />
      <p className="muted bonus-hint">
        {t('bonus.campaigns.hint', {
          currency,
          zone: zone ? zoneName(zone, currentLanguage()) : '…',
        })}
      </p>
      {saved && <Notice tone="success">{t('bonus.campaigns.saved', { name: saved })}</Notice>}
      <QueryResult query={campaigns}>
        {(data) => (
          <div className="table-wrap" aria-busy={campaigns.isFetching}>
            <CampaignsTable campaigns={data} />
          </div>
        )}
      </QueryResult>
    </div>
  );
}
