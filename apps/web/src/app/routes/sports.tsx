import { useTranslation } from 'react-i18next';
import { SportsHome } from '../../features/sports/components/sports-home';
import { SportsShell } from '../../features/sports/components/sports-shell';
import { sportsSiteOf } from '../brand-money';
import { useSiteConfiguration } from '../start-up';
import { TournamentsWidget } from '../tournaments-widget';
import { usePageTitle } from '../use-page-title';

/** `/sports`: our sportsbook, or the brand's partner's in a frame. */
export function SportsRoute() {
  const { t } = useTranslation();
  usePageTitle('pages.titles.sports');
  const configuration = useSiteConfiguration();
  if (!configuration) return null;
  return (
    <SportsShell
      site={sportsSiteOf(configuration)}
      partnerUrl={configuration.sports_url}
      aside={<TournamentsWidget product="sports" game={null} />}
    >
      <SportsHome title={t('pages.titles.sports')} />
    </SportsShell>
  );
}
