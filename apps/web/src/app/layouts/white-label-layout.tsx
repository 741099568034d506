import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import type { Configurations } from '@tribuna/contracts/configurations';
import type { Product } from '@tribuna/contracts/site-settings';
import { Icon } from '../../components/ui/icon';
import { close, menu } from '../../components/ui/icon-set';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { Popups } from '../../features/popups/components/popups';
import { RealityCheck } from '../../features/responsible/components/reality-check';
import { HeaderBalance, HeaderDeposit } from '../../features/wallet/components/header-balance';
import { PendingDepositNotice } from '../../features/wallet/components/pending-deposit-notice';
import { logout, useSession } from '../../lib/session';
import { brandMoney } from '../brand-money';
import { hasProfile, milesPath, STATEMENT_PATH } from '../player-paths';
import { LanguageSwitch } from '../language-switch';
import { useSiteConfiguration } from '../start-up';
import { BrandMark } from './brand-mark';

// The miles line of the account menu comes with its own chunk when the menu first opens: the
// first page carries none of its code or texts (decision 0013).
const HeaderMiles = lazy(() =>
  import('../../features/miles/components/header-miles').then((module) => ({
    default: module.HeaderMiles,
  })),
);

/** Where each product lives (spec §2). */
const PRODUCT_PATHS: Record<Product, string> = {
  sports: '/sports',
  live: '/live',
  casino: '/casino',
  live_casino: '/live-casino',
  virtuals: '/virtuals',
  horses: '/horses',
  poker: '/poker',
  bingo: '/bingo',
  prode: '/prode',
  tournaments: '/tournaments',
  promotions: '/promotions',
  store: '/store',
};

const INFORMATION_LINKS = [
  { to: '/terms', title: 'pages.titles.terms' },
  { to: '/sport-rules', title: 'pages.titles.sport_rules' },
  { to: '/bet-types', title: 'pages.titles.bet_types' },
  { to: '/responsible-gambling', title: 'footer.responsible_link' },
] as const;

