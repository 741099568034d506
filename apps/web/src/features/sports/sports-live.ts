import type { QueryClient } from '@tanstack/react-query';
import type {
  Bet,
  Market,
  SPORTS_LIVE_EVENTS as SportsLiveEvents,
  SportsEvent,
  SportsEventState,
  SportsMarketsChanged,
} from '@tribuna/contracts/sports';
import type { BetsPage } from './api/get-bets';
import type { EventsPage } from './api/get-events';
import { applyEventStatusToSlip, applyMarketsToSlip } from './bet-slip-store';
import { sportsKeys } from './sports-keys';

// Literals type-checked against the contract, which stays out of this chunk's script.
const EVENT_CHANGED: (typeof SportsLiveEvents)['event'] = 'sports.event';
const MARKETS_CHANGED: (typeof SportsLiveEvents)['markets'] = 'sports.markets';
const BET_CHANGED: (typeof SportsLiveEvents)['bet'] = 'sports.bet';

interface LiveEventLike {
  type: string;
  data: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isMarketsChanged(data: unknown): data is SportsMarketsChanged {
  return isRecord(data) && typeof data.event_id === 'string' && Array.isArray(data.markets);
}

function isEventState(data: unknown): data is SportsEventState {
  return isRecord(data) && typeof data.event_id === 'string' && typeof data.status === 'string';
}

function isBet(data: unknown): data is Bet {
  return isRecord(data) && typeof data.id === 'string' && typeof data.status === 'string';
}

/**
 * An event with the changed markets put in place. Objects that did not change stay the
 * same objects, so React keeps every untouched row as it is.
 */
export function withMarkets(event: SportsEvent, markets: readonly Market[], all: boolean) {
  let changed = false;
  const byId = new Map(markets.map((market) => [market.id, market]));
  const next = event.markets.map((market) => {
    const fresh = byId.get(market.id);
    if (!fresh) return market;
    byId.delete(market.id);
    changed = true;
    return fresh;
  });
  // The event page holds every market: a new one joins it; a list holds only the main one.
  if (all && byId.size > 0) {
    next.push(...byId.values());
    changed = true;
  }
  return changed ? { ...event, markets: next } : event;
}

function updateEvents(
  client: QueryClient,
  eventId: string,
  change: (event: SportsEvent, all: boolean) => SportsEvent,
): boolean {
  let found = false;
  for (const [key, data] of client.getQueriesData<EventsPage | SportsEvent>({
    queryKey: sportsKeys.eventData,
  })) {
    if (!data) continue;
    if ('events' in data) {
      if (!data.events.some((event) => event.id === eventId)) continue;
      found = true;
      client.setQueryData<EventsPage>(key, {
        ...data,
        events: data.events.map((event) => (event.id === eventId ? change(event, false) : event)),
      });
    } else if (data.id === eventId) {
      found = true;
      client.setQueryData<SportsEvent>(key, change(data, true));
    }
  }
  return found;
}

/**
 * A `sports` channel event applied to every cached copy of its event (lists and the
 * event page) and to the slip. Answers whether it was the sportsbook's.
 */
export function applySportsEvent(client: QueryClient, event: LiveEventLike): boolean {
  if (event.type === MARKETS_CHANGED && isMarketsChanged(event.data)) {
    const { event_id: eventId, markets } = event.data;
    updateEvents(client, eventId, (current, all) => withMarkets(current, markets, all));
    applyMarketsToSlip(markets);
    return true;
  }
  if (event.type === EVENT_CHANGED && isEventState(event.data)) {
    const state = event.data;
    let statusChanged = false;
    const found = updateEvents(client, state.event_id, (current) => {
      if (current.status !== state.status) statusChanged = true;
      return { ...current, status: state.status, score: state.score, clock: state.clock };
    });
    // An event starting or ending changes which lists hold it.
    if (statusChanged || (!found && state.status === 'live')) {
      void client.invalidateQueries({ queryKey: [...sportsKeys.eventData, 'live'] });
      void client.invalidateQueries({ queryKey: sportsKeys.menus });
    }
    applyEventStatusToSlip(
      state.event_id,
      state.status === 'live',
      state.status !== 'live' && state.status !== 'not_started',
    );
    return true;
  }
  return false;
}

/** How often, at most, a moving price reads the shown bets again. */
export const BETS_REFRESH_GAP_MS = 1000;

/** Whether a shown (observed) bet list holds an open bet with a leg on `eventId`. */
function showsOpenBetOn(client: QueryClient, eventId: string): boolean {
  return client
    .getQueriesData<BetsPage>({ queryKey: sportsKeys.betLists, type: 'active' })
    .some(([, data]) =>
      (data?.bets ?? []).some(
        (bet) => bet.status === 'open' && bet.legs.some((leg) => leg.event_id === eventId),
      ),
    );
}

export interface BetsFollowingPrices {
  /** Every event of the `sports` channel goes through here. */
  heard(event: LiveEventLike): void;
  stop(): void;
}

/**
 * The cash-out offer is read with the bets, not pushed (the contract), and the server
 * refuses an offer its prices no longer make. So while a list with an open bet is shown,
 * a price change on one of its events reads the shown lists again: at once, then at most
 * once a gap (the last change of a burst is read at the gap's end), so the offer on
 * screen follows the prices without a request per price.
 */
export function followPricesWithBets(
  client: QueryClient,
  gapMs = BETS_REFRESH_GAP_MS,
): BetsFollowingPrices {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  function refresh() {
    timer = null;
    last = Date.now();
    // Only shown lists are fetched; a read still under way is not aborted (a slow answer
    // would otherwise never come), the next change reads again.
    void client.invalidateQueries(
      { queryKey: sportsKeys.betLists, refetchType: 'active' },
      { cancelRefetch: false },
    );
  }
  return {
    heard(event) {
      if (timer !== null || event.type !== MARKETS_CHANGED || !isMarketsChanged(event.data)) {
        return;
      }
      if (!showsOpenBetOn(client, event.data.event_id)) return;
      const wait = last + gapMs - Date.now();
      if (wait <= 0) refresh();
      else timer = setTimeout(refresh, wait);
    },
    stop() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}

/** A `sports.bet` of the player's topic: the bet is replaced where listed. */
export function applyBetEvent(client: QueryClient, event: LiveEventLike): boolean {
  if (event.type !== BET_CHANGED || !isBet(event.data)) return false;
  const bet = event.data;
  let listed = false;
  let moved = false;
  for (const [key, data] of client.getQueriesData<BetsPage>({ queryKey: sportsKeys.betLists })) {
    const before = data?.bets.find((item) => item.id === bet.id);
    if (!data || !before) continue;
    listed = true;
    if (before.status !== bet.status) moved = true;
    client.setQueryData<BetsPage>(key, {
      ...data,
      bets: data.bets.map((item) => (item.id === bet.id ? bet : item)),
    });
  }
  // A new bet, or one moving between open and settled: the lists are read again. A new
  // cash-out offer only is set in place.
  if (!listed || moved) void client.invalidateQueries({ queryKey: sportsKeys.betLists });
  return true;
}
