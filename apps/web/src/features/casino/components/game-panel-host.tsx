import type { ReactNode } from 'react';
import type { CasinoMoney } from '../game-facts';
import { useGamePanel } from '../hooks/use-game-panel';
import { PlayerPanel } from './player-panel';

/**
 * What the app puts on the game screen beside the game (other features' parts, such as the
 * player's tournaments counting this game), by the game's slug.
 */
export type GameExtra = (slug: string) => ReactNode;

/** The player panel of the game named in the address, if any. */
export function GamePanelHost({ money, extra }: { money: CasinoMoney; extra?: GameExtra }) {
  const { slug, mode, close } = useGamePanel();
  if (!slug) return null;
  // A new game or mode is a new session: a fresh panel.
  return (
    <PlayerPanel
      key={`${slug}:${mode ?? ''}`}
      slug={slug}
      mode={mode}
      money={money}
      onClose={close}
      extra={extra?.(slug)}
    />
  );
}
