import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OfficeBet } from '@tribuna/contracts/sports-office';
import { DataTable } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { marketName, outcomeName } from '../sports-format';
import '../sports-texts';

/** Bets found, newest first, with their selections and the player who placed them. */
export function BetsTable({ items }: { items: readonly OfficeBet[] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      className="sports-table"
      columns={[
        { label: t('sports.col.placed') },
        { label: t('sports.col.player') },
        { label: t('sports.col.selections') },
        { label: t('common.status') },
        { label: t('sports.col.odds'), className: 'amount' },
        { label: t('sports.col.stake'), className: 'amount' },
        { label: t('sports.col.potential'), className: 'amount' },
        { label: t('sports.col.payout'), className: 'amount' },
      ]}
      empty={items.length === 0}
    >
      {items.map((bet) => (
        <tr key={bet.id} data-testid={`sports-bet-${bet.id}`}>
          <td>
            <div>{formatDateTime(bet.placed_at)}</div>
            <div className="muted small mono">{bet.id}</div>
          </td>
          <td>{bet.username}</td>
          <td>
            <div className="small">{t(`sports.kind.${bet.kind}`)}</div>
            <ul className="sports-legs">
              {bet.legs.map((leg) => (
                <li key={`${leg.market_id}-${leg.outcome}`} className="small">
                  <Link to={`/sports/events/${leg.event_id}`}>{leg.event_name}</Link> ·{' '}
                  {marketName(t, { type: leg.market_type, line: leg.line })}:{' '}
                  <span className="strong">{outcomeName(t, leg, leg.outcome)}</span> @{' '}
                  {leg.odds.toFixed(2)}
                  {leg.live && <span className="muted"> ({t('sports.bets.live')})</span>}
                  {leg.result && (
                    <span className="muted"> · {t(`sports.result.${leg.result}`)}</span>
                  )}
                </li>
              ))}
            </ul>
          </td>
          <td>{t(`sports.bet_status.${bet.status}`)}</td>
          <td className="amount mono">{bet.odds.toFixed(2)}</td>
          <td className="amount">
            {formatMoney(bet.stake, bet.currency)}
            {/* Its stake was the brand's; its potential and its payout are the winnings only. */}
            {bet.free_bet && <div className="muted small">{t('sports.bets.free_bet')}</div>}
          </td>
          <td className="amount">{formatMoney(bet.potential_payout, bet.currency)}</td>
          <td className="amount">
            {bet.payout === null ? '—' : formatMoney(bet.payout, bet.currency)}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
