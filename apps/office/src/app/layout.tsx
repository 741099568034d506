import { type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '@tribuna/contracts/languages';
import { zoneName } from '@tribuna/contracts/time-zones';
import { Button } from '../components/ui/button';
import { useMe } from '../features/auth/api/get-me';
import { useLogout } from '../features/auth/api/logout';
import { changeLanguage, currentLanguage } from '../lib/i18n';
import { canAccess } from '../lib/scopes';
import { NAVIGATION } from './navigation';

function LanguageSwitcher() {
  const { t } = useTranslation();
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('app.language')}</span>
      <select
        value={currentLanguage()}
        onChange={(event) => {
          const value = event.target.value;
          if (isLanguage(value)) void changeLanguage(value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`lang.${language}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  const logout = useLogout();
  const navigate = useNavigate();
  const items = me.data
    ? NAVIGATION.filter((item) => me.data && canAccess(me.data, item.anyOf))
    : [];

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('app.skip')}
      </a>
      <header className="topbar">
        <div className="topbar-brand">
          <span className="brand-mark" aria-hidden="true">
            T
          </span>
          <span className="brand-name">{me.data?.tenant.name ?? t('app.title')}</span>
          <span className="brand-sub">{t('app.title')}</span>
          {me.data && (
            // Every time on these screens is in the brand's zone (lib/format.ts), said once here.
            <span className="brand-sub" data-testid="brand-time-zone">
              {t('app.time_zone', { zone: zoneName(me.data.tenant.timezone, currentLanguage()) })}
            </span>
          )}
        </div>
        <div className="topbar-actions">
          <LanguageSwitcher />
          {me.data && (
            <span className="whoami" data-testid="whoami">
              {t('app.signed_in_as', { username: me.data.username })}
              {me.data.is_owner && <span className="badge">{t('app.owner')}</span>}
            </span>
          )}
          <Button
            variant="ghost"
            disabled={logout.isPending}
            onClick={() =>
              logout.mutate(undefined, {
                onSettled: () => void navigate('/login', { replace: true }),
              })
            }
          >
            {t('app.sign_out')}
          </Button>
        </div>
      </header>
      <nav className="sidenav" aria-label={t('app.navigation')}>
        <ul>
          {items.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path}>{t(item.label)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="content" id="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
