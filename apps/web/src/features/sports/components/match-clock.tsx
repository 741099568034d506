import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Clock, EventStatus, Score, Sport } from '@tribuna/contracts/sports';
import '../sports-texts';

function minutesSeconds(total: number): string {
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** The clock's time, counting on by itself between pushes while the clock runs. */
function Ticker({ seconds, running }: { seconds: number; running: boolean }) {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!running) return;
    const start = Date.now();
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - start) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return <>{minutesSeconds(seconds + elapsed)}</>;
}

/** Period and time of a live event ("2nd half 67:12", "Set 3"). */
export function MatchClock({ clock }: { clock: Clock | null }) {
  const { t } = useTranslation();
  if (!clock) return null;
  return (
    <span className="match-clock" data-testid="match-clock">
      <span className="match-clock__period">
        {t(`sports.period.${clock.period}`, { defaultValue: clock.period })}
      </span>
      {clock.seconds !== null && (
        <span className="match-clock__time">
          {/* A push restarts the local count from the server's time. */}
          <Ticker
            key={`${clock.period}:${clock.seconds}:${String(clock.running)}`}
            seconds={clock.seconds}
            running={clock.running}
          />
        </span>
      )}
    </span>
  );
}

/** One side's score, with a tennis game's points. */
export function SideScore({
  score,
  side,
  sport,
}: {
  score: Score | null;
  side: 'home' | 'away';
  sport: Sport;
}) {
  const { t } = useTranslation();
  if (!score) return null;
  return (
    <span className="side-score" data-testid={`score-${side}`}>
      {sport === 'tennis' && score.serving === side && (
        <span className="side-score__serve" title={t('sports.event.serving')}>
          ●
        </span>
      )}
      <span className="side-score__main">{score[side]}</span>
      {score.game && <span className="side-score__game">{score.game[side]}</span>}
    </span>
  );
}

export function StatusBadge({ status }: { status: EventStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge status-badge--${status}`}>{t(`sports.status.${status}`)}</span>
  );
}
