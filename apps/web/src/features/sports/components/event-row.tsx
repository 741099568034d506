import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SportsEvent } from '@tribuna/contracts/sports';
import { currentLanguage } from '../../../lib/i18n';
import { mainMarket, shortOutcomeLabel } from '../market-labels';
import { formatStart, useSportsSite } from '../sports-site';
import { MatchClock, SideScore } from './match-clock';
import { OddsButton } from './odds-button';
import '../sports-texts';

export function eventPath(event: Pick<SportsEvent, 'competition' | 'slug'>): string {
  return `/sports/${encodeURIComponent(event.competition.slug)}/${encodeURIComponent(event.slug)}`;
}

/**
 * An event of a list: when (or the live score and clock), the teams, the main market's
 * prices in fixed cells, and a link to the rest of its markets. Every cell keeps its
 * width, so live changes never move the row.
 */
export function EventRow({ event }: { event: SportsEvent }) {
  const { t } = useTranslation();
  const site = useSportsSite();
  const market = mainMarket(event);
  const live = event.status === 'live';
  const more = Math.max(0, event.market_count - (market ? 1 : 0));
  const name = `${event.home} – ${event.away}`;
  return (
    <li className="event-row" data-testid="event-row" data-event={event.id}>
      <div className="event-row__when">
        {live ? (
          <MatchClock clock={event.clock} />
        ) : (
          <time dateTime={event.start_at}>
            {formatStart(event.start_at, currentLanguage(), site.timeZone)}
          </time>
        )}
        {live && <span className="event-row__live">{t('sports.status.live')}</span>}
      </div>
      <Link className="event-row__teams" to={eventPath(event)}>
        <span className="event-row__team">
          <span className="event-row__name" title={event.home}>
            {event.home}
          </span>
          {live && <SideScore score={event.score} side="home" sport={event.sport} />}
        </span>
        <span className="event-row__team">
          <span className="event-row__name" title={event.away}>
            {event.away}
          </span>
          {live && <SideScore score={event.score} side="away" sport={event.sport} />}
        </span>
      </Link>
      <div
        className={`event-row__odds event-row__odds--${market?.outcomes.length ?? 0}`}
        role="group"
        aria-label={name}
      >
        {market?.outcomes.map((outcome) => (
          <OddsButton
            key={outcome.key}
            event={event}
            market={market}
            outcome={outcome}
            caption={shortOutcomeLabel(t, market.type, outcome.key)}
          />
        ))}
      </div>
      <Link className="event-row__more" to={eventPath(event)}>
        {more > 0 ? t('sports.event.more_markets', { count: more }) : '›'}
        <span className="visually-hidden"> {name}</span>
      </Link>
    </li>
  );
}

export function EventList({ events, label }: { events: readonly SportsEvent[]; label: string }) {
  return (
    <ul className="event-list" aria-label={label}>
      {events.map((event) => (
        <EventRow key={event.id} event={event} />
      ))}
    </ul>
  );
}
