import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OfficeEvent } from '@tribuna/contracts/sports-office';
import { DataTable } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { scoreText } from '../sports-format';
import { LiabilityAmount } from './liability-amount';
import '../sports-texts';

/** The brand's events with their score, open bets and worst-case liability; each opens its page. */
export function EventsTable({ items }: { items: readonly OfficeEvent[] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      className="sports-table"
      columns={[
        { label: t('sports.col.start') },
        { label: t('sports.col.event') },
        { label: t('common.status') },
        { label: t('sports.col.score') },
        { label: t('sports.col.open_bets'), className: 'amount' },
        { label: t('sports.col.stakes'), className: 'amount' },
        { label: t('sports.col.liability'), className: 'amount' },
      ]}
      empty={items.length === 0}
    >
      {items.map((row) => {
        const { event } = row;
        const name = `${event.home} – ${event.away}`;
        return (
          <tr key={event.id} data-testid={`sports-event-${event.id}`}>
            <td>{formatDateTime(event.start_at)}</td>
            <td>
              <Link
                to={`/sports/events/${event.id}`}
                className="strong"
                aria-label={t('sports.open_event', { name })}
              >
                {name}
              </Link>
              <div className="muted small">
                {t(`sports.sport.${event.sport}`)} · {event.competition.name}
              </div>
            </td>
            <td>
              <span className={event.status === 'live' ? 'pill pill-active' : 'pill'}>
                {t(`sports.status.${event.status}`)}
              </span>
              {row.suspended && (
                <div className="small sports-risk">{t('sports.suspended_by_brand')}</div>
              )}
            </td>
            <td className="mono">{scoreText(event)}</td>
            <td className="amount">{row.open_bets}</td>
            <td className="amount">{formatMoney(row.stakes, row.currency)}</td>
            <td className="amount">
              <LiabilityAmount value={row.liability} currency={row.currency} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
