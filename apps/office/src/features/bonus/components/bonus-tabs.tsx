import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../bonus-texts';

/** The desk's sections, one route each so a link opens the right one. */
export function BonusTabs() {
  const { t } = useTranslation();
  return (
    <nav className="tabs" aria-label={t('bonus.sections')}>
      <NavLink to="/bonuses" end>
        {t('bonus.tab.campaigns')}
      </NavLink>
      <NavLink to="/bonuses/cost">{t('bonus.tab.cost')}</NavLink>
    </nav>
  );
}
