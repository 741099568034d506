import { useTranslation } from 'react-i18next';
import type { Deposit, WalletSummary } from '@tribuna/contracts/wallet';
import { Button } from '../../../components/ui/button';
import { currentLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useCancelDeposit } from '../api/cancel-deposit';
import { formatDateTime } from '../../../lib/date-time';
import { useActionKeys } from '../../../lib/use-idempotency-key';
import { formatMoney } from '@tribuna/contracts/money';
import '../cashier-texts';

/** The deposit staff are checking, which the player may still cancel. */
export function PendingDepositCard({
  deposit,
  summary,
}: {
  deposit: Deposit;
  summary: WalletSummary;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const cancel = useCancelDeposit();
  const keys = useActionKeys();
  return (
    <section className="wallet-pending" aria-labelledby="wallet-pending-title">
      <h3 id="wallet-pending-title" className="wallet-block__title">
        {t('wallet.deposit.pending_title')}
      </h3>
      <p>
        {t('wallet.deposit.pending_text', {
          amount: formatMoney(deposit.amount, summary.currency, summary.decimals, language),
          method: t(`wallet.methods.${deposit.method}`),
          date: formatDateTime(deposit.created_at, language, summary.payment_hours.timezone),
        })}
      </p>
      <Button
        variant="secondary"
        disabled={cancel.isPending}
        onClick={() => {
          if (cancel.isPending) return;
          cancel.mutate(
            { id: deposit.id, key: keys.keyFor(`cancel-deposit:${deposit.id}`) },
            {
              onSuccess: () => {
                keys.done();
                notify({ type: 'success', message: t('wallet.deposit.cancelled') });
              },
            },
          );
        }}
      >
        {t('wallet.deposit.cancel')}
      </Button>
    </section>
  );
}
