import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../use-page-title';

/** An unknown route: said inside the layout, no login redirect (spec §8). */
export function NotFoundRoute() {
  usePageTitle('titles.not_found');
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className="error-page" aria-labelledby="not-found-title">
      <p className="error-page__code">404</p>
      <h1 id="not-found-title">{t('errors.page_not_found', { path: pathname })}</h1>
      <Link className="button button--primary" to="/">
        {t('common.back_home')}
      </Link>
    </section>
  );
}
