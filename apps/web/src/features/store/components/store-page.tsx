import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadState } from '../../../components/ui/load-state';
import { useStore } from '../api/get-store';
import { formatMiles } from '../store-format';
import '../store-texts';
import '../store.css';
import { StoreItemCard, type StoreLinks } from './store-item-card';

/**
 * `/store`: the player's miles on top, then the items as cards. A guest sees the items and
 * is asked to log in to buy.
 */
export function StorePage({ links, registerPath }: { links: StoreLinks; registerPath: string }) {
  const { t, i18n } = useTranslation();
  const store = useStore(i18n.language);
  const miles = store.data?.miles ?? null;
  return (
    <section className="store" aria-labelledby="store-title">
      <header className="store__head">
        <h1 id="store-title" className="store__title">
          {t('store_page.title')}
        </h1>
        <p className="store__intro">{t('store_page.intro')}</p>
      </header>
      {store.data &&
        (miles !== null ? (
          <p className="store-balance" aria-live="polite">
            <span className="store-balance__label">{t('store_page.balance_label')}</span>
            <strong className="store-balance__miles">
              {t('store_page.balance', { miles: formatMiles(miles, i18n.language) })}
            </strong>
          </p>
        ) : (
          <div className="store-guest">
            <p>{t('store_page.guest')}</p>
            <div className="store-guest__actions">
              <Link className="button button--primary" to={links.loginPath} onClick={links.login}>
                {t('header.login')}
              </Link>
              <Link className="button button--ghost" to={registerPath}>
                {t('header.register')}
              </Link>
            </div>
          </div>
        ))}
      <LoadState
        query={store}
        className="store__status"
        loading={t('store_page.loading')}
        failed={t('store_page.failed')}
        retry={t('store_page.retry')}
      />
      {store.data && store.data.items.length === 0 && (
        <p className="store__status">{t('store_page.empty')}</p>
      )}
      {store.data && store.data.items.length > 0 && (
        <ul className="card-grid card-grid--wide">
          {store.data.items.map((item) => (
            <li key={item.id}>
              <StoreItemCard item={item} miles={miles} links={links} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
