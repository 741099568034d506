import {
  SLOT_PAYLINES,
  SLOT_REELS,
  SLOT_ROWS,
  SLOT_SYMBOLS,
  type SlotSpin,
  type SlotSymbol,
} from '@tribuna/games/slot';

/** A paid spin as the page shows it: the spin, the free spins it led to, what it won in all. */
export interface SlotPlay {
  spin: SlotSpin;
  freeSpins: SlotSpin[];
  totalWin: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSymbol(value: unknown): value is SlotSymbol {
  return typeof value === 'string' && (SLOT_SYMBOLS as readonly string[]).includes(value);
}

/** A spin as the engine returns it (checked: the outcome comes from outside this page). */
export function isSlotSpin(value: unknown): value is SlotSpin {
  if (!isRecord(value) || !Array.isArray(value.grid) || !Array.isArray(value.lineWins)) {
    return false;
  }
  return (
    value.grid.length === SLOT_REELS &&
    value.grid.every(
      (reel) => Array.isArray(reel) && reel.length === SLOT_ROWS && reel.every(isSymbol),
    ) &&
    typeof value.totalWin === 'number'
  );
}

/**
 * The round's `outcome` as a play: the engine's spin, with the free spins it awarded
 * (played in the same call) under `freeSpins`, `free_spins` or as the rest of `spins`.
 */
export function readSlotOutcome(outcome: unknown): SlotPlay | null {
  if (isSlotSpin(outcome)) return { spin: outcome, freeSpins: [], totalWin: outcome.totalWin };
  if (!isRecord(outcome)) return null;
  let spin: unknown = outcome.spin ?? outcome.base;
  let free: unknown = outcome.freeSpins ?? outcome.free_spins ?? [];
  if (spin === undefined && Array.isArray(outcome.spins)) {
    const spins: unknown[] = outcome.spins;
    spin = spins[0];
    free = spins.slice(1);
  }
  if (isRecord(free) && Array.isArray(free.spins)) free = free.spins;
  if (!isSlotSpin(spin) || !Array.isArray(free) || !free.every(isSlotSpin)) return null;
  const freeSpins = free;
  const total =
    typeof outcome.totalWin === 'number'
      ? outcome.totalWin
      : typeof outcome.total_win === 'number'
        ? outcome.total_win
        : spin.totalWin + freeSpins.reduce((sum, s) => sum + s.totalWin, 0);
  return { spin, freeSpins, totalWin: total };
}

/** The cells (`reel:row`) a spin's wins light up: each winning line's run, and the scatters. */
export function winningCells(spin: SlotSpin): Set<string> {
  const cells = new Set<string>();
  for (const win of spin.lineWins) {
    const line = SLOT_PAYLINES[win.line - 1];
    if (!line) continue;
    for (let reel = 0; reel < win.count; reel += 1) cells.add(`${reel}:${line[reel] ?? 0}`);
  }
  if (spin.scatter.amount > 0 || spin.freeSpinsAwarded > 0) {
    spin.grid.forEach((column, reel) =>
      column.forEach((symbol, row) => {
        if (symbol === 'scatter') cells.add(`${reel}:${row}`);
      }),
    );
  }
  return cells;
}
