import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TransactionsPage } from '../../features/wallet/components/transactions-page';
import { rememberTarget, useSession } from '../../lib/session';
import { useSiteConfiguration } from '../start-up';
import { usePageTitle } from '../use-page-title';

/**
 * Open to everyone (product.md item 4): a guest is asked to log in, and nothing
 * of the player's is requested until there is a player.
 */
export function TransactionsRoute() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const configuration = useSiteConfiguration();
  usePageTitle('pages.titles.transactions');
  if (loggedIn) {
    if (!configuration) return null;
    return (
      <TransactionsPage
        money={{ currency: configuration.currency, decimals: configuration.currency_decimals }}
        timeZone={configuration.timezone}
      />
    );
  }
  return (
    <section className="placeholder" aria-labelledby="transactions-title">
      <h1 id="transactions-title" className="placeholder__title">
        {t('pages.titles.transactions')}
      </h1>
      <p className="placeholder__text">{t('pages.transactions_guest')}</p>
      <div className="placeholder__actions">
        <Link
          className="button button--primary"
          to="/login"
          // Back here after logging in, as a guarded page would.
          onClick={() => rememberTarget('/transactions')}
        >
          {t('header.login')}
        </Link>
        <Link className="button button--ghost" to="/register">
          {t('header.register')}
        </Link>
      </div>
    </section>
  );
}
