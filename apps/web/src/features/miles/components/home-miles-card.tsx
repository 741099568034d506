import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { localeOf } from '@tribuna/contracts/money';
import { useMilesSummary } from '../api/get-miles-summary';
import '../miles.css';
import '../miles-texts';

/**
 * The home's invitation to a logged-in player with miles: spend them in the store (or
 * claim those waiting first). Nothing for a player without miles.
 */
export function HomeMilesCard({ storePath, claimPath }: { storePath: string; claimPath: string }) {
  const { t } = useTranslation();
  const { data } = useMilesSummary();
  if (!data || (data.balance <= 0 && data.pending <= 0)) return null;
  const count = new Intl.NumberFormat(localeOf(currentLanguage()));
  return (
    <section className="miles-home" aria-labelledby="miles-home-title" data-testid="home-miles">
      <h2 id="miles-home-title" className="miles-home__title">
        {t('miles.home.title', { count: count.format(data.balance) })}
      </h2>
      <p className="miles-home__text">{t('miles.home.text')}</p>
      {data.pending > 0 && (
        <p className="miles-home__text">
          {t('miles.home.pending', { count: count.format(data.pending) })}
        </p>
      )}
      <div className="miles-home__actions">
        <Link className="button button--primary" to={storePath}>
          {t('miles.home.store')}
        </Link>
        {data.pending > 0 && (
          <Link className="button button--secondary" to={claimPath}>
            {t('miles.home.claim')}
          </Link>
        )}
      </div>
    </section>
  );
}
