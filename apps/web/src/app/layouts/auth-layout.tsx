import { Outlet } from 'react-router';
import { LanguageSwitch } from '../language-switch';
import { useSiteConfiguration } from '../start-up';
import { BrandMark } from './brand-mark';

/** Login and register: the brand and the form, nothing else. */
export function AuthLayout() {
  const configuration = useSiteConfiguration();
  if (!configuration) return null;
  return (
    <div className="auth">
      <header className="auth__header">
        <BrandMark configuration={configuration} />
        <LanguageSwitch />
      </header>
      <main id="main" className="auth__card">
        <Outlet />
      </main>
    </div>
  );
}
