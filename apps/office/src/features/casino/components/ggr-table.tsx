import { useTranslation } from 'react-i18next';
import type { OfficeGgr } from '@tribuna/contracts/casino-office';
import { formatMoney } from '../../../lib/money';

/** GGR per day and game or provider, with the range's totals at the foot. */
export function GgrTable({ report, by }: { report: OfficeGgr; by: 'game' | 'provider' }) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, report.currency);
  const rounds = report.items.reduce((sum, row) => sum + row.rounds, 0);
  return (
    <table className="table casino-table">
      <thead>
        <tr>
          <th scope="col">{t('casino.col.day')}</th>
          <th scope="col">{t(`casino.ggr.by.${by}`)}</th>
          <th scope="col" className="amount">
            {t('casino.col.rounds')}
          </th>
          <th scope="col" className="amount">
            {t('casino.col.bets')}
          </th>
          <th scope="col" className="amount">
            {t('casino.col.wins')}
          </th>
          <th scope="col" className="amount">
            {t('casino.col.rollbacks')}
          </th>
          <th scope="col" className="amount">
            {t('casino.col.ggr')}
          </th>
        </tr>
      </thead>
      <tbody>
        {report.items.length === 0 && (
          <tr>
            <td colSpan={7} className="muted">
              {t('common.empty')}
            </td>
          </tr>
        )}
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
      </tbody>
      <tfoot>
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
      </tfoot>
    </table>
  );
}
