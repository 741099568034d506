import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@tribuna/contracts/site-settings';
import '../lobby-texts';
import '../lobby.css';

export interface ProductLink {
  product: Product;
  /** Where the product lives on this site (the app knows its routes). */
  path: string;
}

/** The brand's enabled products, in its order: each a card that leads to its page. */
export function ProductLinks({ links }: { links: ProductLink[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <section className="home-products" aria-labelledby="products-title">
      <h2 id="products-title" className="section-title">
        {t('lobby.products')}
      </h2>
      <ul className="product-grid">
        {links.map(({ product, path }) => (
          <li key={product}>
            <Link className="product-card product-card--link" to={path}>
              <span className="product-card__name">{t(`products.${product}`)}</span>
              <span className="product-card__about">{t(`lobby.about.${product}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
