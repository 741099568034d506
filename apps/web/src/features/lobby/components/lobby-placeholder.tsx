import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@tribuna/contracts/site-settings';

interface LobbyPlaceholderProps {
  brandName: string;
  logo: string;
  products: Product[];
  playerName: string | null;
}

/** The home page until the lobbies arrive: the brand and the products it offers. */
export function LobbyPlaceholder({ brandName, logo, products, playerName }: LobbyPlaceholderProps) {
  const { t } = useTranslation();
  return (
    <div className="lobby">
      <section className="hero" aria-labelledby="hero-title">
        <img className="hero__logo" src={logo} alt="" width="180" height="40" />
        <h1 id="hero-title" className="hero__title">
          {playerName
            ? t('lobby.welcome_back', { name: playerName })
            : t('lobby.title', { name: brandName })}
        </h1>
        <p className="hero__subtitle">{t('lobby.subtitle')}</p>
        {!playerName && (
          <Link className="button button--primary" to="/register">
            {t('lobby.join')}
          </Link>
        )}
      </section>
      <section aria-labelledby="products-title">
        <h2 id="products-title" className="section-title">
          {t('lobby.products')}
        </h2>
        <ul className="product-grid">
          {products.map((product) => (
            <li key={product} className="product-card">
              <span className="product-card__name">{t(`products.${product}`)}</span>
              <span className="product-card__soon">{t('lobby.soon')}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
