import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { useWalletSummary } from '../api/get-wallet-summary';
import { formatMoney } from '@tribuna/contracts/money';
import type { BrandMoney } from './header-balance';
import '../wallet-header.css';

interface PendingDepositNoticeProps {
  money: BrandMoney;
  walletPath: string | null;
}

/**
 * Said on every page while the player has a deposit waiting for staff; it goes away
 * live when they process it (`deposit.changed` updates the cached summary).
 */
export function PendingDepositNotice({ money, walletPath }: PendingDepositNoticeProps) {
  const { t } = useTranslation();
  const { data } = useWalletSummary();
  const pending = data?.pending_deposit;
  return (
    // The live region stays in the page, so its text is read out when it appears.
    <div className="pending-deposit" role="status" data-testid="pending-deposit-notice">
      {pending && (
        <p className="pending-deposit__text">
          {t('wallet.pending_notice', {
            amount: formatMoney(pending.amount, money.currency, money.decimals, currentLanguage()),
          })}{' '}
          {walletPath && (
            <Link className="pending-deposit__link" to={walletPath}>
              {t('wallet.pending_notice_link')}
            </Link>
          )}
        </p>
      )}
    </div>
  );
}
