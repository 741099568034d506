import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Currency } from '@tribuna/contracts/currencies';
import { Icon } from '../../../components/ui/icon';
import { plus } from '../../../components/ui/icon-set';
import { currentLanguage } from '../../../lib/i18n';
import { useWalletSummary } from '../api/get-wallet-summary';
import { formatMoney } from '@tribuna/contracts/money';
import '../wallet-header.css';

export interface BrandMoney {
  currency: Currency;
  /** The currency's minor-unit exponent (`currency_decimals` of the configuration). */
  decimals: number;
}

/** Stands for the amount in the translated text, to find where the amount goes. */
const AMOUNT_MARK = '\u0001';

interface HeaderBalanceProps {
  money: BrandMoney;
  /** Where the balance leads (the profile's wallet), or null where the brand has no profile. */
  walletPath: string | null;
}

/**
 * The logged player's cash (and bonus when there is some) in the header. The live
 * channel's `balance.changed` sets it in the cache, so it changes without a reload.
 */
export function HeaderBalance({ money, walletPath }: HeaderBalanceProps) {
  const { t } = useTranslation();
  const { data } = useWalletSummary();
  if (!data) return null;
  const language = currentLanguage();
  const format = (minor: number) => formatMoney(minor, money.currency, money.decimals, language);
  // The words around the amount ("Saldo") give way on a phone; the amount stays.
  const [before = '', after = ''] = t('wallet.header_cash', { amount: AMOUNT_MARK }).split(
    AMOUNT_MARK,
  );
  const content = (
    <>
      <span data-testid="header-balance">
        <span className="header-balance__words">{before}</span>
        {format(data.balance.cash)}
        <span className="header-balance__words">{after}</span>
      </span>
      {data.balance.bonus !== 0 && (
        <span className="header-balance__bonus" data-testid="header-bonus">
          {t('wallet.header_bonus', { amount: format(data.balance.bonus) })}
        </span>
      )}
    </>
  );
  return (
    <div className="header-balance" role="group" aria-label={t('wallet.header_label')}>
      {walletPath ? (
        <Link className="header-balance__link" to={walletPath}>
          {content}
        </Link>
      ) : (
        content
      )}
    </div>
  );
}

/**
 * The header's way to the deposit form, one tap from any page: a "+" on a phone, the word
 * from tablets on (its name is read either way).
 */
export function HeaderDeposit({ walletPath }: { walletPath: string }) {
  const { t } = useTranslation();
  const separator = walletPath.includes('?') ? '&' : '?';
  return (
    <Link
      className="button button--primary header-deposit"
      to={`${walletPath}${separator}view=deposit`}
      data-testid="header-deposit"
    >
      <Icon path={plus} />
      <span className="header-deposit__text">{t('wallet.header_deposit')}</span>
    </Link>
  );
}
