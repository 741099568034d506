import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { LandingPage, type LandingVariant } from '../../features/landing/components/landing-page';
import { noteLogin } from '../../features/popups/popup-selection';
import { takeRememberedTarget } from '../../lib/session';
import { useSiteConfiguration } from '../start-up';
import { usePageTitle } from '../use-page-title';

// The sign-up form checks with the contracts' schemas (zod): a third of /login's script
// on a phone. Most visitors here log in, so it is fetched when its tab is opened.
const SignUp = lazy(() =>
  import('./register').then((module) => ({
    default: module.SignUp,
  })),
);

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
  const { t } = useTranslation();

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
      register={
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <SignUp onSignedUp={enterSite} />
        </Suspense>
      }
    />
  );
}
