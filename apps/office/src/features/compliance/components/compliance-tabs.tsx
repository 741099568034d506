import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../compliance-texts';

/** The desk's sections, one route each so a link opens the right one. */
export function ComplianceTabs() {
  const { t } = useTranslation();
  return (
    <nav className="tabs" aria-label={t('compliance.sections')}>
      <NavLink to="/compliance" end>
        {t('compliance.tab.flags')}
      </NavLink>
      <NavLink to="/compliance/breaks">{t('compliance.tab.breaks')}</NavLink>
      <NavLink to="/compliance/profile">{t('compliance.tab.profile')}</NavLink>
    </nav>
  );
}
