import { LobbyPlaceholder } from '../../features/lobby/components/lobby-placeholder';
import { useSession } from '../../lib/session';
import { useSiteConfiguration } from '../start-up';
import { usePageTitle } from '../use-page-title';

export function HomeRoute() {
  usePageTitle('titles.home');
  const configuration = useSiteConfiguration();
  const { user } = useSession();
  if (!configuration) return null;
  return (
    <LobbyPlaceholder
      brandName={configuration.name}
      logo={configuration.logos.header[configuration.theme]}
      products={configuration.products}
      playerName={user?.name ?? null}
    />
  );
}