/** The brand's enabled products, in the order it lists them. */
function ProductLinks({ products, className }: { products: Product[]; className: string }) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {products.map((product) => (
        <li key={product}>
          <NavLink className="site-nav__link" to={PRODUCT_PATHS[product]}>
            {t(`products.${product}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function InformationLinks() {
  const { t } = useTranslation();
  return (
    <ul className="site-footer__links">
      {INFORMATION_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink className="site-footer__link" to={link.to}>
            {t(link.title)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The profile's wallet, where the brand has a profile (`pam_type` 2, as the profile guard). */
function walletPath(configuration: Configurations): string | null {
  return configuration.pam_type === 2 ? '/profile?section=wallet' : null;
}

/**
 * The header's right end, one row on a phone: the balance and the way to deposit for a
 * player, then the account menu (which holds the language). Players manage their account
 * and wallet here only where the brand does (`pam_type` 2, as the profile guard).
 */
function HeaderActions({ configuration }: { configuration: Configurations }) {
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const wallet = walletPath(configuration);
  return (
    <div className="site-header__actions">
      {loggedIn && <HeaderBalance money={brandMoney(configuration)} walletPath={wallet} />}
      {loggedIn && wallet && <HeaderDeposit walletPath={wallet} />}
      <AccountMenu
        profilePath={configuration.pam_type === 2 ? '/profile' : null}
        languageSwitch={<LanguageSwitch labelVisible />}
        items={
          configuration.pam_type === 2
            ? (close) => (
                <Suspense fallback={null}>
                  <HeaderMiles path={milesPath('claim')} onNavigate={close} />
                </Suspense>
              )
            : undefined
        }
        onLoggedOut={() => void navigate('/')}
      />
    </div>
  );
}

/**
 * Header 1: the brand and the account in one row, the products below it: a strip that
 * scrolls sideways on a phone, a row that wraps (none hidden) from tablets on.
 */
function HeaderOne({ configuration }: { configuration: Configurations }) {
  const { t } = useTranslation();
  return (
    <header className="site-header site-header--1">
      <div className="site-header__bar">
        <BrandMark configuration={configuration} />
        <HeaderActions configuration={configuration} />
      </div>
      {configuration.products.length > 0 && (
        <nav className="site-nav site-nav--row" aria-label={t('header.main_navigation')}>
          <ProductLinks products={configuration.products} className="site-nav__list" />
        </nav>
      )}
    </header>
  );
}

/**
 * Header 2: one bar; on a phone the products fold behind a menu button, from tablets on
 * they sit between the brand and the account, wrapping to a second line rather than hiding.
 */
function HeaderTwo({ configuration }: { configuration: Configurations }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The menu is open on the page it was opened on: choosing a page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const menuId = useId();
  const { loggedIn } = useSession();
  const hasProducts = configuration.products.length > 0;
  return (
    <header className="site-header site-header--2">
      <div className="site-header__bar">
        {hasProducts && (
          <button
            type="button"
            className="header-button site-header__menu-button"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen(!open)}
          >
            <Icon path={open ? close : menu} />
            <span className="visually-hidden">{t('pages.menu')}</span>
          </button>
        )}
        <BrandMark configuration={configuration} />
        {hasProducts && (
          <nav
            id={menuId}
            className={`site-nav site-nav--menu${open ? ' site-nav--open' : ''}`}
            aria-label={t('header.main_navigation')}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpen(false);
            }}
          >
            <ProductLinks products={configuration.products} className="site-nav__list" />
            {/* A guest's language, here on a phone: the bar has no room for its button. */}
            {!loggedIn && (
              <div className="site-nav__language">
                <LanguageSwitch labelVisible />
              </div>
            )}
          </nav>
        )}
        <HeaderActions configuration={configuration} />
      </div>
    </header>
  );
}

/** Footer 1: products and information in columns, then the small print. */
function FooterOne({ configuration }: { configuration: Configurations }) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer site-footer--1">
      <div className="site-footer__columns">
        {configuration.products.length > 0 && (
          <nav aria-labelledby="footer-products">
            <h2 id="footer-products" className="site-footer__heading">
              {t('pages.nav_products')}
            </h2>
            <ProductLinks products={configuration.products} className="site-footer__links" />
          </nav>
        )}
        <nav aria-labelledby="footer-information">
          <h2 id="footer-information" className="site-footer__heading">
            {t('pages.nav_information')}
          </h2>
          <InformationLinks />
        </nav>
      </div>
      <p>{t('footer.responsible', { age: configuration.jurisdiction.minimum_age })}</p>
      <p>{t('footer.rights', { year: new Date().getFullYear(), name: configuration.name })}</p>
    </footer>
  );
}

/** Footer 2: one compact, centred block. */
function FooterTwo({ configuration }: { configuration: Configurations }) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer site-footer--2">
      <nav aria-label={t('pages.nav_information')}>
        <InformationLinks />
      </nav>
      <p>
        <span className="site-footer__age" aria-hidden="true">
          {configuration.jurisdiction.minimum_age}+
        </span>{' '}
        {t('footer.responsible', { age: configuration.jurisdiction.minimum_age })}
      </p>
      <p>{t('footer.rights', { year: new Date().getFullYear(), name: configuration.name })}</p>
    </footer>
  );
}

/** Header and footer around every page but login and register, in the brand's variants. */
export function WhiteLabelLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const configuration = useSiteConfiguration();
  const { loggedIn } = useSession();
  if (!configuration) return null;
  const { header, footer } = configuration.layout;
  return (
    <div className={`site site--${header} site--${footer}`}>
      <a className="skip-link" href="#main">
        {t('common.skip_to_content')}
      </a>
      {header === 'header-2' ? (
        <HeaderTwo configuration={configuration} />
      ) : (
        <HeaderOne configuration={configuration} />
      )}
      {loggedIn && (
        <PendingDepositNotice
          money={brandMoney(configuration)}
          walletPath={walletPath(configuration)}
        />
      )}
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      {footer === 'footer-2' ? (
        <FooterTwo configuration={configuration} />
      ) : (
        <FooterOne configuration={configuration} />
      )}
      <Popups popups={configuration.popups} />
      {loggedIn && (
        <RealityCheck
          money={brandMoney(configuration)}
          historyPath={hasProfile(configuration) ? STATEMENT_PATH : null}
          onLogOut={() => void logout().then(() => navigate('/'))}
          onHistory={(path) => void navigate(path)}
        />
      )}
    </div>
  );
}
