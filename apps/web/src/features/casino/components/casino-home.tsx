import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CasinoGame, CasinoKind, CasinoLobby } from '@tribuna/contracts/casino';
import { Button } from '../../../components/ui/button';
import { useLobby } from '../api/get-lobby';
import type { CasinoMoney } from '../game-facts';
import { useGamePanel } from '../hooks/use-game-panel';
import { GamePanelHost, type GameExtra } from './game-panel-host';
import { GameRail } from './game-rail';
import type { PlayGame } from './game-tile';
import '../casino.css';
import '../casino-texts';

/** The categories a home shows of a lobby, when the brand has them. */
const HOME_CATEGORIES = ['popular', 'new'];

interface HomeRail {
  key: string;
  title: string;
  games: CasinoGame[];
}

/**
 * The rails of a lobby worth a home: the player's recent play, then the brand's popular
 * and new games (its first rail if it has neither), leaving out a rail that would repeat
 * the one before it game for game.
 */
export function homeRails(lobby: CasinoLobby, recentTitle: string): HomeRail[] {
  const chosen = lobby.rails.filter((rail) => HOME_CATEGORIES.includes(rail.slug));
  const first = lobby.rails.find((rail) => rail.games.length > 0);
  const rails: HomeRail[] = [];
  if (lobby.recent.length > 0) {
    rails.push({ key: '~recent', title: recentTitle, games: lobby.recent });
  }
  const seen = new Set<string>();
  for (const rail of chosen.length > 0 ? chosen : first ? [first] : []) {
    const key = rail.games.map((game) => game.id).join(' ');
    if (rail.games.length === 0 || seen.has(key)) continue;
    seen.add(key);
    rails.push({ key: rail.slug, title: rail.name, games: rail.games });
  }
  return rails;
}

interface LobbySectionProps {
  kind: CasinoKind;
  /** The section's title: the product's name. */
  title: string;
  /** The lobby's page, for "See all". */
  path: string;
  onPlay: PlayGame;
}

/** A lobby's highlights on the home, under the product's name, with a way into the lobby. */
function LobbySection({ kind, title, path, onPlay }: LobbySectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const lobby = useLobby(kind);
  const rails = lobby.data ? homeRails(lobby.data, t('casino.recent')) : [];
  // A brand that shows no game of this kind has nothing to say here.
  if (lobby.isSuccess && rails.length === 0) return null;
  return (
    <section className="casino-home__section" aria-labelledby={titleId}>
      <div className="casino-section__head">
        <h2 id={titleId} className="casino-home__title">
          {title}
        </h2>
        <Link
          className="button button--ghost casino-section__more"
          to={path}
          aria-label={t('casino.home.see_all_label', { name: title })}
        >
          {t('casino.home.see_all')}
        </Link>
      </div>
      {lobby.isError ? (
        <div className="casino-note" role="alert">
          <p>{t('casino.failed')}</p>
          <Button variant="secondary" onClick={() => void lobby.refetch()}>
            {t('casino.retry')}
          </Button>
        </div>
      ) : lobby.isPending ? (
        <p className="casino-note casino-home__loading" role="status">
          {t('casino.loading')}
        </p>
      ) : (
        rails.map((rail) => (
          <GameRail
            key={rail.key}
            title={rail.title}
            games={rail.games}
            onPlay={onPlay}
            level={3}
          />
        ))
      )}
    </section>
  );
}

interface CasinoHomeProps {
  /** The brand's money, for the games' bet limits. */
  money: CasinoMoney;
  /** The casino lobby's page and title, when the brand offers the casino. */
  casino: { path: string; title: string } | null;
  /** The live casino lobby's page and title, when the brand offers it. */
  live: { path: string; title: string } | null;
  /** Other features' parts on the game screen (the app's). */
  gameExtra?: GameExtra;
}

/**
 * The casino on the home: each lobby's highlights as rails of tiles that open the player
 * panel here, as the lobby does (favourites included).
 */
export function CasinoHome({ money, casino, live, gameExtra }: CasinoHomeProps) {
  const panel = useGamePanel();
  const onPlay: PlayGame = (game, mode) => panel.open(game.slug, mode);
  return (
    <div className="casino-home">
      {casino && (
        <LobbySection kind="casino" title={casino.title} path={casino.path} onPlay={onPlay} />
      )}
      {live && <LobbySection kind="live" title={live.title} path={live.path} onPlay={onPlay} />}
      <GamePanelHost money={money} extra={gameExtra} />
    </div>
  );
}
