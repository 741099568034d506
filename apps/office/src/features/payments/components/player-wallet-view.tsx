import { useTranslation } from 'react-i18next';
import type { OfficePlayerWallet } from '@tribuna/contracts/wallet';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import '../payments-texts';

/** A player's balances and latest movements, as the player page shows them. */
export function PlayerWalletView({
  wallet,
  onAdjust,
}: {
  wallet: OfficePlayerWallet;
  /** Set for staff who may adjust (admin). */
  onAdjust?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const balances = [
    ['cash', t('payments.wallet.cash'), wallet.balance.cash],
    ['bonus', t('payments.wallet.bonus'), wallet.balance.bonus],
    ['withheld', t('payments.wallet.withheld'), wallet.balance.withheld],
  ] as const;
  return (
    <>
      <header className="page-header page-header-row">
        <h2 id="wallet-panel-title">{t('payments.wallet.title')}</h2>
        {onAdjust && <Button onClick={onAdjust}>{t('payments.wallet.adjust')}</Button>}
      </header>
      <dl className="details wallet-balances">
        {balances.map(([key, label, minor]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd className="wallet-balance-value" data-testid={`wallet-${key}`}>
              {formatMoney(minor, wallet.currency)}
            </dd>
          </div>
        ))}
      </dl>
      <h3>{t('payments.wallet.movements')}</h3>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('payments.col.date')}</th>
              <th scope="col">{t('payments.wallet.type')}</th>
              <th scope="col">{t('payments.wallet.account')}</th>
              <th scope="col" className="amount">
                {t('payments.col.amount')}
              </th>
              <th scope="col" className="amount">
                {t('payments.wallet.balance_after')}
              </th>
              <th scope="col">{t('payments.wallet.description')}</th>
            </tr>
          </thead>
          <tbody>
            {wallet.transactions.length === 0 && (
              <tr>
                <td colSpan={6} className="muted">
                  {t('payments.wallet.no_movements')}
                </td>
              </tr>
            )}
            {wallet.transactions.map((transaction) => (
              <tr key={`${transaction.id}-${transaction.account}`}>
                <td>{formatDateTime(transaction.created_at)}</td>
                <td>
                  {t(`payments.wallet.type.${transaction.type}`, {
                    defaultValue: transaction.type.replaceAll('_', ' '),
                  })}
                </td>
                <td>{t(`payments.wallet.${transaction.account}`)}</td>
                <td className="amount">{formatMoney(transaction.amount, transaction.currency)}</td>
                <td className="amount">
                  {formatMoney(transaction.balance_after, transaction.currency)}
                </td>
                <td>{transaction.description ?? t('common.none')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
