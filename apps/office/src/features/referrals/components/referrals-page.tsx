import { useTranslation } from 'react-i18next';
import type { Currency } from '@tribuna/contracts/currencies';
import { REFERRAL_STATES, type ReferralState } from '@tribuna/contracts/referrals';
import { DataTable } from '../../../components/ui/data-table';
import { ChoiceField, SearchField, translatedChoices } from '../../../components/ui/filter-fields';
import { PagedTable, QueryResult } from '../../../components/ui/query-result';
import { formatDateTime } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useReferralSettings } from '../api/get-referral-settings';
import { useReferrals } from '../api/get-referrals';
import { RulesForm } from './rules-form';
import '../referrals.css';
import '../referrals-texts';

const LIMIT = 50;

function isState(value: string | null): value is ReferralState {
  return (REFERRAL_STATES as readonly string[]).includes(value ?? '');
}

/** Marketing's referral desk: the brand's rules, and its referrals by state and referrer. */
export function ReferralsPage({ currency }: { currency: Currency }) {
  const { t } = useTranslation();
  const settings = useReferralSettings();
  const filters = useUrlFilters(['referrer']);
  const stateParam = filters.params.get('state');
  const state = isState(stateParam) ? stateParam : undefined;
  const referrer = filters.params.get('referrer') ?? undefined;
  const list = useReferrals({
    limit: LIMIT,
    offset: filters.offset,
    ...(state ? { state } : {}),
    ...(referrer ? { referrer } : {}),
  });

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('referrals.title')}</h1>
      </header>
      <QueryResult query={settings}>
        {(data) => <RulesForm settings={data} currency={currency} />}
      </QueryResult>

      <h2 className="referrals-list-title">{t('referrals.list.title')}</h2>
      <div className="toolbar" role="search">
        <ChoiceField
          label={t('referrals.list.state')}
          value={state}
          choices={translatedChoices(REFERRAL_STATES, (s) => t(`referrals.state.${s}`))}
          onChange={(value) => filters.change({ state: value })}
        />
        <SearchField
          label={t('referrals.list.referrer')}
          value={filters.texts.referrer}
          onChange={(value) => filters.setText('referrer', value)}
        />
      </div>
      <QueryResult query={list}>
        {(data) => (
          <>
            <p className="muted">{t('referrals.total', { count: data.total })}</p>
            <PagedTable
              busy={list.isFetching}
              offset={filters.offset}
              limit={LIMIT}
              hasMore={filters.offset + data.items.length < data.total}
              onPage={filters.page}
            >
              <DataTable
                className="referrals-table"
                empty={data.items.length === 0}
                columns={[
                  { label: t('referrals.col.referrer') },
                  { label: t('referrals.col.referred') },
                  { label: t('referrals.col.state') },
                  { label: t('referrals.col.wagered'), className: 'amount' },
                  { label: t('referrals.col.registered') },
                  { label: t('referrals.col.decided') },
                ]}
              >
                {data.items.map((item) => (
                  <tr key={item.id}>
                    <td>{item.referrer}</td>
                    <td>{item.referred}</td>
                    <td>
                      {t(`referrals.state.${item.state}`)}
                      {item.reason && (
                        <span className="muted referrals-reason">
                          {t(`referrals.reason.${item.reason}`)}
                        </span>
                      )}
                    </td>
                    <td className="amount">{formatMoney(item.wagered, data.currency)}</td>
                    <td>{formatDateTime(item.registered_at)}</td>
                    <td>{formatDateTime(item.rewarded_at ?? item.rejected_at)}</td>
                  </tr>
                ))}
              </DataTable>
            </PagedTable>
          </>
        )}
      </QueryResult>
    </div>
  );
}
