import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../payments-texts';

/** The desk's three sections, one route each so a link opens the right one. */
export function PaymentsTabs() {
  const { t } = useTranslation();
  return (
    <nav className="payments-tabs" aria-label={t('payments.sections')}>
      <NavLink to="/payments" end>
        {t('payments.tab.deposits')}
      </NavLink>
      <NavLink to="/payments/withdrawals">{t('payments.tab.withdrawals')}</NavLink>
      <NavLink to="/payments/methods">{t('payments.tab.methods')}</NavLink>
    </nav>
  );
}
