import { useTranslation } from 'react-i18next';
import type { ContentSlug } from '@tribuna/contracts/content-body';
import type { Language } from '@tribuna/contracts/languages';
import { ApiError } from '../../../lib/api-error';
import { useContentPage } from '../api/get-content-page';
import { ContentBody } from './content-body';

/** A brand's content page: loading, the text, or why there is none. */
export function ContentView({ slug, language }: { slug: ContentSlug; language: Language }) {
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

  const updated = new Date(data.updated_at);
  return (
    <article
      className="content-page"
      aria-labelledby="content-title"
      lang={data.language.replace('_', '-')}
    >
      <h1 id="content-title">{data.title}</h1>
      <p className="content-page__updated">
        {t('content.updated', {
          date: updated.toLocaleDateString(language.replace('_', '-'), { dateStyle: 'long' }),
        })}
      </p>
      <ContentBody body={data.body} />
    </article>
  );
}
