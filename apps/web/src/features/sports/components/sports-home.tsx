import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Sport } from '@tribuna/contracts/sports';
import type { SPORTS as SportsList } from '@tribuna/contracts/sports';
import { useEvents } from '../api/get-events';
import { useLive } from '../api/get-live';
import type { EventsFilter } from '../sports-keys';
import { EventList } from './event-row';
import { QueryState } from './query-state';
import { SportsMenu } from './sports-menu';
import '../sports-texts';

const SPORTS: typeof SportsList = ['football', 'basketball', 'tennis'];
const LIVE_STRIP_SIZE = 5;

function isSport(value: string | null): value is Sport {
  return value !== null && (SPORTS as readonly string[]).includes(value);
}

/** `/sports`: the menu, a live-now strip, featured and upcoming events (`?sport=&competition=`). */
export function SportsHome({ title }: { title: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sportParam = params.get('sport');
  const sport = isSport(sportParam) ? sportParam : undefined;
  const competition = params.get('competition') ?? undefined;
  const narrowed: EventsFilter = {
    ...(sport ? { sport } : {}),
    ...(competition ? { competition } : {}),
  };
  const live = useLive();
  const featured = useEvents({ ...narrowed, featured: true, status: 'not_started', limit: 10 });
  const upcoming = useEvents({ ...narrowed, status: 'not_started', limit: 50 });
  const liveNow = (live.data?.events ?? [])
    .filter(
      (event) =>
        (!sport || event.sport === sport) &&
        (!competition ||
          event.competition.slug === competition ||
          event.competition.id === competition),
    )
    .slice(0, LIVE_STRIP_SIZE);
  const featuredEvents = featured.data?.events ?? [];
  return (
    <div className="sports-home">
      <aside className="sports-home__menu">
        <SportsMenu />
      </aside>
      <div className="sports-home__main">
        <h1 className="sports-title">{title}</h1>
        {liveNow.length > 0 && (
          <section
            className="sports-section sports-section--live"
            aria-labelledby="sports-live-now"
          >
            <header className="sports-section__header">
              <h2 id="sports-live-now">{t('sports.sections.live_now')}</h2>
              <Link to="/live">{t('sports.sections.all_live')}</Link>
            </header>
            <EventList events={liveNow} label={t('sports.sections.live_now')} />
          </section>
        )}
        {featuredEvents.length > 0 && (
          <section className="sports-section" aria-labelledby="sports-featured">
            <h2 id="sports-featured">{t('sports.sections.featured')}</h2>
            <EventList events={featuredEvents} label={t('sports.sections.featured')} />
          </section>
        )}
        <section className="sports-section" aria-labelledby="sports-upcoming">
          <h2 id="sports-upcoming">{t('sports.sections.upcoming')}</h2>
          <QueryState
            isPending={upcoming.isPending}
            isError={upcoming.isError}
            retry={() => void upcoming.refetch()}
          >
            {upcoming.data?.events.length ? (
              <EventList events={upcoming.data.events} label={t('sports.sections.upcoming')} />
            ) : (
              <p className="sports-note">{t('sports.sections.empty')}</p>
            )}
          </QueryState>
        </section>
      </div>
    </div>
  );
}
