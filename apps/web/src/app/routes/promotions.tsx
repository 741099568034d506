import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage } from '@tribuna/contracts/language-codes';
import type { Language } from '@tribuna/contracts/languages';
import type { PromotionType } from '@tribuna/contracts/promotions';
import { usePromotion } from '../../features/promotions/api/get-promotion';
import type { PromotionViewContext } from '../../features/promotions/components/promotion-parts';
import {
  OtherPromotionsPage,
  PromotionPage,
} from '../../features/promotions/components/promotion-page';
import { PromotionsListPage } from '../../features/promotions/components/promotions-list-page';
import { useSession } from '../../lib/session';
import { hasProfile } from '../player-paths';
import { useSiteConfiguration } from '../start-up';
import { usePageTitle } from '../use-page-title';
import { usePageHandle } from './page-handle';

/** The list a path shows: `/promotions/type/bonus` and `/promotions/type/promotion` filter. */
function typeOf(pathname: string): PromotionType | undefined {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return last === 'bonus' || last === 'promotion' ? last : undefined;
}

/** The page's language, the brand's time zone, and who follows the buttons. */
function useViewContext(): {
  language: Language;
  bonusesAllowed: boolean;
  context: PromotionViewContext;
} {
  const { i18n } = useTranslation();
  const configuration = useSiteConfiguration();
  const { loggedIn } = useSession();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return {
    language,
    bonusesAllowed: configuration?.jurisdiction.bonuses_allowed ?? true,
    context: {
      language,
      timeZone: configuration?.timezone,
      visitor: { loggedIn, accountsHere: configuration ? hasProfile(configuration) : true },
    },
  };
}

/**
 * The five promotions routes in one component (one chunk): the three lists, one promotion,
 * and one with the others beside it; the path tells them apart.
 */
export function PromotionsRoute() {
  const { pathname } = useLocation();
  const { id } = useParams();
  if (id) return <PromotionRoute id={id} others={pathname.endsWith('/other-promotions')} />;
  return <PromotionsListRoute type={typeOf(pathname)} />;
}

function PromotionsListRoute({ type }: { type: PromotionType | undefined }) {
  const { t } = useTranslation();
  const titleKey = `pages.titles.${usePageHandle()?.title ?? 'promotions'}`;
  usePageTitle(titleKey);
  const { language, bonusesAllowed, context } = useViewContext();
  return (
    <PromotionsListPage
      type={type}
      title={t(titleKey)}
      language={language}
      bonusesAllowed={bonusesAllowed}
      context={context}
    />
  );
}

function PromotionRoute({ id, others }: { id: string; others: boolean }) {
  const { language, context } = useViewContext();
  // The promotion's own title names the page once it is here (the page shares the query).
  const promotion = usePromotion(id, language);
  usePageTitle(
    others ? 'pages.titles.other_promotions' : 'pages.titles.promotion',
    promotion.data?.title,
  );
  const Page = others ? OtherPromotionsPage : PromotionPage;
  return <Page id={id} language={language} context={context} />;
}
