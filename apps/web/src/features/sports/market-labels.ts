import type { TFunction } from 'i18next';
import type { Market, MarketType, SportsEvent } from '@tribuna/contracts/sports';

/** The groups of the event page, in order, and the market types each holds. */
export const MARKET_GROUPS = [
  { id: 'main', types: ['1x2', 'winner', 'double_chance'] },
  { id: 'goals', types: ['total', 'btts'] },
  { id: 'handicap', types: ['handicap'] },
  { id: 'correct_score', types: ['correct_score'] },
] as const satisfies readonly { id: string; types: readonly MarketType[] }[];
export type MarketGroupId = (typeof MARKET_GROUPS)[number]['id'];

export function groupOf(type: MarketType): MarketGroupId {
  for (const group of MARKET_GROUPS) {
    if ((group.types as readonly MarketType[]).includes(type)) return group.id;
  }
  return 'main';
}

/** The event list's market: the match result when there is one, else the first. */
export function mainMarket(event: Pick<SportsEvent, 'markets'>): Market | null {
  return (
    event.markets.find((market) => market.type === '1x2' || market.type === 'winner') ??
    event.markets[0] ??
    null
  );
}

/** A half line with its sign: 2.5 -> "2.5", -1.5 -> "-1.5", 1.5 -> "+1.5". */
export function signedLine(line: number): string {
  return line > 0 ? `+${line}` : String(line);
}

export interface Teams {
  home: string;
  away: string;
}

/** "Total 2.5", "Handicap", "Match result"... */
export function marketLabel(t: TFunction, type: MarketType, line: number | null): string {
  const name = t(`sports.market.${type}`);
  return type === 'total' && line !== null ? `${name} ${line}` : name;
}

/** "Over 2.5", "Draw", "Boca -1.5", "Boca or draw", "2-1", using the teams' names. */
export function outcomeLabel(
  t: TFunction,
  teams: Teams,
  type: MarketType,
  line: number | null,
  key: string,
): string {
  switch (type) {
    case '1x2':
    case 'winner':
      if (key === 'home') return teams.home;
      if (key === 'away') return teams.away;
      return t('sports.outcome.draw');
    case 'double_chance': {
      const [first, second] = key.split('_');
      const side = (part: string | undefined) =>
        part === 'home' ? teams.home : part === 'away' ? teams.away : t('sports.outcome.draw');
      return t('sports.outcome.or', { first: side(first), second: side(second) });
    }
    case 'total':
      return t(key === 'over' ? 'sports.outcome.over' : 'sports.outcome.under', {
        line: line ?? '',
      });
    case 'btts':
      return t(key === 'yes' ? 'sports.outcome.yes' : 'sports.outcome.no');
    case 'handicap': {
      const homeLine = line ?? 0;
      return key === 'home'
        ? `${teams.home} ${signedLine(homeLine)}`
        : `${teams.away} ${signedLine(-homeLine)}`;
    }
    case 'correct_score':
      return key === 'other' ? t('sports.outcome.other_score') : key.replace(':', '-');
  }
}

/** The short label of a list's odds cell: 1, X, 2 for the match result. */
export function shortOutcomeLabel(t: TFunction, type: MarketType, key: string): string {
  if (type === '1x2' || type === 'winner') {
    if (key === 'home') return '1';
    if (key === 'away') return '2';
    return 'X';
  }
  return t(`sports.outcome_short.${key}`, { defaultValue: key });
}
