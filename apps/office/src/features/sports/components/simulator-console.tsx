import { useTranslation } from 'react-i18next';
import type { SportsEvent } from '@tribuna/contracts/sports';
import { Button } from '../../../components/ui/button';
import '../sports-texts';

/**
 * The simulated feed's console (platform owner): make a side score in a live event, or
 * end a live or upcoming match now (the feed settles it as at full time).
 */
export function SimulatorConsole({
  event,
  busy,
  onScore,
  onFinish,
}: {
  event: Pick<SportsEvent, 'home' | 'away' | 'status'>;
  busy: boolean;
  onScore: (side: 'home' | 'away') => void;
  onFinish: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="sports-simulator">
      <h2 id="sports-simulator">{t('sports.simulator.title')}</h2>
      <p className="muted small">{t('sports.simulator.hint')}</p>
      <div className="sports-console">
        {event.status === 'live' &&
          (['home', 'away'] as const).map((side) => (
            <Button key={side} disabled={busy} onClick={() => onScore(side)}>
              {t('sports.simulator.score', { team: side === 'home' ? event.home : event.away })}
            </Button>
          ))}
        <Button variant="danger" disabled={busy} onClick={onFinish}>
          {t('sports.simulator.finish')}
        </Button>
      </div>
      <p className="muted small">{t('sports.simulator.finish_hint')}</p>
    </section>
  );
}
