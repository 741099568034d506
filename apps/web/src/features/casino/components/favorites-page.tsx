import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { rememberTarget } from '../../../lib/session';
import { useFavorites } from '../api/get-favorites';
import type { CasinoMoney } from '../game-facts';
import { useGamePanel } from '../hooks/use-game-panel';
import { GamePanelHost, type GameExtra } from './game-panel-host';
import { GameGrid } from './game-rail';
import type { PlayGame } from './game-tile';
import '../casino.css';
import '../casino-texts';

/** Where a player goes to find games to keep. */
const CASINO_PATH = '/casino/casino-games';

/** The logged player's favourite games; playing one opens the player panel here. */
export function FavoritesPage({
  title,
  money,
  gameExtra,
}: {
  title: string;
  money: CasinoMoney;
  /** Other features' parts on the game screen (the app's). */
  gameExtra?: GameExtra;
}) {
  const { t } = useTranslation();
  const favorites = useFavorites();
  const panel = useGamePanel();
  const onPlay: PlayGame = (game, mode) => panel.open(game.slug, mode);
  const items = favorites.data?.items ?? [];
  return (
    <div className="casino">
      <div className="casino__head">
        <h1 className="casino__title">{title}</h1>
      </div>
      {favorites.isPending ? (
        <p className="casino-note" role="status">
          {t('casino.loading')}
        </p>
      ) : favorites.isError ? (
        <div className="casino-note" role="alert">
          <p>{t('casino.failed')}</p>
          <Button variant="secondary" onClick={() => void favorites.refetch()}>
            {t('casino.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="casino-empty">
          <p className="casino-note">{t('casino.favorites.empty')}</p>
          <Link className="button button--primary" to={CASINO_PATH}>
            {t('casino.favorites.browse')}
          </Link>
        </div>
      ) : (
        <GameGrid games={items} onPlay={onPlay} />
      )}
      <GamePanelHost money={money} extra={gameExtra} />
    </div>
  );
}

/** A guest on the open favourites page: asked to log in, and nothing of a player is asked. */
export function FavoritesGuestPrompt({ title, target }: { title: string; target: string }) {
  const { t } = useTranslation();
  return (
    <section className="placeholder" aria-labelledby="favorites-title">
      <h1 id="favorites-title" className="placeholder__title">
        {title}
      </h1>
      <p className="placeholder__text">{t('casino.favorites.guest')}</p>
      <div className="placeholder__actions">
        <Link
          className="button button--primary"
          to="/login"
          // Back here after logging in, as a guarded page would.
          onClick={() => rememberTarget(target)}
        >
          {t('casino.favorites.login')}
        </Link>
        <Link className="button button--ghost" to="/register">
          {t('casino.favorites.register')}
        </Link>
      </div>
    </section>
  );
}
