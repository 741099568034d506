import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../sports-texts';

/** The desk's sections, one route each so a link opens the right one. */
export function SportsTabs() {
  const { t } = useTranslation();
  return (
    <nav className="sports-tabs" aria-label={t('sports.sections')}>
      <NavLink to="/sports" end>
        {t('sports.tab.events')}
      </NavLink>
      <NavLink to="/sports/bets">{t('sports.tab.bets')}</NavLink>
      <NavLink to="/sports/settings">{t('sports.tab.settings')}</NavLink>
    </nav>
  );
}
