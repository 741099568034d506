import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../casino-texts';

/** The casino's sections, one route each so a link opens the right one. */
export function CasinoTabs() {
  const { t } = useTranslation();
  return (
    <nav className="casino-tabs" aria-label={t('casino.sections')}>
      <NavLink to="/casino" end>
        {t('casino.tab.games')}
      </NavLink>
      <NavLink to="/casino/categories">{t('casino.tab.categories')}</NavLink>
      <NavLink to="/casino/rounds">{t('casino.tab.rounds')}</NavLink>
      <NavLink to="/casino/ggr">{t('casino.tab.ggr')}</NavLink>
    </nav>
  );
}
