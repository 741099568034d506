import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CasinoGame } from '@tribuna/contracts/casino';
import type { LaunchMode } from '../casino-keys';
import { FavoriteButton } from './favorite-button';
import { GameArt } from './game-art';
import '../casino-texts';

/** Opens a game in the player panel. */
export type PlayGame = (game: CasinoGame, mode: LaunchMode) => void;

// The artwork's box, so a tile takes its place before its image arrives.
export const TILE_IMAGE = { width: 320, height: 240 } as const;

interface GameTileProps {
  game: CasinoGame;
  onPlay: PlayGame;
  /** The name's heading level, one below its list's title. */
  level?: 3 | 4;
}

/** A game: its artwork, name and provider, the favourite heart, "Demo" and "Play". */
export function GameTile({ game, onPlay, level = 3 }: GameTileProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const Name = level === 4 ? 'h4' : 'h3';
  return (
    <article className="game-tile" aria-labelledby={nameId} data-testid="game-tile">
      <div className="game-tile__media">
        <GameArt
          className="game-tile__image"
          src={game.image_url}
          name={game.name}
          width={TILE_IMAGE.width}
          height={TILE_IMAGE.height}
        />
        <FavoriteButton game={game} />
      </div>
      <div className="game-tile__body">
        <Name id={nameId} className="game-tile__name">
          {game.name}
        </Name>
        <p className="game-tile__provider">{game.provider.name}</p>
      </div>
      <div className="game-tile__actions">
        {game.demo && (
          <button
            type="button"
            className="button button--secondary game-tile__button"
            aria-label={t('casino.tile.demo_label', { name: game.name })}
            onClick={() => onPlay(game, 'demo')}
          >
            {t('casino.tile.demo')}
          </button>
        )}
        <button
          type="button"
          className="button button--primary game-tile__button"
          aria-label={t('casino.tile.play_label', { name: game.name })}
          onClick={() => onPlay(game, 'real')}
        >
          {t('casino.tile.play')}
        </button>
      </div>
    </article>
  );
}
