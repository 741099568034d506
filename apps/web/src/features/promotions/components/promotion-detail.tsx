import { useTranslation } from 'react-i18next';
import type { Promotion } from '@tribuna/contracts/promotions';
import { ContentBody } from '../../../components/content-body';
import { formatDate } from '../../../lib/date-time';
import {
  PromotionBadge,
  PromotionCta,
  PromotionImage,
  type PromotionViewContext,
} from './promotion-parts';

/** "From … until …", in the brand's days. */
function PromotionDates({
  promotion,
  context,
}: {
  promotion: Promotion;
  context: PromotionViewContext;
}) {
  const { t } = useTranslation();
  const from = formatDate(promotion.starts_at, context.language, context.timeZone);
  if (!promotion.ends_at) return <>{t('promotions.dates_open', { from })}</>;
  const until = formatDate(promotion.ends_at, context.language, context.timeZone);
  return <>{t('promotions.dates', { from, until })}</>;
}

/**
 * One promotion in full: banner, type, title, dates, summary, body, its code when it claims
 * a bonus, the terms folded away, and its button. Texts are the staff's, shown as text.
 */
export function PromotionDetail({
  promotion,
  context,
}: {
  promotion: Promotion;
  context: PromotionViewContext;
}) {
  const { t } = useTranslation();
  return (
    <article
      className="promo-detail"
      aria-labelledby="promo-detail-title"
      lang={promotion.language.replace('_', '-')}
    >
      <PromotionImage url={promotion.image_url} className="promo-detail__image" />
      <header className="promo-detail__header">
        <p className="promo-card__meta">
          <PromotionBadge type={promotion.type} />
          <span>
            <PromotionDates promotion={promotion} context={context} />
          </span>
        </p>
        <h1 id="promo-detail-title" className="promo-detail__title">
          {promotion.title}
        </h1>
        {promotion.summary && <p className="promo-detail__summary">{promotion.summary}</p>}
      </header>
      {promotion.body && <ContentBody body={promotion.body} />}
      {promotion.cta?.kind === 'bonus' && (
        <p className="promo-detail__code">
          {t('promotions.code')}: <strong>{promotion.cta.code}</strong>
        </p>
      )}
      <div className="promo-detail__actions">
        <PromotionCta promotion={promotion} context={context} />
      </div>
      {promotion.terms && (
        <details className="promo-terms">
          <summary>{t('promotions.terms')}</summary>
          <div className="promo-terms__body">
            <ContentBody body={promotion.terms} />
          </div>
        </details>
      )}
    </article>
  );
}
