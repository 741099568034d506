import { useTranslation } from 'react-i18next';
import type { OfficeDeposit } from '@tribuna/contracts/wallet';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import '../payments-texts';

export interface DepositActions {
  onViewProof: (deposit: OfficeDeposit) => void;
  onApprove: (deposit: OfficeDeposit) => void;
  onReject: (deposit: OfficeDeposit) => void;
}

function DepositDetails({ deposit }: { deposit: OfficeDeposit }) {
  const { t } = useTranslation();
  return (
    <div className="payment-destination">
      {deposit.crypto && (
        <>
          <span>
            {t('payments.crypto_amount', {
              amount: deposit.crypto.amount_coin,
              coin: deposit.crypto.coin,
              network: deposit.crypto.network,
              rate: deposit.crypto.rate,
            })}
          </span>
          {deposit.crypto.tx_hash && (
            <span className="mono small">
              {t('payments.tx_hash')}: {deposit.crypto.tx_hash}
            </span>
          )}
        </>
      )}
      {deposit.reason && (
        <span className="muted">{t('payments.reason_shown', { reason: deposit.reason })}</span>
      )}
    </div>
  );
}

/** One row per deposit; a pending one carries the desk's decisions. */
export function DepositsTable({
  items,
  onViewProof,
  onApprove,
  onReject,
}: { items: readonly OfficeDeposit[] } & DepositActions) {
  const { t } = useTranslation();
  return (
    <DataTable
      columns={[
        { label: t('payments.col.player') },
        { label: t('payments.col.amount'), className: 'amount' },
        { label: t('payments.col.method') },
        { label: t('payments.col.details') },
        { label: t('common.status') },
        { label: t('payments.col.date') },
        { label: t('common.actions'), hidden: true },
      ]}
      empty={items.length === 0}
    >
      {items.map((deposit) => (
        <tr key={deposit.id}>
          <td className="strong">{deposit.player.username}</td>
          <td className="amount">{formatMoney(deposit.amount, deposit.currency)}</td>
          <td>{t(`payments.method.${deposit.method}`)}</td>
          <td>
            <DepositDetails deposit={deposit} />
          </td>
          <td>
            <span className={`pill pill-${deposit.status}`}>
              {t(`payments.status.${deposit.status}`)}
            </span>
          </td>
          <td>{formatDateTime(deposit.created_at)}</td>
          <td className="actions">
            {deposit.proof && (
              <Button onClick={() => onViewProof(deposit)}>{t('payments.view_proof')}</Button>
            )}
            {deposit.status === 'pending' && (
              <>
                <Button variant="primary" onClick={() => onApprove(deposit)}>
                  {t('payments.approve')}
                </Button>
                <Button variant="danger" onClick={() => onReject(deposit)}>
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
