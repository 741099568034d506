import { useTranslation } from 'react-i18next';
import type { OfficeActivityRecord } from '@tribuna/contracts/activity';
import { DataTable } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { balanceEffect } from '../activity-format';
import { ProductName } from './product-name';
import '../activity-texts';

/** A player's records, newest first, with times in the brand's time zone. */
export function PlayerActivityTable({
  items,
  timezone,
}: {
  items: readonly OfficeActivityRecord[];
  timezone: string;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      className="activity-table"
      columns={[
        { label: t('activity.col.date') },
        { label: t('activity.col.product') },
        { label: t('activity.col.type') },
        { label: t('activity.col.reference') },
        { label: t('activity.col.cash'), className: 'amount' },
        { label: t('activity.col.bonus'), className: 'amount' },
      ]}
      empty={items.length === 0}
    >
      {items.map((record) => {
        const effect = balanceEffect(record);
        return (
          <tr key={record.id} data-testid={`activity-${record.id}`}>
            <td>{formatDateTime(record.occurred_at, timezone)}</td>
            <td>
              <ProductName product={record.product} />
            </td>
            <td>
              {t(`activity.kind.${record.kind}`)}
              {record.outcome && (
                <>
                  {' '}
                  <span className={`pill pill-outcome-${record.outcome}`}>
                    {t(`activity.outcome.${record.outcome}`)}
                  </span>
                </>
              )}
            </td>
            <td>
              <div className="mono small">{record.reference}</div>
              {record.game && <div className="muted small">{record.game}</div>}
            </td>
            <td className={`amount${effect.cash < 0 ? ' negative' : ''}`}>
              {formatMoney(effect.cash, record.currency)}
            </td>
            <td className={`amount${effect.bonus < 0 ? ' negative' : ''}`}>
              {formatMoney(effect.bonus, record.currency)}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
