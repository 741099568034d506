import { useId, type ReactNode } from 'react';
import type { CasinoGame } from '@tribuna/contracts/casino';
import { GameTile, type PlayGame } from './game-tile';
import '../casino-texts';

interface GameRailProps {
  title: string;
  games: CasinoGame[];
  onPlay: PlayGame;
  /** E.g. "See all": beside the title. */
  action?: ReactNode;
  /** The title's heading level: 3 inside a section of its own (the home's casino). */
  level?: 2 | 3;
}

/** A row of tiles that scrolls sideways, by touch, wheel or keyboard (it takes the focus). */
export function GameRail({ title, games, onPlay, action, level = 2 }: GameRailProps) {
  const titleId = useId();
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section className="game-rail" aria-labelledby={titleId}>
      <div className="casino-section__head">
        <Heading id={titleId} className="casino-section__title">
          {title}
        </Heading>
        {action}
      </div>
      <ul className="game-rail__track" tabIndex={0} aria-labelledby={titleId}>
        {games.map((game) => (
          <li key={game.id} className="game-rail__item">
            <GameTile game={game} onPlay={onPlay} level={level === 3 ? 4 : 3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Tiles in as many columns as fit. */
export function GameGrid({ games, onPlay }: { games: CasinoGame[]; onPlay: PlayGame }) {
  return (
    <ul className="game-grid">
      {games.map((game) => (
        <li key={game.id}>
          <GameTile game={game} onPlay={onPlay} />
        </li>
      ))}
    </ul>
  );
}
