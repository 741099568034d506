import { useParams } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage } from '@tribuna/contracts/language-codes';
import { useTranslation } from 'react-i18next';
import { useTournament } from '../../features/tournaments/api/get-tournament';
import { TournamentPage } from '../../features/tournaments/components/tournament-page';
import { TournamentsPage } from '../../features/tournaments/components/tournaments-page';
import { useWalletSummary } from '../../features/wallet/api/get-wallet-summary';
import { rememberTarget } from '../../lib/session';
import { tournamentSiteOf } from '../brand-money';
import { TOURNAMENTS_PATH, tournamentPath } from '../player-paths';
import { useSiteConfiguration } from '../start-up';
import { usePageTitle } from '../use-page-title';

/** `/tournaments` and `/tournaments/:id` in one component (one chunk); the id tells them apart. */
export function TournamentsRoute() {
  const { id } = useParams();
  return id ? <TournamentRoute id={id} /> : <TournamentsListRoute />;
}

function TournamentsListRoute() {
  usePageTitle('pages.titles.tournaments');
  const configuration = useSiteConfiguration();
  if (!configuration) return null;
  return <TournamentsPage site={tournamentSiteOf(configuration)} detailPath={tournamentPath} />;
}

function TournamentRoute({ id }: { id: string }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  // The same query as the page's (one request): the tab names the tournament once it is here.
  const tournament = useTournament(id, language);
  usePageTitle('pages.titles.tournament', tournament.data?.name);
  const configuration = useSiteConfiguration();
  // The buy-in's confirmation says the balance (the header's query: no second request).
  const wallet = useWalletSummary();
  if (!configuration) return null;
  return (
    <TournamentPage
      id={id}
      site={tournamentSiteOf(configuration)}
      balance={wallet.data?.balance.cash ?? null}
      links={{
        loginPath: '/login',
        // Back here after logging in, as a guarded page would.
        login: () => rememberTarget(tournamentPath(id)),
        listPath: TOURNAMENTS_PATH,
      }}
    />
  );
}
