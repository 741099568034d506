import { useTranslation } from 'react-i18next';
import type { OfficeWithdrawal } from '@tribuna/contracts/wallet';
import '../payments-texts';
import { PaymentsTable } from './payments-table';

export interface WithdrawalActions {
  onPay: (withdrawal: OfficeWithdrawal) => void;
  onReject: (withdrawal: OfficeWithdrawal) => void;
}

/** Where the money goes: what the cashier copies into the bank or the crypto wallet. */
function Destination({ withdrawal }: { withdrawal: OfficeWithdrawal }) {
  const { t } = useTranslation();
  const { bank, crypto } = withdrawal;
  if (bank) {
    return (
      <div className="payment-destination">
        <span className="strong">{bank.name}</span>
        <span>
          {t('payments.dest.dni')} {bank.dni} · {t('payments.dest.cuil')} {bank.cuil}
        </span>
        <span className="mono">
          {t('payments.dest.cvu')} {bank.cvu}
          {bank.alias ? ` · ${t('payments.dest.alias')} ${bank.alias}` : ''}
        </span>
        <span>
          {t('payments.dest.bank_code')} {bank.bank_code} · {t('payments.dest.account')}{' '}
          {bank.account} ({t(`payments.dest.account_type.${bank.account_type}`)},{' '}
          {t(`payments.dest.payment_type.${bank.payment_type}`)})
        </span>
      </div>
    );
  }
  if (crypto) {
    return (
      <div className="payment-destination">
        <span>
          {t('payments.crypto_amount', {
            amount: crypto.amount_coin,
            coin: crypto.coin,
            network: crypto.network,
            rate: crypto.rate,
          })}
        </span>
        <span className="mono small">{crypto.wallet_address}</span>
      </div>
    );
  }
  return <span className="muted">{t('common.none')}</span>;
}

/** One row per withdrawal; a pending one can be marked paid or rejected. */
export function WithdrawalsTable({
  items,
  onPay,
  onReject,
}: { items: readonly OfficeWithdrawal[] } & WithdrawalActions) {
  const { t } = useTranslation();
  return (
    <PaymentsTable
      items={items}
      detailsLabel={t('payments.col.destination')}
      details={(withdrawal) => (
        <>
          <Destination withdrawal={withdrawal} />
          {withdrawal.reason && (
            <span className="muted small">
              {t('payments.reason_shown', { reason: withdrawal.reason })}
            </span>
          )}
        </>
      )}
      acceptLabel={t('payments.mark_paid')}
      onAccept={onPay}
      onReject={onReject}
    />
  );
}
