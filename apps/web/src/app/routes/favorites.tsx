import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  FavoritesGuestPrompt,
  FavoritesPage,
} from '../../features/casino/components/favorites-page';
import { useSession } from '../../lib/session';
import { brandMoney } from '../brand-money';
import { useSiteConfiguration } from '../start-up';
import { casinoGameExtra } from '../tournaments-widget';
import { usePageTitle } from '../use-page-title';
import { usePageHandle } from './page-handle';

/**
 * `/favorites` (players) and `/favorites/casino-games` (open): a guest on the open one
 * is asked to log in, and nothing of the player's is requested until there is a player.
 */
export function FavoritesRoute() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const { pathname } = useLocation();
  const titleKey = `pages.titles.${usePageHandle()?.title ?? 'favorites'}`;
  usePageTitle(titleKey);
  const configuration = useSiteConfiguration();
  if (!loggedIn) return <FavoritesGuestPrompt title={t(titleKey)} target={pathname} />;
  if (!configuration) return null;
  return (
    <FavoritesPage
      title={t(titleKey)}
      money={brandMoney(configuration)}
      gameExtra={casinoGameExtra}
    />
  );
}
