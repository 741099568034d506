import { useParams } from 'react-router';
import { useEvent } from '../../features/sports/api/get-event';
import { EventPage } from '../../features/sports/components/event-page';
import { SportsShell } from '../../features/sports/components/sports-shell';
import { useSiteConfiguration } from '../start-up';
import { TournamentsWidget } from '../tournaments-widget';
import { usePageTitle } from '../use-page-title';
import { sportsSiteOf } from '../brand-money';

/** `/sports/:competition/:event`: one event and all its markets. */
export function SportsEventRoute() {
  const { competition = '', event = '' } = useParams();
  const configuration = useSiteConfiguration();
  // The same query as the page's (one request): the tab names the match once it is known.
  // A partner's sportsbook has the page: ours asks for nothing.
  const { data } = useEvent(competition, event, {
    enabled: Boolean(configuration) && !configuration?.sports_url,
  });
  usePageTitle('pages.titles.sport_event', data ? `${data.home} – ${data.away}` : null);
  if (!configuration) return null;
  return (
    <SportsShell
      site={sportsSiteOf(configuration)}
      partnerUrl={configuration.sports_url}
      // The tournaments counting this event's sport, once the event says which it is.
      aside={data ? <TournamentsWidget product="sports" game={data.sport} /> : null}
    >
      {/* A new event is a new page: nothing of the last one's state stays. */}
      <EventPage key={`${competition}/${event}`} competition={competition} slug={event} />
    </SportsShell>
  );
}
