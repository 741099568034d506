import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SportsSiteProvider, type SportsSite } from '../sports-site';
import { useSportsLive } from '../use-sports-live';
import { BetSlip } from './bet-slip';
import { OddsFormatSelect } from './odds-format-select';
import '../sports.css';
import '../sports-texts';

interface SportsShellProps {
  site: SportsSite;
  /** A partner's sportsbook the brand uses instead of ours (configuration `sports_url`). */
  partnerUrl: string | null;
  /** Other features' parts above the page (the app's: the player's tournaments), or none. */
  aside?: ReactNode;
  children: ReactNode;
}

function OwnSportsbook({ aside, children }: { aside?: ReactNode; children: ReactNode }) {
  useSportsLive();
  return (
    <div className="sportsbook">
      <div className="sportsbook__main">
        <div className="sportsbook__tools">
          <OddsFormatSelect />
        </div>
        {aside}
        {children}
      </div>
      <BetSlip />
    </div>
  );
}

/**
 * Every sports page: ours with the bet slip and live prices, or the partner's in a full
 * frame (then nothing of our sports API is called).
 */
export function SportsShell({ site, partnerUrl, aside, children }: SportsShellProps) {
  const { t } = useTranslation();
  if (partnerUrl) {
    return (
      <iframe
        className="sports-partner"
        src={partnerUrl}
        title={t('sports.partner.title')}
        data-testid="sports-partner"
        allow="fullscreen"
      />
    );
  }
  return (
    <SportsSiteProvider site={site}>
      <OwnSportsbook aside={aside}>{children}</OwnSportsbook>
    </SportsSiteProvider>
  );
}
