import type { Currency } from '@tribuna/contracts/currencies';
import { useMe } from '../features/auth/api/get-me';
import { useStoreCampaigns } from '../features/store/api/get-campaigns';
import { useEligibleChoices } from '../features/tournaments/api/get-choices';
import { TournamentEditorPage } from '../features/tournaments/components/tournament-editor-page';
import { TournamentPage } from '../features/tournaments/components/tournament-page';
import { TournamentsPage } from '../features/tournaments/components/tournaments-page';
import type { TournamentChoices } from '../features/tournaments/tournament-choices';

/**
 * What a tournament names: the games and sports it may count (the desk's own call) and the
 * brand's bonus campaigns (the store desk's call).
 */
function useTournamentChoices(): TournamentChoices {
  const eligible = useEligibleChoices();
  const campaigns = useStoreCampaigns();
  return {
    eligible,
    campaigns: (campaigns.data ?? []).map(({ id, name, kind }) => ({ id, name, kind })),
  };
}

function TournamentScreen({
  screen,
  currency,
}: {
  screen: 'editor' | 'detail';
  currency: Currency;
}) {
  const choices = useTournamentChoices();
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
  return <TournamentScreen screen={screen} currency={me.data.tenant.currency} />;
}
