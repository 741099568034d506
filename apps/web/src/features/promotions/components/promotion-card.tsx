import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Promotion } from '@tribuna/contracts/promotions';
import { promotionPath } from '../promotions-paths';
import {
  PromotionBadge,
  PromotionCta,
  PromotionEnd,
  PromotionImage,
  type PromotionViewContext,
} from './promotion-parts';

/** A promotion in a list: its banner, type, end, title, summary, button and the way to its page. */
export function PromotionCard({
  promotion,
  context,
}: {
  promotion: Promotion;
  context: PromotionViewContext;
}) {
  const { t } = useTranslation();
  const titleId = `promo-card-${promotion.id}`;
  const path = promotionPath(promotion.id);
  return (
    <article
      className="surface-card"
      aria-labelledby={titleId}
      lang={promotion.language.replace('_', '-')}
      data-testid="promotion-card"
    >
      <PromotionImage url={promotion.image_url} />
      <div className="surface-card__content">
        <p className="promo-card__meta">
          <PromotionBadge type={promotion.type} />
          <PromotionEnd promotion={promotion} context={context} />
        </p>
        <h2 id={titleId} className="surface-card__title">
          <Link to={path}>{promotion.title}</Link>
        </h2>
        {promotion.summary && <p className="promo-card__summary">{promotion.summary}</p>}
        <div className="promo-card__actions">
          <PromotionCta promotion={promotion} context={context} />
          <Link
            className="button button--secondary"
            to={path}
            aria-label={t('promotions.details_of', { title: promotion.title })}
          >
            {t('promotions.details')}
          </Link>
        </div>
      </div>
    </article>
  );
}
