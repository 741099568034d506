import type { CasinoMoney } from '../game-facts';
import { useGamePanel } from '../hooks/use-game-panel';
import { PlayerPanel } from './player-panel';

/** The player panel of the game named in the address, if any. */
export function GamePanelHost({ money }: { money: CasinoMoney }) {
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
    />
  );
}
