import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@tribuna/contracts/wallet';
import { Button } from '../../../components/ui/button';
import { currentLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import { usePayments } from '../api/get-payments';
import { formatDateTime } from '../../../lib/date-time';
import { useActionKeys } from '../../../lib/use-idempotency-key';
import { formatMoney } from '@tribuna/contracts/money';
import type { BrandMoney } from './header-balance';
import { Pager } from './pager';
import '../cashier-texts';

const PAGE_SIZE = 10;

interface PaymentsTableProps {
  money: BrandMoney;
  timeZone?: string;
}

function rowOf(payment: Payment) {
  return payment.kind === 'deposit'
    ? { ...payment.deposit, kind: payment.kind }
    : { ...payment.withdrawal, kind: payment.kind };
}

/** The player's deposits and withdrawals, newest first; a pending withdrawal can be cancelled. */
export function PaymentsTable({ money, timeZone }: PaymentsTableProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [offset, setOffset] = useState(0);
  const payments = usePayments({ limit: PAGE_SIZE, offset });
  const cancel = useCancelWithdrawal();
  const keys = useActionKeys();
  const rows = (payments.data?.items ?? []).map(rowOf);

  function cancelWithdrawal(id: string) {
    if (cancel.isPending) return;
    cancel.mutate(
      { id, key: keys.keyFor(`cancel-withdrawal:${id}`) },
      {
        onSuccess: () => {
          keys.done();
          notify({ type: 'success', message: t('wallet.withdraw.cancelled') });
        },
      },
    );
  }

  return (
    <section className="wallet-block" aria-labelledby="wallet-payments-title">
      <h3 id="wallet-payments-title" className="wallet-block__title">
        {t('wallet.payments.title')}
      </h3>
      {payments.isPending ? (
        <p className="wallet-note">{t('wallet.loading')}</p>
      ) : payments.isError ? (
        <p className="wallet-note">{t('wallet.failed')}</p>
      ) : rows.length === 0 ? (
        <p className="wallet-note">{t('wallet.payments.empty')}</p>
      ) : (
        <div className="wallet-table__scroll">
          <table className="wallet-table" data-testid="payments-table">
            <thead>
              <tr>
                <th scope="col">{t('wallet.payments.date')}</th>
                <th scope="col">{t('wallet.payments.kind')}</th>
                <th scope="col">{t('wallet.payments.method')}</th>
                <th scope="col" className="wallet-table__number">
                  {t('wallet.payments.amount')}
                </th>
                <th scope="col">{t('wallet.payments.status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('wallet.payments.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.kind}:${row.id}`}>
                  <td>{formatDateTime(row.created_at, language, timeZone)}</td>
                  <td>{t(`wallet.payments.${row.kind}`)}</td>
                  <td>{t(`wallet.methods.${row.method}`)}</td>
                  <td className="wallet-table__number">
                    {formatMoney(row.amount, money.currency, money.decimals, language)}
                  </td>
                  <td>
                    <span className={`wallet-status wallet-status--${row.status}`}>
                      {t(`wallet.statuses.${row.status}`)}
                    </span>
                    {row.reason && <span className="wallet-table__reason"> {row.reason}</span>}
                  </td>
                  <td>
                    {row.kind === 'withdrawal' && row.status === 'pending' && (
                      <Button
                        variant="secondary"
                        disabled={cancel.isPending}
                        onClick={() => cancelWithdrawal(row.id)}
                      >
                        {t('wallet.withdraw.cancel')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        offset={offset}
        limit={PAGE_SIZE}
        hasMore={payments.data?.has_more ?? false}
        onChange={setOffset}
      />
    </section>
  );
}
