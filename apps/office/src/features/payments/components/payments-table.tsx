import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficeDeposit, OfficeWithdrawal } from '@tribuna/contracts/wallet';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import '../payments-texts';

/**
 * One row per payment of a queue (deposits or withdrawals); a pending one carries the desk's
 * decisions: the one that moves the money (approve, mark paid) and reject.
 */
export function PaymentsTable<P extends OfficeDeposit | OfficeWithdrawal>({
  items,
  detailsLabel,
  details,
  acceptLabel,
  onAccept,
  onReject,
  extraAction,
}: {
  items: readonly P[];
  /** The column that says more of each payment: a deposit's details, a withdrawal's destination. */
  detailsLabel: string;
  details: (payment: P) => ReactNode;
  acceptLabel: string;
  onAccept: (payment: P) => void;
  onReject: (payment: P) => void;
  /** An action before the decisions, such as a deposit's proof. */
  extraAction?: (payment: P) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      columns={[
        { label: t('payments.col.player') },
        { label: t('payments.col.amount'), className: 'amount' },
        { label: t('payments.col.method') },
        { label: detailsLabel },
        { label: t('common.status') },
        { label: t('payments.col.date') },
        { label: t('common.actions'), hidden: true },
      ]}
      empty={items.length === 0}
    >
      {items.map((payment) => (
        <tr key={payment.id}>
          <td className="strong">{payment.player.username}</td>
          <td className="amount">{formatMoney(payment.amount, payment.currency)}</td>
          <td>{t(`payments.method.${payment.method}`)}</td>
          <td>{details(payment)}</td>
          <td>
            <span className={`pill pill-${payment.status}`}>
              {t(`payments.status.${payment.status}`)}
            </span>
          </td>
          <td>{formatDateTime(payment.created_at)}</td>
          <td className="actions">
            {extraAction?.(payment)}
            {payment.status === 'pending' && (
              <>
                <Button variant="primary" onClick={() => onAccept(payment)}>
                  {acceptLabel}
                </Button>
                <Button variant="danger" onClick={() => onReject(payment)}>
                  {t('payments.reject')}
                </Button>
              </>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
