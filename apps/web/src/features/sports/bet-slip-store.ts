import { useSyncExternalStore } from 'react';
import type { MAX_LEGS as MaxLegs, Market, OddsChangePolicy } from '@tribuna/contracts/sports';
import {
  EMPTY_SLIP,
  selectionKey,
  type SelectionRefusal,
  type SlipSelection,
  type SlipState,
} from './slip-maths';

// The bet slip lives outside React: the odds buttons of every page, the slip panel and
// the live updates share it, and it is kept in this browser across pages and reloads.
export const SLIP_STORAGE_KEY = 'sports-slip';
const MAX_LEGS: typeof MaxLegs = 20;

let state: SlipState | null = null;
const watchers = new Set<() => void>();

function isSlip(value: unknown): value is SlipState {
  if (typeof value !== 'object' || value === null) return false;
  const slip = value as Partial<SlipState>;
  return (
    Array.isArray(slip.selections) &&
    typeof slip.stakes === 'object' &&
    typeof slip.accumulatorStake === 'string' &&
    typeof slip.policy === 'string'
  );
}

function load(): SlipState {
  try {
    const raw = window.localStorage.getItem(SLIP_STORAGE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isSlip(value) ? { ...EMPTY_SLIP, ...value } : EMPTY_SLIP;
  } catch {
    return EMPTY_SLIP;
  }
}

export function getSlip(): SlipState {
  state ??= load();
  return state;
}

function update(change: (slip: SlipState) => SlipState): void {
  const next = change(getSlip());
  if (next === state) return;
  state = next;
  try {
    window.localStorage.setItem(SLIP_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode: the slip lasts for this page.
  }
  for (const watcher of watchers) watcher();
}

function subscribe(watcher: () => void): () => void {
  watchers.add(watcher);
  // Another tab's slip changes this one's too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SLIP_STORAGE_KEY) return;
    state = load();
    watcher();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    watchers.delete(watcher);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSlip(): SlipState {
  return useSyncExternalStore(subscribe, getSlip, () => EMPTY_SLIP);
}

export function isInSlip(slip: SlipState, marketId: string, outcome: string): boolean {
  return slip.selections.some((s) => s.market_id === marketId && s.outcome === outcome);
}

function withoutKeys<T>(record: Record<string, T>, keys: readonly string[]): Record<string, T> {
  const copy = { ...record };
  for (const key of keys) delete copy[key];
  return copy;
}

/** An odds button's click: in if absent (one pick per market), out if there. */
export function toggleSelection(selection: SlipSelection): void {
  update((slip) => {
    const key = selectionKey(selection);
    if (slip.selections.some((s) => selectionKey(s) === key)) {
      return removeFrom(slip, [key]);
    }
    // Another outcome of the same market replaces the one picked before.
    const replaced = slip.selections.filter((s) => s.market_id === selection.market_id);
    const base = removeFrom(slip, replaced.map(selectionKey));
    if (base.selections.length >= MAX_LEGS) return slip;
    return { ...base, selections: [...base.selections, selection] };
  });
}

function removeFrom(slip: SlipState, keys: readonly string[]): SlipState {
  if (keys.length === 0) return slip;
  const selections = slip.selections.filter((s) => !keys.includes(selectionKey(s)));
  const target = slip.freeBet?.target;
  // The free bet goes with its bet: its single's pick, or any of the accumulator's.
  const freeBetGone =
    target === 'accumulator' ? true : target !== undefined && keys.includes(target);
  return {
    ...slip,
    selections,
    stakes: withoutKeys(slip.stakes, keys),
    refusals: withoutKeys(slip.refusals, [...keys, 'accumulator']),
    accumulatorStake: selections.length < 2 ? '' : slip.accumulatorStake,
    freeBet: freeBetGone ? null : (slip.freeBet ?? null),
  };
}

export function removeSelections(keys: readonly string[]): void {
  update((slip) => removeFrom(slip, keys));
}

export function setStake(key: string, text: string): void {
  update((slip) => ({ ...slip, stakes: { ...slip.stakes, [key]: text } }));
}

export function setAccumulatorStake(text: string): void {
  update((slip) => ({ ...slip, accumulatorStake: text }));
}

/** The free bet `id` on one bet (a single's key, or `accumulator`), or none (null). */
export function setFreeBet(choice: { id: string; target: string } | null): void {
  update((slip) => ({ ...slip, freeBet: choice }));
}

export function setPolicy(policy: OddsChangePolicy): void {
  update((slip) => ({ ...slip, policy }));
}

export function setRefusals(refusals: Record<string, SelectionRefusal>): void {
  update((slip) => ({ ...slip, refusals }));
}

/** Prices the server said are current (an odds refusal): the slip takes them. */
export function takeOdds(odds: Record<string, number>): void {
  update((slip) => ({
    ...slip,
    selections: slip.selections.map((s) => {
      const price = odds[selectionKey(s)];
      return price === undefined || price === s.odds
        ? s
        : { ...s, previous_odds: s.odds, odds: price };
    }),
  }));
}

export function clearSlip(): void {
  update(() => ({ ...EMPTY_SLIP, policy: getSlip().policy }));
}

/** Live prices and statuses of an event's markets: the slip's picks follow them. */
export function applyMarketsToSlip(markets: readonly Market[]): void {
  const byId = new Map(markets.map((market) => [market.id, market]));
  update((slip) => {
    let changed = false;
    const selections = slip.selections.map((s) => {
      const market = byId.get(s.market_id);
      const outcome = market?.outcomes.find((o) => o.key === s.outcome);
      if (!market || !outcome) return s;
      const available = market.status === 'open' && outcome.active;
      if (outcome.odds === s.odds && available === s.available) return s;
      changed = true;
      return {
        ...s,
        available,
        odds: outcome.odds,
        previous_odds: outcome.odds === s.odds ? s.previous_odds : s.odds,
      };
    });
    return changed ? { ...slip, selections } : slip;
  });
}

/** An event's status: the picks of an event that went live are live bets from now on. */
export function applyEventStatusToSlip(eventId: string, live: boolean, over: boolean): void {
  update((slip) => {
    if (!slip.selections.some((s) => s.event_id === eventId)) return slip;
    return {
      ...slip,
      selections: slip.selections.map((s) =>
        s.event_id === eventId ? { ...s, live, available: over ? false : s.available } : s,
      ),
    };
  });
}

/** For tests: forget the slip held in memory (the storage stays as it is). */
export function resetSlipMemory(): void {
  state = null;
}
