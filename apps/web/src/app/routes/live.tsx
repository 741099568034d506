import { useTranslation } from 'react-i18next';
import { LivePage } from '../../features/sports/components/live-page';
import { SportsShell } from '../../features/sports/components/sports-shell';
import { useSiteConfiguration } from '../start-up';
import { TournamentsWidget } from '../tournaments-widget';
import { usePageTitle } from '../use-page-title';
import { sportsSiteOf } from '../brand-money';

/** `/live`: the events in play. */
export function LiveRoute() {
  const { t } = useTranslation();
  usePageTitle('pages.titles.live');
  const configuration = useSiteConfiguration();
  if (!configuration) return null;
  return (
    <SportsShell
      site={sportsSiteOf(configuration)}
      partnerUrl={configuration.sports_url}
      aside={<TournamentsWidget product="sports" game={null} />}
    >
      <LivePage title={t('pages.titles.live')} />
    </SportsShell>
  );
}
