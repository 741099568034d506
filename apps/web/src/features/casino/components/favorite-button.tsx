import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { CasinoGame } from '@tribuna/contracts/casino';
import { dialog } from '../../../lib/dialogs';
import { rememberTarget, useSession } from '../../../lib/session';
import { useSetFavorite } from '../api/set-favorite';
import '../casino-texts';

/** The heart of a tile: a toggle for a player; a guest is asked to log in first. */
export function FavoriteButton({ game }: { game: CasinoGame }) {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const toggle = useSetFavorite();
  const pressed = loggedIn && game.favorite;

  async function askToLogIn() {
    const answer = await dialog.fire({
      title: t('casino.favorites.login_title'),
      text: t('casino.favorites.login_text'),
      icon: 'info',
      showCancelButton: true,
      confirmButtonText: t('casino.favorites.login'),
      cancelButtonText: t('casino.favorites.cancel'),
    });
    if (!answer.isConfirmed) return;
    // Back to this page after logging in, as a guarded page would.
    rememberTarget(location.pathname + location.search);
    await navigate('/login');
  }

  return (
    <button
      type="button"
      className="game-tile__favorite"
      aria-pressed={pressed}
      aria-label={t('casino.tile.favorite', { name: game.name })}
      onClick={() => {
        if (!loggedIn) {
          void askToLogIn();
          return;
        }
        toggle.mutate({ game, favorite: !game.favorite });
      }}
    >
      <span aria-hidden="true">{pressed ? '♥' : '♡'}</span>
    </button>
  );
}
