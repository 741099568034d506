import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { LanguageSwitch } from '../language-switch';
import { useSiteConfiguration } from '../start-up';
import { BrandMark } from './brand-mark';

/** Header and footer around every page but login and register. */
export function WhiteLabelLayout() {
  const { t } = useTranslation();
  const configuration = useSiteConfiguration();
  const navigate = useNavigate();
  if (!configuration) return null;
  return (
    <div className={`site site--${configuration.layout.header}`}>
      <a className="skip-link" href="#main">
        {t('common.skip_to_content')}
      </a>
      <header className="site-header">
        <BrandMark configuration={configuration} />
        <div className="site-header__actions">
          <LanguageSwitch />
          <AccountMenu onLoggedOut={() => void navigate('/')} />
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>{t('footer.responsible')}</p>
        <p>{t('footer.rights', { year: new Date().getFullYear(), name: configuration.name })}</p>
      </footer>
    </div>
  );
}
