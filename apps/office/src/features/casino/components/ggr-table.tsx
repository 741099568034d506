import { useTranslation } from 'react-i18next';
import type { OfficeGgr } from '@tribuna/contracts/casino-office';
import { DataTable } from '../../../components/ui/data-table';
import { formatMoney } from '../../../lib/money';
import '../casino-texts';

/** GGR per day and game or provider, with the range's totals at the foot. */
export function GgrTable({ report, by }: { report: OfficeGgr; by: 'game' | 'provider' }) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, report.currency);
  const rounds = report.items.reduce((sum, row) => sum + row.rounds, 0);
  return (
    <DataTable
      className="casino-table"
      columns={[
        { label: t('casino.col.day') },
        { label: t(`casino.ggr.by.${by}`) },
        { label: t('casino.col.rounds'), className: 'amount' },
        { label: t('casino.col.bets'), className: 'amount' },
        { label: t('casino.col.wins'), className: 'amount' },
        { label: t('casino.col.rollbacks'), className: 'amount' },
        { label: t('casino.col.ggr'), className: 'amount' },
      ]}
      empty={report.items.length === 0}
      footer={
        <tr data-testid="ggr-totals">
          <th scope="row" colSpan={2}>
            {t('casino.ggr.total')}
          </th>
          <td className="amount">{rounds}</td>
          <td className="amount">{money(report.totals.bets)}</td>
          <td className="amount">{money(report.totals.wins)}</td>
          <td className="amount">{money(report.totals.rollbacks)}</td>
          <td className={`amount strong${report.totals.ggr < 0 ? ' negative' : ''}`}>
            {money(report.totals.ggr)}
          </td>
        </tr>
      }
    >
      {report.items.map((row) => (
        <tr key={`${row.day}:${row.key}`} data-testid={`ggr-${row.day}-${row.key}`}>
          <td>{row.day}</td>
          <td>
            <span className="strong">{row.name}</span>{' '}
            <span className="muted small mono">{row.key}</span>
          </td>
          <td className="amount">{row.rounds}</td>
          <td className="amount">{money(row.bets)}</td>
          <td className="amount">{money(row.wins)}</td>
          <td className="amount">{money(row.rollbacks)}</td>
          <td className={`amount strong${row.ggr < 0 ? ' negative' : ''}`}>{money(row.ggr)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
