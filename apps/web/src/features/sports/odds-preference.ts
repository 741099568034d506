import { useSyncExternalStore } from 'react';
import { isOddsFormat, type OddsFormat } from '@tribuna/contracts/odds-format';

export const ODDS_FORMAT_STORAGE_KEY = 'sports-odds-format';

const watchers = new Set<() => void>();

function read(): OddsFormat {
  try {
    const stored = window.localStorage.getItem(ODDS_FORMAT_STORAGE_KEY);
    return isOddsFormat(stored) ? stored : 'decimal';
  } catch {
    return 'decimal';
  }
}

let current: OddsFormat | null = null;

export function oddsFormat(): OddsFormat {
  current ??= read();
  return current;
}

/** The player's choice, kept in this browser; every price on the page follows it. */
export function setOddsFormat(format: OddsFormat): void {
  current = format;
  try {
    window.localStorage.setItem(ODDS_FORMAT_STORAGE_KEY, format);
  } catch {
    // Private mode: the choice lasts for this page.
  }
  for (const watcher of watchers) watcher();
}

function subscribe(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

export function useOddsFormat(): OddsFormat {
  return useSyncExternalStore(subscribe, oddsFormat, () => 'decimal');
}

/** For tests: forget the remembered choice. */
export function resetOddsFormat(): void {
  current = null;
}
