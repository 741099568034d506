import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SportsEvent } from '@tribuna/contracts/sports';
import { useEvents } from '../api/get-events';
import { useLive } from '../api/get-live';
import type { EventsFilter } from '../sports-keys';
import { useSlip } from '../bet-slip-store';
import { SportsSiteProvider, type SportsSite } from '../sports-site';
import { useSportsLive } from '../use-sports-live';
import { EventList } from './event-row';
import { QueryState } from './query-state';
import '../sports.css';
import '../sports-texts';

/** How many events in play the home shows; the rest are a click away on /live. */
export const HOME_LIVE_SIZE = 4;
/** How many featured matches the home shows. */
export const HOME_FEATURED_SIZE = 6;
// The slip's code (stakes, placement, the player's bets, the messages it may say) weighs more
// than the lists: the home fetches it with the first pick, so a visitor who only looks at the
// home does not download it (the first page's budget, decision 0013).
const BetSlip = lazy(() => import('./bet-slip').then((module) => ({ default: module.BetSlip })));

// The same filter as the featured list of /sports, so both pages share one cached copy.
const FEATURED: EventsFilter = { featured: true, status: 'not_started', limit: 10 };

interface HighlightProps {
  title: string;
  /** Where "See all" leads. */
  path: string;
  query: { isPending: boolean; isError: boolean; refetch: () => Promise<unknown> };
  events: readonly SportsEvent[];
  empty: string;
}

/** A list of the home's sports section under its title, with a way to the full list. */
function Highlight({ title, path, query, events, empty }: HighlightProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="sports-highlights__part" aria-labelledby={titleId}>
      <div className="sports-highlights__head">
        <h3 id={titleId}>{title}</h3>
        <Link to={path} aria-label={t('sports.home.see_all_label', { name: title })}>
          {t('sports.home.see_all')}
        </Link>
      </div>
      <QueryState
        isPending={query.isPending}
        isError={query.isError}
        retry={() => void query.refetch()}
      >
        {events.length > 0 ? (
          <EventList events={events} label={title} />
        ) : (
          <p className="sports-note">{empty}</p>
        )}
      </QueryState>
    </section>
  );
}

/**
 * The sportsbook's one slip (its picks are the same on every page). Until it holds a pick, a
 * stand-in says how to fill it, in the same place, so the first pick moves nothing.
 */
function HomeSlip() {
  const { t } = useTranslation();
  const picks = useSlip().selections.length;
  // Once there it stays, so what the slip says after a placement (emptied) is still read.
  const [wanted, setWanted] = useState(picks > 0);
  if (!wanted && picks > 0) setWanted(true);
  const standIn = (
    <aside className="bet-slip" aria-label={t('sports.slip.title')}>
      <p className="bet-slip__stand-in">{t('sports.slip.title')}</p>
      <p className="sports-note">{t('sports.slip.empty')}</p>
    </aside>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <BetSlip />
    </Suspense>
  );
}

function Highlights({ title }: { title: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  // The same live channel and cache as the sports pages: prices and scores change in place.
  useSportsLive();
  const live = useLive();
  const featured = useEvents(FEATURED);
  const liveTitle = t('sports.sections.live_now');
  return (
    <section className="sports-highlights" aria-labelledby={titleId}>
      <div className="sports-highlights__head">
        <h2 id={titleId} className="sports-highlights__title">
          {title}
        </h2>
        {/* As the casino's sections of the home lead to their lobbies. */}
        <Link
          className="button button--ghost"
          to="/sports"
          aria-label={t('sports.home.see_all_label', { name: title })}
        >
          {t('sports.home.see_all')}
        </Link>
      </div>
      <div className="sports-highlights__book">
        <div className="sports-highlights__lists">
          <Highlight
            title={liveTitle}
            path="/live"
            query={live}
            events={(live.data?.events ?? []).slice(0, HOME_LIVE_SIZE)}
            empty={t('sports.sections.live_empty')}
          />
          <Highlight
            title={t('sports.home.featured')}
            path="/sports"
            query={featured}
            events={(featured.data?.events ?? []).slice(0, HOME_FEATURED_SIZE)}
            empty={t('sports.home.featured_empty')}
          />
        </div>
        <HomeSlip />
      </div>
    </section>
  );
}

interface SportsHighlightsProps {
  site: SportsSite;
  /** The section's title: the product's name. */
  title: string;
}

/**
 * The sportsbook on the home: events in play and featured matches with their main prices,
 * live as on /live, and the bet slip their prices go to.
 */
export function SportsHighlights({ site, title }: SportsHighlightsProps) {
  return (
    <SportsSiteProvider site={site}>
      <Highlights title={title} />
    </SportsSiteProvider>
  );
}
