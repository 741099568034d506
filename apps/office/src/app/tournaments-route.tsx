import { useQuery } from '@tanstack/react-query';
import { useMe } from '../features/auth/api/get-me';
import { catalogueQueryOptions } from '../features/casino/api/get-games';
import { useStoreCampaigns } from '../features/store/api/get-campaigns';
import { TournamentEditorPage } from '../features/tournaments/components/tournament-editor-page';
import { TournamentPage } from '../features/tournaments/components/tournament-page';
import { TournamentsPage } from '../features/tournaments/components/tournaments-page';
import type { GameChoices, TournamentChoices } from '../features/tournaments/tournament-choices';
import { canAccess } from '../lib/scopes';

/**
 * What a tournament names from other desks: the casino catalogue's games (the casino desk's
 * call, which answers its own staff and admins only) and the brand's bonus campaigns (the
 * store desk's call).
 */
function useTournamentChoices(canReadCatalogue: boolean): TournamentChoices {
  const catalogue = useQuery({ ...catalogueQueryOptions, enabled: canReadCatalogue });
  const campaigns = useStoreCampaigns();
  let games: GameChoices;
  if (!canReadCatalogue || catalogue.isError) games = { state: 'unavailable' };
  else if (catalogue.data) games = { state: 'ready', games: catalogue.data.games };
  else games = { state: 'loading' };
  return {
    games,
    campaigns: (campaigns.data ?? []).map(({ id, name, kind }) => ({ id, name, kind })),
  };
}

function TournamentScreen({
  screen,
  me,
}: {
  screen: 'editor' | 'detail';
  me: NonNullable<ReturnType<typeof useMe>['data']>;
}) {
  const choices = useTournamentChoices(canAccess(me, ['casino']));
  const currency = me.tenant.currency;
  return screen === 'editor' ? (
    <TournamentEditorPage currency={currency} choices={choices} />
  ) : (
    <TournamentPage currency={currency} choices={choices} />
  );
}

/** The tournaments desk's screens, in the brand's currency (RequireAccess has waited for `me`). */
export function TournamentsRoute({ screen }: { screen: 'list' | 'editor' | 'detail' }) {
  const me = useMe();
  if (!me.data) return null;
  if (screen === 'list') return <TournamentsPage currency={me.data.tenant.currency} />;
  return <TournamentScreen screen={screen} me={me.data} />;
}
