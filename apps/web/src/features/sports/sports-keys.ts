import type { BONUS_API as BonusApi } from '@tribuna/contracts/bonus';
import type { BetsQuery, SPORTS_API as SportsApi, Sport } from '@tribuna/contracts/sports';

// The calls' paths as literals type-checked against the contract, as the casino does:
// only types come from the contract's module, so its zod stays out of this chunk.
const base: (typeof SportsApi)['base'] = '/api/sports';
const bets: (typeof SportsApi)['bets'] = '/api/sports/bets';
const bonuses: (typeof BonusApi)['list'] = '/api/bonuses';
const relative = (path: string) => path.slice('/api'.length);

export const SPORTS_PATHS = {
  menu: `${relative(base)}/menu`,
  events: `${relative(base)}/events`,
  /** By the two slugs of `/sports/{competition}/{event}`. */
  event: (competition: string, event: string) =>
    `${relative(base)}/events/${encodeURIComponent(competition)}/${encodeURIComponent(event)}`,
  live: `${relative(base)}/live`,
  bets: relative(bets),
  cashOut: (id: string) => `${relative(bets)}/${encodeURIComponent(id)}/cash-out`,
  /** The player's bonuses: the slip reads the free bets among the active ones. */
  bonuses: relative(bonuses),
};

/** What the event lists are narrowed to (from the page's query). */
export interface EventsFilter {
  sport?: Sport;
  competition?: string;
  status?: 'not_started' | 'live';
  featured?: boolean;
  limit?: number;
}

export interface BetsFilter {
  status?: BetsQuery['status'];
  limit: number;
  offset: number;
}

/**
 * Query keys: everything under `['sports']`. Events and lists sit under `events`, so a
 * live price can be set in every cached copy of an event at once.
 */
export const sportsKeys = {
  all: ['sports'] as const,
  menus: ['sports', 'menu'] as const,
  menu: (language: string) => ['sports', 'menu', language] as const,
  eventData: ['sports', 'events'] as const,
  events: (filter: EventsFilter, language: string) =>
    ['sports', 'events', 'list', filter, language] as const,
  live: (language: string) => ['sports', 'events', 'live', language] as const,
  event: (competition: string, event: string, language: string) =>
    ['sports', 'events', 'one', competition, event, language] as const,
  betLists: ['sports', 'bets'] as const,
  bets: (playerId: string, filter: BetsFilter) => ['sports', 'bets', playerId, filter] as const,
  freeBets: (playerId: string) => ['sports', 'free-bets', playerId] as const,
  allFreeBets: ['sports', 'free-bets'] as const,
};
