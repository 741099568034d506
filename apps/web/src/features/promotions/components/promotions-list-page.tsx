import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LoadState } from '../../../components/ui/load-state';
import type { Language } from '@tribuna/contracts/languages';
import type { PromotionType } from '@tribuna/contracts/promotions';
import { usePromotions } from '../api/get-promotions';
import { PROMOTIONS_PAGE } from '../promotions-paths';
import { PromotionCard } from './promotion-card';
import type { PromotionViewContext } from './promotion-parts';
import '../promotions.css';

const FILTERS: { type: PromotionType | undefined; path: string; key: string }[] = [
  { type: undefined, path: PROMOTIONS_PAGE, key: 'all' },
  { type: 'bonus', path: `${PROMOTIONS_PAGE}/type/bonus`, key: 'bonus' },
  { type: 'promotion', path: `${PROMOTIONS_PAGE}/type/promotion`, key: 'promotion' },
];

/**
 * `/promotions` and its two filters: the live promotions as cards, and links to the three
 * lists. A brand that may not offer bonuses has no "Bonuses" link.
 */
export function PromotionsListPage({
  type,
  title,
  language,
  bonusesAllowed,
  context,
}: {
  type: PromotionType | undefined;
  /** The page's heading (the route's title). */
  title: string;
  language: Language;
  bonusesAllowed: boolean;
  context: PromotionViewContext;
}) {
  const { t } = useTranslation();
  const list = usePromotions(type, language);
  const filters = FILTERS.filter((f) => f.type !== 'bonus' || bonusesAllowed || type === 'bonus');

  return (
    <section className="promos" aria-labelledby="promos-title">
      <h1 id="promos-title" className="promos__title">
        {title}
      </h1>
      <nav className="promo-filters" aria-label={t('promotions.filters')}>
        {filters.map((filter) => (
          <NavLink key={filter.key} to={filter.path} end>
            {t(`promotions.filter.${filter.key}`)}
          </NavLink>
        ))}
      </nav>
      <LoadState
        query={list}
        className="promos__status"
        loading={t('promotions.loading')}
        failed={t('promotions.failed')}
        retry={t('promotions.retry')}
      />
      {list.isSuccess && list.data.length === 0 && (
        <p className="promos__status">{t(`promotions.empty.${type ?? 'all'}`)}</p>
      )}
      {list.isSuccess && list.data.length > 0 && (
        <ul className="card-grid">
          {list.data.map((promotion) => (
            <li key={promotion.id}>
              <PromotionCard promotion={promotion} context={context} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
