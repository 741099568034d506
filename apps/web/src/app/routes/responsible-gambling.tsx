import { ResponsibleGamblingInfo } from '../../features/responsible/components/responsible-gambling-info';
import { useSession } from '../../lib/session';
import { useSiteConfiguration } from '../start-up';
import { usePageTitle } from '../use-page-title';
import { hasProfile, RESPONSIBLE_PATH } from '../player-paths';

/**
 * `/responsible-gambling` (open to everyone): the tools, the brand's minimum age and the
 * help organisations of its country; a player is pointed to the profile's section.
 */
export function ResponsibleGamblingRoute() {
  usePageTitle('pages.titles.responsible_gambling');
  const configuration = useSiteConfiguration();
  const { loggedIn } = useSession();
  if (!configuration) return null;
  return (
    <ResponsibleGamblingInfo
      brandName={configuration.name}
      minimumAge={configuration.jurisdiction.minimum_age}
      bonusesAllowed={configuration.jurisdiction.bonuses_allowed}
      country={configuration.jurisdiction.country}
      tools={
        // Accounts kept elsewhere have no profile here, as the profile guard says.
        !hasProfile(configuration)
          ? null
          : loggedIn
            ? { kind: 'player', path: RESPONSIBLE_PATH }
            : { kind: 'guest', path: '/login' }
      }
    />
  );
}
