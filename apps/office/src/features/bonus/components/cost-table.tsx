import { useTranslation } from 'react-i18next';
import type { Currency } from '@tribuna/contracts/currencies';
import { DataTable } from '../../../components/ui/data-table';
import { formatMoney } from '../../../lib/money';
import type { BonusCost } from '../api/get-bonus-cost';
import '../bonus-texts';

/** The range's totals, first: on a phone they are what is read before the rows. */
export function CostTotals({ cost, currency }: { cost: BonusCost; currency: Currency }) {
  const { t } = useTranslation();
  const figures = [
    ['granted', t('bonus.cost.col.granted'), cost.totals.granted],
    ['converted', t('bonus.cost.col.converted'), cost.totals.converted],
    ['forfeited', t('bonus.cost.col.forfeited'), cost.totals.forfeited],
  ] as const;
  return (
    <section className="bonus-totals" aria-labelledby="bonus-totals-title">
      <h2 id="bonus-totals-title" className="visually-hidden">
        {t('bonus.cost.totals')}
      </h2>
      <dl>
        {figures.map(([key, label, minor]) => (
          <div key={key} className={`bonus-total bonus-total-${key}`}>
            <dt>{label}</dt>
            <dd data-testid={`bonus-cost-total-${key}`}>{formatMoney(minor, currency)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Per day (the brand's) and campaign: bonus money granted, turned into cash, forfeited. */
export function CostTable({ cost, currency }: { cost: BonusCost; currency: Currency }) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, currency);
  const label = {
    day: t('bonus.cost.col.day'),
    campaign: t('bonus.cost.col.campaign'),
    granted: t('bonus.cost.col.granted'),
    converted: t('bonus.cost.col.converted'),
    forfeited: t('bonus.cost.col.forfeited'),
  };
  return (
    <DataTable
      className="stacked-table"
      columns={[
        { label: label.day },
        { label: label.campaign },
        { label: label.granted, className: 'amount' },
        { label: label.converted, className: 'amount' },
        { label: label.forfeited, className: 'amount' },
      ]}
      empty={cost.items.length === 0}
    >
      {cost.items.map((row) => (
        <tr
          key={`${row.day}:${row.campaign_id}`}
          data-testid={`bonus-cost-${row.day}-${row.campaign_id}`}
        >
          <th scope="row" className="nowrap">
            {row.day}
          </th>
          <td data-label={label.campaign}>{row.campaign_name}</td>
          <td className="amount" data-label={label.granted}>
            {money(row.granted)}
          </td>
          <td className="amount strong" data-label={label.converted}>
            {money(row.converted)}
          </td>
          <td className="amount" data-label={label.forfeited}>
            {money(row.forfeited)}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
