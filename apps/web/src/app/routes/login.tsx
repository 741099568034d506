import { useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { RegisterForm } from '../../features/auth/components/register-form';
import { LandingPage, type LandingVariant } from '../../features/landing/components/landing-page';
import { noteLogin } from '../../features/popups/popup-selection';
import { takeRememberedTarget } from '../../lib/session';
import { useSiteConfiguration } from '../start-up';
import { usePageTitle } from '../use-page-title';

const VARIANTS: readonly LandingVariant[] = ['landing-1', 'landing-2', 'whatsapp'];

/** `?landing=<variant>` previews a landing on any brand, so staff can see each one. */
function previewOf(value: string | null): LandingVariant | null {
  return VARIANTS.find((variant) => variant === value) ?? null;
}

/** Login; for a brand with a landing, its landing page with the login and sign-up forms. */
export function LoginRoute() {
  usePageTitle('titles.login');
  const configuration = useSiteConfiguration();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  // A login (or a sign-up, which logs in) lets the brand's popups show again.
  function enterSite() {
    noteLogin();
    void navigate(takeRememberedTarget() ?? '/');
  }

  const login = <LoginForm onLoggedIn={enterSite} />;
  const variant =
    previewOf(params.get('landing')) ??
    (configuration?.landing ? configuration.landing_variant : null);
  if (!configuration || !variant) return login;
  return (
    <LandingPage
      variant={variant}
      brandName={configuration.name}
      logo={configuration.logos.header[configuration.theme]}
      products={configuration.products}
      whatsappNumber={configuration.whatsapp_number}
      login={login}
      register={<RegisterForm onRegistered={enterSite} />}
    />
  );
}
