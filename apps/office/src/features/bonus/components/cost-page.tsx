import { useTranslation } from 'react-i18next';
import type { Currency } from '@tribuna/contracts/currencies';
import { zoneName } from '@tribuna/contracts/time-zones';
import { ChoiceField, DateRangeFields } from '../../../components/ui/filter-fields';
import { Notice } from '../../../components/ui/notice';
import { QueryResult } from '../../../components/ui/query-result';
import { asDay, isBackwards, todayIn } from '../../../lib/day-range';
import { brandTimeZone } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useBonusCost } from '../api/get-bonus-cost';
import { useCampaigns } from '../api/get-campaigns';
import { currencyOf, daysBefore } from '../bonus-format';
import { BonusTabs } from './bonus-tabs';
import { CostTable, CostTotals } from './cost-table';
import '../bonus.css';
import '../bonus-texts';

/** The range a report opens on: the last 30 of the brand's days. */
const DEFAULT_DAYS = 30;

/** What bonuses cost per campaign and day: granted, became cash (the cost), forfeited. */
export function CostPage({ currency: brandCurrency }: { currency: Currency }) {
  const { t } = useTranslation();
  const { params, change } = useUrlFilters([]);
  const zone = brandTimeZone();
  const today = todayIn(zone);
  const to = asDay(params.get('to')) ?? today;
  const from = asDay(params.get('from')) ?? daysBefore(to, DEFAULT_DAYS);
  const campaigns = useCampaigns();
  // A campaign of the brand's list; another (a hand-edited link) is shown and asked as it is.
  const campaignId = params.get('campaign') ?? undefined;
  const badRange = isBackwards(from, to);
  const cost = useBonusCost({
    from,
    to: badRange ? from : to,
    ...(campaignId ? { campaign_id: campaignId } : {}),
  });
  const choices = (campaigns.data ?? []).map((c) => ({ value: c.id, label: c.name }));

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('bonus.title')}</h1>
      </header>
      <BonusTabs />
      <div className="toolbar" role="search">
        <DateRangeFields
          from={from}
          to={to}
          labels={{ from: t('bonus.cost.from'), to: t('bonus.cost.to') }}
          onChange={change}
        />
        <ChoiceField
          label={t('bonus.cost.campaign')}
          value={campaignId}
          choices={choices}
          onChange={(value) => change({ campaign: value })}
        />
      </div>
      <p className="muted bonus-hint">
        {t('bonus.cost.hint', { zone: zone ? zoneName(zone, currentLanguage()) : '…' })}
      </p>
      {badRange && <Notice tone="error">{t('bonus.cost.range_invalid')}</Notice>}
      <QueryResult query={cost} hidden={badRange}>
        {(data) => {
          const currency = currencyOf(data.currency, brandCurrency);
          return (
            <>
              <CostTotals cost={data} currency={currency} />
              <div className="table-wrap" aria-busy={cost.isFetching}>
                <CostTable cost={data} currency={currency} />
              </div>
            </>
          );
        }}
      </QueryResult>
    </div>
  );
}
