import { useTranslation } from 'react-i18next';
import type { Language } from '@tribuna/contracts/languages';
import type { PromotionCta, PromotionTexts, PromotionType } from '@tribuna/contracts/promotions';
import { ContentBody } from '../../../components/content-body';
import '../promotions-texts';

/** What the preview shows: the request as it would be saved, one language's texts. */
export interface PreviewModel {
  type: PromotionType;
  imageUrl: string | null;
  cta: PromotionCta | null;
  /** Instants, or null when the field cannot be read yet (or, for the end, is empty). */
  startsAt: string | null;
  endsAt: string | null;
  texts: PromotionTexts;
}

function day(iso: string, language: Language, timeZone: string | undefined): string {
  const locale = language.replace('_', '-');
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
  }
}

function Banner({ url, className }: { url: string | null; className: string }) {
  if (!url) return <div className={`${className} pv-image-none`} aria-hidden="true" />;
  return <img className={className} src={url} alt="" width={600} height={300} />;
}

/**
 * The card and the page as a phone shows them, in `language` and with the site's words in
 * that language (whatever the office's own language), updated as staff type. Only text is
 * shown: markup typed by staff stays as typed.
 */
export function PromotionPreview({
  model,
  language,
  timeZone,
}: {
  model: PreviewModel;
  language: Language;
  timeZone: string | undefined;
}) {
  const { t } = useTranslation(undefined, { lng: language });
  const { texts, cta } = model;
  const button = cta
    ? texts.cta_label || t(cta.kind === 'bonus' ? 'promotions.pv.claim' : 'promotions.pv.go')
    : null;
  const until = model.endsAt ? day(model.endsAt, language, timeZone) : null;
  const from = model.startsAt ? day(model.startsAt, language, timeZone) : null;
  const badge = (
    <span className={`pv-badge pv-badge-${model.type}`}>
      {t(`promotions.pv.type.${model.type}`)}
    </span>
  );

  return (
    <div className="pv-phone" lang={language.replace('_', '-')} data-testid="promotion-preview">
      <article className="pv-card" aria-label={t('promotions.preview_card')}>
        <Banner url={model.imageUrl} className="pv-image" />
        <div className="pv-card-content">
          <p className="pv-meta">
            {badge}
            <span>
              {until ? t('promotions.pv.until', { date: until }) : t('promotions.pv.no_end')}
            </span>
          </p>
          <h4 className="pv-card-title">{texts.title}</h4>
          {texts.summary && <p className="pv-muted">{texts.summary}</p>}
          <div className="pv-actions">
            {button && <span className="pv-button pv-button-primary">{button}</span>}
            <span className="pv-button">{t('promotions.pv.details')}</span>
          </div>
        </div>
      </article>

      <article className="pv-page" aria-label={t('promotions.preview_page')}>
        <Banner url={model.imageUrl} className="pv-image pv-image-rounded" />
        <p className="pv-meta">
          {badge}
          {from && (
            <span>
              {until
                ? t('promotions.pv.dates', { from, until })
                : t('promotions.pv.dates_open', { from })}
            </span>
          )}
        </p>
        <h3 className="pv-page-title">{texts.title}</h3>
        {texts.summary && <p className="pv-lead">{texts.summary}</p>}
        <div className="pv-body">
          <ContentBody body={texts.body} firstHeading="h4" />
        </div>
        {cta?.kind === 'bonus' && (
          <p>
            {t('promotions.pv.code')}: <strong className="pv-code">{cta.code.toUpperCase()}</strong>
          </p>
        )}
        {button && <span className="pv-button pv-button-primary pv-button-block">{button}</span>}
        {texts.terms && (
          <details className="pv-terms">
            <summary>{t('promotions.pv.terms')}</summary>
            <div className="pv-body">
              <ContentBody body={texts.terms} firstHeading="h4" />
            </div>
          </details>
        )}
      </article>
    </div>
  );
}
