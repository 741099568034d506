import { useTranslation } from 'react-i18next';
import type { ContentSlug } from '@tribuna/contracts/content-body';
import type { Language } from '@tribuna/contracts/languages';
import { ApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/date-time';
import { useContentPage } from '../api/get-content-page';
import { ContentBody } from '../../../components/content-body';

/**
 * A brand's content page: loading, the text, or why there is none. Its date is the day in
 * `timeZone`, the brand's, as every date of the site.
 */
export function ContentView({
  slug,
  language,
  timeZone,
}: {
  slug: ContentSlug;
  language: Language;
  timeZone?: string;
}) {
  const { t } = useTranslation();
  const { data, error, isPending } = useContentPage(slug, language);

  if (isPending) {
    return (
      <section className="content-page" aria-busy="true" aria-labelledby="content-title">
        <h1 id="content-title">{t(`content.titles.${slug}`)}</h1>
        <p className="content-page__status" role="status">
          {t('common.loading')}
        </p>
      </section>
    );
  }

  if (error) {
    // The API says why in the page's language; a network failure has its own text.
    const text = (error instanceof ApiError && error.messages[0]) || t('content.failed');
    return (
      <section className="content-page" aria-labelledby="content-title">
        <h1 id="content-title">{t(`content.titles.${slug}`)}</h1>
        <p className="content-page__status" role="alert">
          {text}
        </p>
      </section>
    );
  }

  return (
    <article
      className="content-page"
      aria-labelledby="content-title"
      lang={data.language.replace('_', '-')}
    >
      <h1 id="content-title">{data.title}</h1>
      <p className="content-page__updated">
        {t('content.updated', {
          date: formatDate(data.updated_at, language, timeZone),
        })}
      </p>
      <ContentBody body={data.body} />
    </article>
  );
}
