import { useTranslation } from 'react-i18next';
import type { OfficeDeposit } from '@tribuna/contracts/wallet';
import { Button } from '../../../components/ui/button';
import '../payments-texts';
import { PaymentsTable } from './payments-table';

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
    <PaymentsTable
      items={items}
      detailsLabel={t('payments.col.details')}
      details={(deposit) => <DepositDetails deposit={deposit} />}
      acceptLabel={t('payments.approve')}
      onAccept={onApprove}
      onReject={onReject}
      extraAction={(deposit) =>
        deposit.proof && (
          <Button onClick={() => onViewProof(deposit)}>{t('payments.view_proof')}</Button>
        )
      }
    />
  );
}
