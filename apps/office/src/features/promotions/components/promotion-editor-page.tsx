import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { LANGUAGES, isLanguage, type Language } from '@tribuna/contracts/languages';
import {
  PROMOTION_BODY_MAX,
  PROMOTION_IMAGE_TYPES,
  PROMOTION_SUMMARY_MAX,
  PROMOTION_TERMS_MAX,
  PROMOTION_TITLE_MAX,
  PROMOTION_TYPES,
  officePromotionRequestSchema,
  type OfficePromotion,
  type PromotionTexts,
} from '@tribuna/contracts/promotions';
import { zoneName } from '@tribuna/contracts/time-zones';
import { Button } from '../../../components/ui/button';
import { Checkbox, Field } from '../../../components/ui/field';
import { Notice, Spinner } from '../../../components/ui/notice';
import { SubPage } from '../../../components/ui/sub-page';
import { issuesToFormErrors, serverFormErrors, type FormErrors } from '../../../lib/form-errors';
import { brandTimeZone } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { useCreatePromotion } from '../api/create-promotion';
import { usePromotion } from '../api/get-promotion';
import { useSavePromotion } from '../api/save-promotion';
import { useUploadPromotionImage } from '../api/upload-promotion-image';
import {
  draftOf,
  emptyDraft,
  isWritten,
  liveAt,
  requestOf,
  type CtaKind,
  type PromotionDraft,
} from '../promotion-draft';
import { titleFor } from '../promotion-status';
import { fromWallTime } from '../../../lib/wall-time';
import { DeletePromotionDialog } from './delete-promotion-dialog';
import { PromotionPreview } from './promotion-preview';
import '../promotions-messages';
import '../promotions.css';
import '../promotions-texts';

const CTA_KINDS: readonly CtaKind[] = ['none', 'bonus', 'route'];
const TEXT_FIELDS = ['title', 'summary', 'body', 'terms', 'cta_label'] as const;

/** `/promotions/new` and `/promotions/:id`: the editor, on a new draft or a stored promotion. */
export function PromotionEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <SubPage
      back={{ to: '/promotions', label: t('promotions.back') }}
      title={t(id ? 'promotions.edit_title' : 'promotions.new_title')}
    >
      {id ? <StoredPromotion id={id} /> : <PromotionForm stored={null} />}
    </SubPage>
  );
}

function StoredPromotion({ id }: { id: string }) {
  const { t } = useTranslation();
  const promotion = usePromotion(id);
  if (promotion.isPending) return <Spinner label={t('app.loading')} />;
  if (promotion.isError) return <Notice tone="error">{errorMessage(promotion.error)}</Notice>;
  return <PromotionForm key={id} stored={promotion.data} />;
}

