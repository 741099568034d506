import { useTranslation } from 'react-i18next';
import type { OfficeActivityGgr } from '@tribuna/contracts/activity';
import { DataTable } from '../../../components/ui/data-table';
import { formatMoney } from '../../../lib/money';
import { ProductName } from './product-name';
import '../activity-texts';

/** GGR per day and product, with the range's totals at the foot. */
export function GgrByProductTable({ report }: { report: OfficeActivityGgr }) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, report.currency);
  const ggrClass = (minor: number) => `amount strong${minor < 0 ? ' negative' : ''}`;
  return (
    <DataTable
      className="activity-table"
      columns={[
        { label: t('activity.col.day') },
        { label: t('activity.col.product') },
        { label: t('activity.col.stakes'), className: 'amount' },
        { label: t('activity.totals.wagered'), className: 'amount' },
        { label: t('activity.totals.returned'), className: 'amount' },
        { label: t('activity.col.ggr'), className: 'amount' },
      ]}
      empty={report.items.length === 0}
      footer={
        <tr data-testid="activity-ggr-totals">
          <th scope="row" colSpan={2}>
            {t('activity.total')}
          </th>
          <td className="amount">{report.totals.stakes}</td>
          <td className="amount">{money(report.totals.wagered)}</td>
          <td className="amount">{money(report.totals.returned)}</td>
          <td className={ggrClass(report.totals.ggr)}>{money(report.totals.ggr)}</td>
        </tr>
      }
    >
      {report.items.map((row) => (
        <tr
          key={`${row.day}:${row.product}`}
          data-testid={`activity-ggr-${row.day}-${row.product}`}
        >
          <td>{row.day}</td>
          <td>
            <ProductName product={row.product} />
          </td>
          <td className="amount">{row.stakes}</td>
          <td className="amount">{money(row.wagered)}</td>
          <td className="amount">{money(row.returned)}</td>
          <td className={ggrClass(row.ggr)}>{money(row.ggr)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
