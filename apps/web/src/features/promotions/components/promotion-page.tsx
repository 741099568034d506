import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@tribuna/contracts/languages';
import type { Promotion } from '@tribuna/contracts/promotions';
import { ApiError } from '../../../lib/api-error';
import { usePromotion } from '../api/get-promotion';
import { usePromotions } from '../api/get-promotions';
import { otherPromotionsPath, PROMOTIONS_PAGE, promotionPath } from '../promotions-paths';
import { PromotionDetail } from './promotion-detail';
import {
  PromotionBadge,
  PromotionEnd,
  PromotionImage,
  type PromotionViewContext,
} from './promotion-parts';
import '../promotions.css';

interface PromotionPageProps {
  id: string;
  language: Language;
  context: PromotionViewContext;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link className="promo-back" to={PROMOTIONS_PAGE}>
      <span aria-hidden="true">←</span>
      {t('promotions.all')}
    </Link>
  );
}

/** Loading, or why the promotion is not there (the server's words when it said them). */
function PromotionState({ error }: { error: Error | null }) {
  const { t } = useTranslation();
  if (!error) {
    return (
      <p className="promos__status" role="status">
        {t('promotions.loading')}
      </p>
    );
  }
  // "Not available" in the server's words; any other failure was shown by the site already.
  const text =
    error instanceof ApiError
      ? (error.messages[0] ?? t('promotions.unavailable'))
      : t('promotions.failed');
  // The page's heading: a promotion that is not there still gives the page its title.
  return <h1 className="promos__status promos__status--heading">{text}</h1>;
}

/** `/promotions/:id`: one promotion, and the ways to the others. */
export function PromotionPage({ id, language, context }: PromotionPageProps) {
  const { t } = useTranslation();
  const promotion = usePromotion(id, language);
  return (
    <div className="promo-page">
      <BackLink />
      {promotion.isSuccess ? (
        <>
          <PromotionDetail promotion={promotion.data} context={context} />
          <Link className="promo-others-link" to={otherPromotionsPath(id)}>
            {t('promotions.others_link')} <span aria-hidden="true">→</span>
          </Link>
        </>
      ) : (
        <PromotionState error={promotion.error} />
      )}
    </div>
  );
}

/** A short entry of the others' list: banner, type, title and end. */
function OtherPromotion({
  promotion,
  context,
}: {
  promotion: Promotion;
  context: PromotionViewContext;
}) {
  return (
    <li className="promo-mini" lang={promotion.language.replace('_', '-')}>
      <PromotionImage url={promotion.image_url} className="promo-mini__image" />
      <div className="promo-mini__text">
        <p className="promo-card__meta">
          <PromotionBadge type={promotion.type} />
        </p>
        <Link className="promo-mini__title" to={promotionPath(promotion.id)}>
          {promotion.title}
        </Link>
        <p className="promo-mini__end">
          <PromotionEnd promotion={promotion} context={context} />
        </p>
      </div>
    </li>
  );
}

/**
 * `/promotions/:id/other-promotions`: the promotion with the others beside it (two columns
 * on a wide screen; on a phone, the promotion first and the others under it).
 */
export function OtherPromotionsPage({ id, language, context }: PromotionPageProps) {
  const { t } = useTranslation();
  const promotion = usePromotion(id, language);
  const all = usePromotions(undefined, language);
  const others = (all.data ?? []).filter((p) => p.id !== id);
  return (
    <div className="promo-split">
      <div className="promo-split__main">
        <BackLink />
        {promotion.isSuccess ? (
          <PromotionDetail promotion={promotion.data} context={context} />
        ) : (
          <PromotionState error={promotion.error} />
        )}
      </div>
      <section className="promo-split__aside" aria-labelledby="promo-others-title">
        <h2 id="promo-others-title" className="promo-split__heading">
          {t('promotions.others')}
        </h2>
        {all.isPending && (
          <p className="promos__status" role="status">
            {t('promotions.loading')}
          </p>
        )}
        {all.isError && <p className="promos__status">{t('promotions.failed')}</p>}
        {all.isSuccess && others.length === 0 && (
          <p className="promos__status">{t('promotions.others_empty')}</p>
        )}
        {others.length > 0 && (
          <ul className="promo-others">
            {others.map((other) => (
              <OtherPromotion key={other.id} promotion={other} context={context} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
