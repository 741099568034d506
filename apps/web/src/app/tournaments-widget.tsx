import { lazy, Suspense } from 'react';
import type { TournamentProduct } from '@tribuna/contracts/tournaments';
import { useSession } from '../lib/session';
import { tournamentSiteOf } from './brand-money';
import { tournamentPath } from './player-paths';
import { useSiteConfiguration } from './start-up';

// The widget's code, texts and call come in a chunk of their own, only for a player of a
// brand with tournaments: a guest's casino or sports page carries none of it.
const EnteredTournaments = lazy(() =>
  import('../features/tournaments/components/entered-tournaments').then((module) => ({
    default: module.EnteredTournaments,
  })),
);

/**
 * The player's running tournaments that count this product (and game or sport), for the
 * casino's game screen and the sports pages: the app gives it to those features as a part.
 */
export function TournamentsWidget({
  product,
  game,
}: {
  product: TournamentProduct;
  game: string | null;
}) {
  const configuration = useSiteConfiguration();
  const { loggedIn } = useSession();
  if (!configuration || !loggedIn || !configuration.products.includes('tournaments')) return null;
  return (
    <Suspense fallback={null}>
      <EnteredTournaments
        product={product}
        game={game}
        site={tournamentSiteOf(configuration)}
        detailPath={tournamentPath}
      />
    </Suspense>
  );
}

/** The casino's game screen's part: the tournaments counting the open game. */
export function casinoGameExtra(slug: string) {
  return <TournamentsWidget product="casino" game={slug} />;
}
