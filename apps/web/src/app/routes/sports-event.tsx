import { useParams } from 'react-router';
import { EventPage } from '../../features/sports/components/event-page';
import { SportsShell } from '../../features/sports/components/sports-shell';
import { useSiteConfiguration } from '../start-up';
import { usePageTitle } from '../use-page-title';
import { sportsSiteOf } from '../brand-money';

/** `/sports/:competition/:event`: one event and all its markets. */
export function SportsEventRoute() {
  usePageTitle('pages.titles.sport_event');
  const { competition = '', event = '' } = useParams();
  const configuration = useSiteConfiguration();
  if (!configuration) return null;
  return (
    <SportsShell site={sportsSiteOf(configuration)} partnerUrl={configuration.sports_url}>
      {/* A new event is a new page: nothing of the last one's state stays. */}
      <EventPage key={`${competition}/${event}`} competition={competition} slug={event} />
    </SportsShell>
  );
}
