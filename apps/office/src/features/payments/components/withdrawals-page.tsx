import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_METHODS, WITHDRAWAL_STATUSES } from '@tribuna/contracts/wallet';
import { useWithdrawals } from '../api/get-withdrawals';
import { useDecidePayment } from '../api/decide-payment';
import { usePaymentsFilters } from '../hooks/use-payments-filters';
import { PaymentsQueue } from './payments-queue';
import { WithdrawalsTable } from './withdrawals-table';
import '../payments-texts';

/** The withdrawals queue: staff send the money, then mark it paid, or reject it. */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const filters = usePaymentsFilters(WITHDRAWAL_STATUSES, WITHDRAWAL_METHODS);
  const withdrawals = useWithdrawals(filters.query);
  const pay = useDecidePayment('withdrawals', 'pay');
  const reject = useDecidePayment('withdrawals', 'reject');

  return (
    <PaymentsQueue
      kind="withdrawals"
      statuses={WITHDRAWAL_STATUSES}
      methods={WITHDRAWAL_METHODS}
      filters={filters}
      list={withdrawals}
      accept={pay}
      reject={reject}
      texts={{
        acceptTitle: t('payments.pay_withdrawal_title'),
        acceptText: (values) => t('payments.pay_withdrawal_text', values),
        acceptLabel: t('payments.mark_paid'),
        accepted: t('payments.withdrawal_paid'),
        rejectTitle: t('payments.reject_withdrawal_title'),
        rejectText: (values) => t('payments.reject_withdrawal_text', values),
        rejected: t('payments.withdrawal_rejected'),
      }}
      table={(items, { decide }) => (
        <WithdrawalsTable
          items={items}
          onPay={(withdrawal) => decide('accept', withdrawal)}
          onReject={(withdrawal) => decide('reject', withdrawal)}
        />
      )}
    />
  );
}
