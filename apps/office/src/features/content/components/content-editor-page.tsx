import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_BODY_MAX,
  CONTENT_TITLE_MAX,
  officeContentUpsertRequestSchema,
  type ContentPage,
  type OfficeContentSummary,
} from '@tribuna/contracts/content';
import { CONTENT_SLUGS, isContentSlug, type ContentSlug } from '@tribuna/contracts/content-body';
import { isLanguage, LANGUAGES, type Language } from '@tribuna/contracts/languages';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Notice, Spinner } from '../../../components/ui/notice';
import { formatDateTime } from '../../../lib/format';
import { issuesToFormErrors, serverFormErrors, type FormErrors } from '../../../lib/form-errors';
import { errorMessage } from '../../../lib/http';
import { useContentPage } from '../api/get-content-page';
import { useContentPages } from '../api/get-content-pages';
import { useSaveContentPage } from '../api/save-content-page';
import { ContentPreview } from './content-preview';
import '../content-texts';

/** The terms, sport rules and bet types of this brand, one language at a time. */
export function ContentEditorPage() {
  const { t } = useTranslation();
  const [slug, setSlug] = useState<ContentSlug>('terms');
  const [language, setLanguage] = useState<Language>('es_ES');
  const list = useContentPages();
  const page = useContentPage(slug, language);

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('content.title')}</h1>
        <p className="muted">{t('content.intro')}</p>
      </header>
      <div className="toolbar" role="group" aria-label={t('content.choose')}>
        <Field label={t('content.page')}>
          {(control) => (
            <select
              {...control}
              value={slug}
              onChange={(event) => {
                if (isContentSlug(event.target.value)) setSlug(event.target.value);
              }}
            >
              {CONTENT_SLUGS.map((value) => (
                <option key={value} value={value}>
                  {t(`content.slug.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('content.language')}>
          {(control) => (
            <select
              {...control}
              value={language}
              onChange={(event) => {
                if (isLanguage(event.target.value)) setLanguage(event.target.value);
              }}
            >
              {LANGUAGES.map((value) => (
                <option key={value} value={value}>
                  {t(`lang.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {list.data && <Coverage items={list.data} />}
      {page.isPending && <Spinner label={t('app.loading')} />}
      {page.isError && <Notice tone="error">{errorMessage(page.error)}</Notice>}
      {page.isSuccess && (
        <ContentForm
          // Another page or language starts a fresh draft; our own save keeps it (and its notice).
          key={`${slug}/${language}`}
          slug={slug}
          language={language}
          stored={page.data}
        />
      )}
    </div>
  );
}

/** Which languages each page has, so staff see what visitors would get a fallback for. */
function Coverage({ items }: { items: OfficeContentSummary[] }) {
  const { t } = useTranslation();
  return (
    <div className="table-wrap">
      <table className="table content-coverage">
        <caption className="muted small">{t('content.coverage')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('content.page')}</th>
            {LANGUAGES.map((language) => (
              <th key={language} scope="col">
                {t(`lang.${language}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {CONTENT_SLUGS.map((slug) => (
            <tr key={slug}>
              <th scope="row">{t(`content.slug.${slug}`)}</th>
              {LANGUAGES.map((language) => {
                const item = items.find((i) => i.slug === slug && i.language === language);
                return (
                  <td key={language}>
                    {item ? formatDateTime(item.updated_at) : t('content.missing')}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ContentForm({
  slug,
  language,
  stored,
}: {
  slug: ContentSlug;
  language: Language;
  stored: ContentPage | null;
}) {
  const { t } = useTranslation();
  const save = useSaveContentPage();
  const [title, setTitle] = useState(stored?.title ?? '');
  const [body, setBody] = useState(stored?.body ?? '');
  const [errors, setErrors] = useState<FormErrors>({});
  const [saved, setSaved] = useState(false);
  const labels = { title: t('content.page_title'), body: t('content.body') };
  const shown = { ...serverFormErrors(save.error), ...errors };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const parsed = officeContentUpsertRequestSchema.safeParse({ title, body });
    if (!parsed.success) {
      setErrors(issuesToFormErrors(parsed.error.issues, labels));
      return;
    }
    setErrors({});
    save.mutate({ slug, language, body: parsed.data }, { onSuccess: () => setSaved(true) });
  }

  return (
    <form className="grid-2 content-editor" onSubmit={submit} noValidate>
      <div className="card">
        {!stored && <Notice tone="info">{t('content.new')}</Notice>}
        {saved && <Notice tone="success">{t('content.saved')}</Notice>}
        {save.isError && !Object.keys(shown).length && (
          <Notice tone="error">{errorMessage(save.error)}</Notice>
        )}
        <Field label={labels.title} error={shown.title}>
          {(control) => (
            <input
              {...control}
              value={title}
              maxLength={CONTENT_TITLE_MAX}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </Field>
        <Field label={labels.body} error={shown.body} hint={t('content.body_hint')}>
          {(control) => (
            <textarea
              {...control}
              className="content-body-input"
              rows={18}
              value={body}
              maxLength={CONTENT_BODY_MAX}
              onChange={(event) => setBody(event.target.value)}
            />
          )}
        </Field>
        {stored && (
          <p className="muted small">
            {t('content.updated', { date: formatDateTime(stored.updated_at) })}
          </p>
        )}
        <div className="form-actions">
          <Button type="submit" variant="primary" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </div>
      </div>
      <section className="card" aria-labelledby="content-preview-heading">
        <h2 id="content-preview-heading" className="muted small">
          {t('content.preview')}
        </h2>
        <ContentPreview title={title} body={body} />
      </section>
    </form>
  );
}