function PromotionForm({ stored }: { stored: OfficePromotion | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const zone = brandTimeZone();
  const create = useCreatePromotion();
  const save = useSavePromotion();
  const upload = useUploadPromotionImage();
  const [draft, setDraft] = useState<PromotionDraft>(() =>
    stored ? draftOf(stored, zone) : emptyDraft(new Date(), zone),
  );
  const office = currentLanguage();
  const [language, setLanguage] = useState<Language>(() => {
    const written = LANGUAGES.find((l) => stored?.translations[l]);
    return stored?.translations[office] || !written ? office : written;
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const [notice, setNotice] = useState<'created' | 'saved' | 'uploaded' | null>(
    (location.state as { notice?: string } | null)?.notice === 'created' ? 'created' : null,
  );
  const [deleting, setDeleting] = useState(false);
  const mutation = stored ? save : create;
  const shown: FormErrors = {
    ...serverFormErrors(mutation.error),
    ...serverFormErrors(upload.error),
    ...errors,
  };
  const request = requestOf(draft, zone);

  const labels: Record<string, string> = {
    type: t('promotions.field.type'),
    enabled: t('promotions.field.enabled'),
    position: t('promotions.field.position'),
    starts_at: t('promotions.field.starts_at'),
    ends_at: t('promotions.field.ends_at'),
    cta: t('promotions.field.cta_kind'),
    'cta.code': t('promotions.field.cta_code'),
    'cta.path': t('promotions.field.cta_path'),
    image_url: t('promotions.field.image_url'),
    translations: t('promotions.texts'),
  };
  for (const l of LANGUAGES) {
    for (const field of TEXT_FIELDS) {
      labels[`translations.${l}.${field}`] = t(`promotions.field.${field}`);
    }
  }

  function change<K extends keyof PromotionDraft>(key: K, value: PromotionDraft[K]) {
    setNotice(null);
    setDraft((current) => ({ ...current, [key]: value }));
  }
  function changeText(field: keyof PromotionTexts, value: string) {
    setNotice(null);
    setDraft((current) => ({
      ...current,
      translations: {
        ...current.translations,
        [language]: { ...current.translations[language], [field]: value },
      },
    }));
  }

  function chooseImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setNotice(null);
    upload.mutate(file, {
      onSuccess: (url) => {
        change('imageUrl', url);
        setNotice('uploaded');
      },
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const parsed = officePromotionRequestSchema.safeParse(request);
    if (!parsed.success) {
      const found = issuesToFormErrors(parsed.error.issues, labels);
      setErrors(found);
      // Show the first language with a problem.
      const wrong = LANGUAGES.find((l) =>
        Object.keys(found).some((path) => path.startsWith(`translations.${l}.`)),
      );
      if (wrong) setLanguage(wrong);
      return;
    }
    setErrors({});
    if (stored) {
      save.mutate({ id: stored.id, body: parsed.data }, { onSuccess: () => setNotice('saved') });
    } else {
      create.mutate(parsed.data, {
        onSuccess: (created) => {
          void navigate(`/promotions/${created.id}`, {
            replace: true,
            state: { notice: 'created' },
          });
        },
      });
    }
  }

  const texts = draft.translations[language];
  const textError = (field: keyof PromotionTexts) => shown[`translations.${language}.${field}`];
  const hasFieldErrors = Object.keys(shown).length > 0;
  const startsAt = fromWallTime(draft.startsAt, zone);
  const endsAt = draft.endsAt === '' ? null : fromWallTime(draft.endsAt, zone);
  const live =
    startsAt !== null && liveAt({ ...request, starts_at: startsAt, ends_at: endsAt }, new Date());

  return (
    <>
      <form className="promo-editor" onSubmit={submit} noValidate>
        <div className="promo-editor-fields">
          {notice === 'created' && <Notice tone="success">{t('promotions.created')}</Notice>}
          {notice === 'saved' && <Notice tone="success">{t('promotions.saved')}</Notice>}
          {mutation.isError && !hasFieldErrors && (
            <Notice tone="error">{errorMessage(mutation.error)}</Notice>
          )}
          {hasFieldErrors && <Notice tone="error">{t('common.fix_errors')}</Notice>}

          <section className="card" aria-labelledby="promo-settings">
            <h2 id="promo-settings" className="promo-section-title">
              {t('promotions.settings')}
            </h2>
            <div className="grid-2">
              <Field label={labels.type ?? ''} error={shown.type}>
                {(control) => (
                  <select
                    {...control}
                    value={draft.type}
                    onChange={(event) => {
                      const type = PROMOTION_TYPES.find((value) => value === event.target.value);
                      if (type) change('type', type);
                    }}
                  >
                    {PROMOTION_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`promotions.type.${type}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                label={labels.position ?? ''}
                error={shown.position}
                hint={t('promotions.field.position_hint')}
              >
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={10000}
                    value={draft.position}
                    onChange={(event) => change('position', event.target.value)}
                  />
                )}
              </Field>
              <Field
                label={labels.starts_at ?? ''}
                error={shown.starts_at}
                hint={
                  zone
                    ? t('promotions.field.dates_hint', { zone: zoneName(zone, office) })
                    : undefined
                }
              >
                {(control) => (
                  <input
                    {...control}
                    type="datetime-local"
                    value={draft.startsAt}
                    onChange={(event) => change('startsAt', event.target.value)}
                  />
                )}
              </Field>
              <Field
                label={labels.ends_at ?? ''}
                error={shown.ends_at}
                hint={t('promotions.field.ends_at_hint')}
              >
                {(control) => (
                  <input
                    {...control}
                    type="datetime-local"
                    value={draft.endsAt}
                    onChange={(event) => change('endsAt', event.target.value)}
                  />
                )}
              </Field>
            </div>
            <Checkbox
              label={labels.enabled ?? ''}
              checked={draft.enabled}
              onChange={(checked) => change('enabled', checked)}
            />
            <div className="grid-2">
              <Field label={labels.cta ?? ''} error={shown.cta}>
                {(control) => (
                  <select
                    {...control}
                    value={draft.ctaKind}
                    onChange={(event) => {
                      const kind = CTA_KINDS.find((value) => value === event.target.value);
                      if (kind) change('ctaKind', kind);
                    }}
                  >
                    {CTA_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`promotions.cta.${kind}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {draft.ctaKind === 'bonus' && (
                <Field
                  label={labels['cta.code'] ?? ''}
                  error={shown['cta.code']}
                  hint={t('promotions.field.cta_code_hint')}
                >
                  {(control) => (
                    <input
                      {...control}
                      className="mono"
                      value={draft.ctaCode}
                      maxLength={32}
                      autoCapitalize="characters"
                      onChange={(event) => change('ctaCode', event.target.value)}
                    />
                  )}
                </Field>
              )}
              {draft.ctaKind === 'route' && (
                <Field
                  label={labels['cta.path'] ?? ''}
                  error={shown['cta.path']}
                  hint={t('promotions.field.cta_path_hint')}
                >
                  {(control) => (
                    <input
                      {...control}
                      className="mono"
                      value={draft.ctaPath}
                      maxLength={500}
                      onChange={(event) => change('ctaPath', event.target.value)}
                    />
                  )}
                </Field>
              )}
            </div>
            <div className="grid-2">
              <Field
                label={labels.image_url ?? ''}
                error={shown.image_url}
                hint={t('promotions.field.image_url_hint')}
              >
                {(control) => (
                  <input
                    {...control}
                    value={draft.imageUrl}
                    maxLength={2000}
                    onChange={(event) => change('imageUrl', event.target.value)}
                  />
                )}
              </Field>
              <Field
                label={t('promotions.field.file')}
                error={
                  shown.file ??
                  (upload.isError && !shown.file ? errorMessage(upload.error) : undefined)
                }
                hint={
                  upload.isPending ? t('promotions.uploading') : t('promotions.field.file_hint')
                }
              >
                {(control) => (
                  <input
                    {...control}
                    type="file"
                    accept={PROMOTION_IMAGE_TYPES.join(',')}
                    disabled={upload.isPending}
                    onChange={chooseImage}
                  />
                )}
              </Field>
            </div>
            {notice === 'uploaded' && <Notice tone="success">{t('promotions.uploaded')}</Notice>}
          </section>

          <section className="card" aria-labelledby="promo-texts">
            <h2 id="promo-texts" className="promo-section-title">
              {t('promotions.texts')}
            </h2>
            {shown.translations && <p className="field-error">{shown.translations}</p>}
            <div className="promo-languages" role="tablist" aria-label={t('promotions.texts')}>
              {LANGUAGES.map((l) => {
                const wrong = Object.keys(shown).some((path) =>
                  path.startsWith(`translations.${l}.`),
                );
                const state = wrong
                  ? t('promotions.lang_errors')
                  : isWritten(draft.translations[l])
                    ? null
                    : t('promotions.lang_empty');
                return (
                  <button
                    key={l}
                    type="button"
                    role="tab"
                    id={`promo-tab-${l}`}
                    aria-selected={l === language}
                    aria-controls="promo-language-panel"
                    className={wrong ? 'promo-language promo-language-wrong' : 'promo-language'}
                    onClick={() => setLanguage(l)}
                  >
                    {t(`lang.${l}`)}
                    {state && <span className="promo-language-state"> · {state}</span>}
                  </button>
                );
              })}
            </div>
            <div
              id="promo-language-panel"
              role="tabpanel"
              aria-labelledby={`promo-tab-${language}`}
            >
              <Field label={t('promotions.field.title')} error={textError('title')}>
                {(control) => (
                  <input
                    {...control}
                    value={texts.title}
                    maxLength={PROMOTION_TITLE_MAX}
                    onChange={(event) => changeText('title', event.target.value)}
                  />
                )}
              </Field>
              <Field
                label={t('promotions.field.summary')}
                error={textError('summary')}
                hint={t('promotions.field.summary_hint')}
              >
                {(control) => (
                  <textarea
                    {...control}
                    rows={2}
                    value={texts.summary}
                    maxLength={PROMOTION_SUMMARY_MAX}
                    onChange={(event) => changeText('summary', event.target.value)}
                  />
                )}
              </Field>
              <Field
                label={t('promotions.field.body')}
                error={textError('body')}
                hint={t('promotions.field.body_hint')}
              >
                {(control) => (
                  <textarea
                    {...control}
                    rows={8}
                    value={texts.body}
                    maxLength={PROMOTION_BODY_MAX}
                    onChange={(event) => changeText('body', event.target.value)}
                  />
                )}
              </Field>
              <Field label={t('promotions.field.terms')} error={textError('terms')}>
                {(control) => (
                  <textarea
                    {...control}
                    rows={8}
                    value={texts.terms}
                    maxLength={PROMOTION_TERMS_MAX}
                    onChange={(event) => changeText('terms', event.target.value)}
                  />
                )}
              </Field>
              <Field
                label={t('promotions.field.cta_label')}
                error={textError('cta_label')}
                hint={t('promotions.field.cta_label_hint')}
              >
                {(control) => (
                  <input
                    {...control}
                    value={texts.cta_label}
                    maxLength={40}
                    onChange={(event) => changeText('cta_label', event.target.value)}
                  />
                )}
              </Field>
            </div>
          </section>

          <div className="form-actions sticky-actions">
            {stored && (
              <Button variant="danger" onClick={() => setDeleting(true)}>
                {t('promotions.delete')}
              </Button>
            )}
            <Button type="submit" variant="primary" disabled={mutation.isPending}>
              {mutation.isPending ? t('common.saving') : t('common.save')}
            </Button>
          </div>
        </div>

        <section className="card promo-editor-preview" aria-labelledby="promo-preview">
          <h2 id="promo-preview" className="promo-section-title">
            {t('promotions.preview')}
          </h2>
          <Field label={t('promotions.preview_language')}>
            {(control) => (
              <select
                {...control}
                value={language}
                onChange={(event) => {
                  if (isLanguage(event.target.value)) setLanguage(event.target.value);
                }}
              >
                {LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {t(`lang.${l}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {!live && <p className="muted small">{t('promotions.preview_not_live')}</p>}
          {isWritten(texts) ? (
            <PromotionPreview
              language={language}
              timeZone={zone}
              model={{
                type: draft.type,
                imageUrl: request.image_url,
                cta: request.cta,
                startsAt,
                endsAt,
                texts,
              }}
            />
          ) : (
            <p className="muted">{t('promotions.preview_empty')}</p>
          )}
        </section>
      </form>
      {stored && (
        <DeletePromotionDialog
          promotion={
            deleting
              ? { id: stored.id, title: titleFor(stored, office) ?? t('promotions.untitled') }
              : null
          }
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            void navigate('/promotions', { state: { notice: 'deleted' } });
          }}
        />
      )}
    </>
  );
}
