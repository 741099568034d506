import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CONTENT_SLUGS, type ContentSlug } from '@tribuna/contracts/content-body';
import { ContentView } from '../../features/content/components/content-view';
import { DEFAULT_LANGUAGE, isLanguage } from '@tribuna/contracts/language-codes';
import { useSiteConfiguration } from '../start-up';
import { usePageTitle } from '../use-page-title';
import { NotFoundRoute } from './not-found';

/** `/terms`, `/sport-rules` or `/bet-types` to its page slug (the path's last segment). */
function slugOf(pathname: string): ContentSlug | null {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return CONTENT_SLUGS.find((slug) => slug === last) ?? null;
}

/**
 * The terms, sport rules and bet types of the brand, in the page's language: one
 * component for the three routes, which the path tells apart.
 */
export function ContentRoute() {
  const { pathname } = useLocation();
  const slug = slugOf(pathname);
  if (!slug) return <NotFoundRoute />;
  return <ContentRouteFor slug={slug} />;
}

function ContentRouteFor({ slug }: { slug: ContentSlug }) {
  usePageTitle(`content.titles.${slug}`);
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const timeZone = useSiteConfiguration()?.timezone;
  return <ContentView slug={slug} language={language} timeZone={timeZone} />;
}
