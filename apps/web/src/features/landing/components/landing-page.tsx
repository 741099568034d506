import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product, SiteSettings } from '@tribuna/contracts/site-settings';
import { whatsappLink } from '../whatsapp-link';
import { AuthTabs, useAuthTab, type AuthTab } from './auth-tabs';
import '../landing.css';

export type LandingVariant = SiteSettings['landing_variant'];

interface LandingPageProps {
  variant: LandingVariant;
  brandName: string;
  logo: string;
  products: readonly Product[];
  whatsappNumber: string | null;
  /** The forms come from the page that composes this one (features do not import each other). */
  login: ReactNode;
  register: ReactNode;
}

/** At most this many products are shown off; the site itself lists them all. */
const HIGHLIGHTS = 4;

function ProductChips({ products }: { products: readonly Product[] }) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <ul className="landing__chips" aria-label={t('landing.products_label')}>
      {products.slice(0, 6).map((product) => (
        <li key={product} className="landing__chip">
          {t(`products.${product}`)}
        </li>
      ))}
    </ul>
  );
}

/** Landing 1: the brand's hero beside the forms (stacked on phones). */
function LandingOne(props: LandingPageProps & { tabs: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="landing landing--1">
      <section className="landing__hero" aria-labelledby="landing-title">
        <img className="landing__logo" src={props.logo} alt="" />
        <h2 id="landing-title" className="landing__title">
          {t('landing.one_title', { name: props.brandName })}
        </h2>
        <p className="landing__subtitle">{t('landing.one_subtitle')}</p>
        <ProductChips products={props.products} />
        <p className="landing__small">{t('landing.adults_only')}</p>
      </section>
      <div className="landing__card">{props.tabs}</div>
    </div>
  );
}

/** Landing 2: a full-width hero with a call to action, the highlights, the forms in a card. */
function LandingTwo(props: LandingPageProps & { tabs: ReactNode; choose: (tab: AuthTab) => void }) {
  const { t, i18n } = useTranslation();
  const card = useRef<HTMLDivElement>(null);
  function join() {
    props.choose('register');
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    card.current?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  }
  const highlights = props.products.slice(0, HIGHLIGHTS);
  return (
    <div className="landing landing--2">
      <section className="landing__hero" aria-labelledby="landing-title">
        <p className="landing__eyebrow">{props.brandName}</p>
        <h2 id="landing-title" className="landing__title">
          {t('landing.two_title')}
        </h2>
        <p className="landing__subtitle">{t('landing.two_subtitle', { name: props.brandName })}</p>
        <button type="button" className="button button--primary landing__cta" onClick={join}>
          {t('landing.join')}
        </button>
      </section>
      <div className="landing__body">
        <div ref={card} className="landing__card">
          {props.tabs}
        </div>
        <section className="landing__highlights" aria-labelledby="landing-highlights">
          <h2 id="landing-highlights" className="landing__section-title">
            {t('landing.highlights_title')}
          </h2>
          <ul className="landing__features">
            {highlights.length > 0 && (
              <li className="landing__feature">
                <span className="landing__feature-name">{t('landing.feature_products')}</span>
                <span className="landing__feature-text">
                  {new Intl.ListFormat(i18n.language.replace('_', '-'), {
                    type: 'conjunction',
                  }).format(highlights.map((product) => t(`products.${product}`)))}
                </span>
              </li>
            )}
            <li className="landing__feature">
              <span className="landing__feature-name">{t('landing.feature_payments')}</span>
              <span className="landing__feature-text">{t('landing.feature_payments_text')}</span>
            </li>
            <li className="landing__feature">
              <span className="landing__feature-name">{t('landing.feature_responsible')}</span>
              <span className="landing__feature-text">{t('landing.feature_responsible_text')}</span>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}

/**
 * WhatsApp: the main call to action opens a chat with the brand (accounts are often
 * opened by an agent there); login and sign-up stay below for those who have one.
 */
function WhatsappLanding(props: LandingPageProps & { tabs: ReactNode }) {
  const { t } = useTranslation();
  const link = whatsappLink(
    props.whatsappNumber,
    t('landing.whatsapp_text', { name: props.brandName }),
  );
  return (
    <div className="landing landing--whatsapp">
      <section className="landing__hero" aria-labelledby="landing-title">
        <img className="landing__logo" src={props.logo} alt="" />
        <h2 id="landing-title" className="landing__title">
          {t('landing.whatsapp_title', { name: props.brandName })}
        </h2>
        <p className="landing__subtitle">{t('landing.whatsapp_subtitle')}</p>
        {link && (
          <a
            className="button landing__whatsapp"
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="whatsapp-link"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <path
                fill="currentColor"
                d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7a2.8 2.8 0 0 0 1.9-1.3 2.3 2.3 0 0 0 .2-1.3c-.1-.1-.2-.2-.5-.3Z"
              />
            </svg>
            {t('landing.whatsapp_cta')}
            <span className="visually-hidden"> ({t('landing.new_tab')})</span>
          </a>
        )}
        <p className="landing__small">{t('landing.adults_only')}</p>
      </section>
      <div className="landing__card">
        <p className="landing__card-intro">{t('landing.whatsapp_have_account')}</p>
        {props.tabs}
      </div>
    </div>
  );
}

/** The brand's landing, shown to guests on /login instead of the plain login form. */
export function LandingPage(props: LandingPageProps) {
  const [tab, choose] = useAuthTab();
  const tabs = (
    <AuthTabs tab={tab} onChoose={choose} login={props.login} register={props.register} />
  );
  switch (props.variant) {
    case 'landing-2':
      return <LandingTwo {...props} tabs={tabs} choose={choose} />;
    case 'whatsapp':
      return <WhatsappLanding {...props} tabs={tabs} />;
    default:
      return <LandingOne {...props} tabs={tabs} />;
  }
}
