import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MilesEntry } from '@tribuna/contracts/miles';
import { Button } from '../../../components/ui/button';
import { useMilesJournal } from '../api/get-miles-journal';
import type { MilesFormat } from '../miles-format';
import '../miles-texts';

function detailOf(entry: MilesEntry, format: MilesFormat, t: TFunction): string | null {
  if (entry.kind === 'earn' && entry.pending && entry.expires_at) {
    return t('miles.table.left', {
      count: format.miles(entry.pending),
      date: format.date(entry.expires_at),
    });
  }
  if (entry.kind === 'withdraw' && entry.cash !== null) return format.money(entry.cash);
  if (entry.shortfall > 0) {
    return t('miles.table.shortfall', { count: format.miles(entry.shortfall) });
  }
  return null;
}

/**
 * The spec's miles table (its "rewards list"): every move of the last 31 days, newest
 * first, in the brand's time zone. A phone reads each row as a card.
 */
export function MilesTable({ format, timeZone }: { format: MilesFormat; timeZone: string }) {
  const { t } = useTranslation();
  const journal = useMilesJournal();
  if (journal.isPending) {
    return (
      <p className="miles-muted" role="status">
        {t('miles.loading')}
      </p>
    );
  }
  if (journal.isError) {
    return (
      <div className="miles-note" role="alert">
        <p>{t('miles.failed')}</p>
        <Button variant="secondary" onClick={() => void journal.refetch()}>
          {t('miles.retry')}
        </Button>
      </div>
    );
  }
  if (journal.data.length === 0) return <p className="miles-muted">{t('miles.table.empty')}</p>;
  return (
    <table className="miles-table" data-testid="miles-table">
      <caption>{t('miles.table.caption', { zone: timeZone })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('miles.table.date')}</th>
          <th scope="col">{t('miles.table.movement')}</th>
          <th scope="col" className="miles-table__number">
            {t('miles.table.miles')}
          </th>
        </tr>
      </thead>
      <tbody>
        {journal.data.map((entry) => {
          const detail = detailOf(entry, format, t);
          return (
            <tr key={entry.id}>
              <td data-label={t('miles.table.date')}>{format.dateTime(entry.at)}</td>
              <td data-label={t('miles.table.movement')}>
                {t(`miles.table.kinds.${entry.kind}`)}
                {detail && <span className="miles-table__detail">{detail}</span>}
              </td>
              <td
                data-label={t('miles.table.miles')}
                className={`miles-table__number ${entry.miles < 0 ? 'miles-table__minus' : ''}`}
              >
                {entry.miles > 0 ? '+' : ''}
                {format.miles(entry.miles)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
