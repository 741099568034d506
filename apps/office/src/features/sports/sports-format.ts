import type { TFunction } from 'i18next';
import type { Market, SportsEvent } from '@tribuna/contracts/sports';
import './sports-texts';

/** Lines read with their sign where it matters (a handicap of +1.5). */
function lineText(market: Pick<Market, 'type' | 'line'>): string {
  if (market.line === null) return '';
  return market.type === 'handicap' && market.line > 0 ? `+${market.line}` : String(market.line);
}

/** A market's name as the desk shows it: its type, and its line when it has one. */
export function marketName(t: TFunction, market: Pick<Market, 'type' | 'line'>): string {
  const name = t(`sports.market.${market.type}`);
  return market.line === null ? name : `${name} ${lineText(market)}`;
}

/** An outcome's name: team names for home and away, words for the others, scores as they are. */
export function outcomeName(
  t: TFunction,
  event: Pick<SportsEvent, 'home' | 'away'>,
  key: string,
): string {
  switch (key) {
    case 'home':
      return event.home;
    case 'away':
      return event.away;
    case 'draw':
    case 'over':
    case 'under':
    case 'yes':
    case 'no':
    case 'other':
      return t(`sports.outcome.${key}`);
    case 'home_draw':
      return `${event.home} / ${t('sports.outcome.draw')}`;
    case 'home_away':
      return `${event.home} / ${event.away}`;
    case 'draw_away':
      return `${t('sports.outcome.draw')} / ${event.away}`;
    default:
      return key;
  }
}

/** The score as "2 – 1", with the tennis game's points when there are some. */
export function scoreText(event: Pick<SportsEvent, 'score'>): string {
  const { score } = event;
  if (!score) return '—';
  const main = `${score.home} – ${score.away}`;
  return score.game ? `${main} (${score.game.home}–${score.game.away})` : main;
}

/** Basis points as a percentage for a form ("6" for 600, "6.5" for 650). */
export function bpToPercent(bp: number): string {
  return String(bp / 100);
}

/** A percentage typed in a form as basis points, or null when it is not a number. */
export function percentToBp(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(value)) return null;
  return Math.round(value * 100);
}
