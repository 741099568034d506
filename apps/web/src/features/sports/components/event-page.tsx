import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Market, SportsEvent } from '@tribuna/contracts/sports';
import { ApiError } from '../../../lib/api-error';
import { currentLanguage } from '../../../lib/i18n';
import { useEvent } from '../api/get-event';
import { groupOf, marketLabel, MARKET_GROUPS, outcomeLabel } from '../market-labels';
import { formatStart, useSportsSite } from '../sports-site';
import { MatchClock, SideScore, StatusBadge } from './match-clock';
import { OddsButton } from './odds-button';
import { QueryState } from './query-state';
import '../sports-texts';

function MarketBlock({ event, market }: { event: SportsEvent; market: Market }) {
  const { t } = useTranslation();
  const title = marketLabel(t, market.type, market.line);
  const headingId = `market-${market.id}`;
  return (
    <section
      className={`market market--${market.status}`}
      aria-labelledby={headingId}
      data-testid="market"
      data-market={market.id}
    >
      <h3 id={headingId} className="market__title">
        {title}
        {market.status !== 'open' && (
          <span className="market__status">{t(`sports.market_status.${market.status}`)}</span>
        )}
      </h3>
      <div className={`market__outcomes market__outcomes--${Math.min(market.outcomes.length, 3)}`}>
        {market.outcomes.map((outcome) => (
          <OddsButton
            key={outcome.key}
            event={event}
            market={market}
            outcome={outcome}
            caption={outcomeLabel(t, event, market.type, market.line, outcome.key)}
          />
        ))}
      </div>
    </section>
  );
}

function EventHeader({ event }: { event: SportsEvent }) {
  const { t } = useTranslation();
  const site = useSportsSite();
  const live = event.status === 'live';
  return (
    <header className="event-header">
      <p className="event-header__competition">
        {t(`sports.sport.${event.sport}`)} · {event.competition.name}
      </p>
      <h1 className="event-header__title">
        <span className="event-header__team" title={event.home}>
          {event.home}
        </span>
        <span className="event-header__score">
          <span className="visually-hidden">{t('sports.event.score')}</span>
          {event.score ? (
            <>
              <SideScore score={event.score} side="home" sport={event.sport} />
              <span aria-hidden="true">–</span>
              <SideScore score={event.score} side="away" sport={event.sport} />
            </>
          ) : (
            <span aria-hidden="true">–</span>
          )}
        </span>
        <span className="event-header__team" title={event.away}>
          {event.away}
        </span>
      </h1>
      <p className="event-header__state">
        <StatusBadge status={event.status} />
        {live ? (
          <MatchClock clock={event.clock} />
        ) : (
          event.status === 'not_started' && (
            <time dateTime={event.start_at}>
              {t('sports.event.starts', {
                time: formatStart(event.start_at, currentLanguage(), site.timeZone),
              })}
            </time>
          )
        )}
      </p>
    </header>
  );
}

/** `/sports/:competition/:event`: the event's state and every market, by group. */
export function EventPage({ competition, slug }: { competition: string; slug: string }) {
  const { t } = useTranslation();
  const query = useEvent(competition, slug);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  if (notFound) {
    return (
      <div className="sports-event">
        <h1 className="sports-event__missing">{t('sports.event.not_found')}</h1>
        <Link to="/sports">{t('sports.event.back')}</Link>
      </div>
    );
  }
  const event = query.data;
  return (
    <div className="sports-event">
      <Link className="sports-event__back" to="/sports">
        {t('sports.event.back')}
      </Link>
      <QueryState
        isPending={query.isPending}
        isError={query.isError}
        retry={() => void query.refetch()}
      >
        {event && (
          <>
            <EventHeader event={event} />
            {event.markets.length === 0 && (
              <p className="sports-note">{t('sports.event.no_markets')}</p>
            )}
            {MARKET_GROUPS.map((group) => {
              const markets = event.markets.filter((market) => groupOf(market.type) === group.id);
              if (markets.length === 0) return null;
              return (
                <section
                  key={group.id}
                  className="market-group"
                  aria-labelledby={`group-${group.id}`}
                >
                  <h2 id={`group-${group.id}`} className="market-group__title">
                    {t(`sports.group.${group.id}`)}
                  </h2>
                  {markets.map((market) => (
                    <MarketBlock key={market.id} event={event} market={market} />
                  ))}
                </section>
              );
            })}
          </>
        )}
      </QueryState>
    </div>
  );
}
