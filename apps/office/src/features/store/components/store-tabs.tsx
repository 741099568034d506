import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../store-texts';

/** The desk's two sections, one route each. */
export function StoreTabs() {
  const { t } = useTranslation();
  return (
    <nav className="tabs" aria-label={t('store.sections')}>
      <NavLink to="/store" end>
        {t('store.tab.items')}
      </NavLink>
      <NavLink to="/store/orders">{t('store.tab.orders')}</NavLink>
    </nav>
  );
}
