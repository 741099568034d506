import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatOdds } from '@tribuna/contracts/odds-format';
import type { Market, Outcome, SportsEvent } from '@tribuna/contracts/sports';
import { isInSlip, toggleSelection, useSlip } from '../bet-slip-store';
import { outcomeLabel } from '../market-labels';
import { useOddsFormat } from '../odds-preference';
import '../sports-texts';

interface OddsButtonProps {
  event: Pick<
    SportsEvent,
    'id' | 'home' | 'away' | 'slug' | 'competition' | 'status' | 'min_stake'
  >;
  market: Market;
  outcome: Outcome;
  /** What the button shows above the price (1, X, 2 in lists; the outcome on the event page). */
  caption?: string;
}

/** How long a changed price keeps its up/down colour. */
export const FLASH_MS = 1500;

/**
 * A price that goes in or out of the slip. A live change keeps the same element and
 * only changes its text, with a short colour flash for the way it moved; a locked
 * (suspended) price is shown but cannot be picked.
 */
export function OddsButton({ event, market, outcome, caption }: OddsButtonProps) {
  const { t } = useTranslation();
  const format = useOddsFormat();
  const slip = useSlip();
  const button = useRef<HTMLButtonElement>(null);
  const shown = useRef(outcome.odds);
  const selected = isInSlip(slip, market.id, outcome.key);
  const locked = market.status !== 'open' || !outcome.active;
  const name = outcomeLabel(t, event, market.type, market.line, outcome.key);
  const price = formatOdds(outcome.odds, format);

  useEffect(() => {
    const before = shown.current;
    shown.current = outcome.odds;
    const element = button.current;
    if (!element || before === outcome.odds) return;
    element.dataset.move = outcome.odds > before ? 'up' : 'down';
    const timer = setTimeout(() => delete element.dataset.move, FLASH_MS);
    return () => clearTimeout(timer);
  }, [outcome.odds]);

  function pick() {
    toggleSelection({
      market_id: market.id,
      outcome: outcome.key,
      odds: outcome.odds,
      previous_odds: null,
      event_id: event.id,
      home: event.home,
      away: event.away,
      competition_slug: event.competition.slug,
      event_slug: event.slug,
      market_type: market.type,
      line: market.line,
      live: event.status === 'live',
      available: true,
      min_stake: event.min_stake,
    });
  }

  return (
    <button
      ref={button}
      type="button"
      className="odds-button"
      data-testid="odds-button"
      data-outcome={outcome.key}
      aria-pressed={selected}
      disabled={locked}
      onClick={pick}
    >
      {/* The name said to assistive tech; the visible parts (1/X/2, the price) are in it. */}
      <span className="visually-hidden">
        {outcome.result
          ? `${name}:`
          : locked
            ? t('sports.odds.locked', { outcome: name })
            : t('sports.odds.pick', { outcome: name })}{' '}
      </span>
      {caption !== undefined && (
        <span className="odds-button__caption" aria-hidden="true" title={caption}>
          {caption}
        </span>
      )}
      {outcome.result ? (
        <span className={`odds-button__result odds-button__result--${outcome.result}`}>
          {t(`sports.result.${outcome.result}`)}
        </span>
      ) : locked ? (
        <span className="odds-button__lock" aria-hidden="true" />
      ) : (
        <span className="odds-button__price" data-testid="odds-price">
          {price}
        </span>
      )}
    </button>
  );
}
