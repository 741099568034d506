import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteConfiguration } from '../start-up';
import { usePageTitle } from '../use-page-title';
import { usePageHandle, type PageTitle } from './page-handle';

/**
 * A page not built yet (casino, sports, ...): its title, "coming soon" and the
 * brand, inside the layout. One component for all of them; the route's `handle` names it.
 */
export function PlaceholderRoute({ title }: { title?: PageTitle }) {
  const { t } = useTranslation();
  const handle = usePageHandle();
  const titleKey = `pages.titles.${title ?? handle?.title ?? 'sports'}`;
  usePageTitle(titleKey);
  const name = useSiteConfiguration()?.name ?? '';
  return (
    <section className="placeholder" aria-labelledby="placeholder-title">
      <p className="placeholder__badge">{t('pages.coming_soon')}</p>
      <h1 id="placeholder-title" className="placeholder__title">
        {t(titleKey)}
      </h1>
      <p className="placeholder__text">{t('pages.coming_soon_text', { name })}</p>
      <Link className="button button--secondary" to="/">
        {t('common.back_home')}
      </Link>
    </section>
  );
}
