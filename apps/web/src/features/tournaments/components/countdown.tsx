import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TournamentState } from '@tribuna/contracts/tournaments';
import { formatDateTime } from '../../../lib/date-time';
import { durationText } from '../tournaments-format';

/** The clock, read again every `tickMs`: only the countdown re-renders, not its page. */
function useNow(tickMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}

interface CountdownProps {
  state: TournamentState;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  /** The moment counted down to has come: the page reads the tournament again. */
  onElapsed?: () => void;
}

/**
 * To the start of an upcoming tournament, to the end of a running one, the end's date of a
 * finished one.
 */
export function Countdown({ state, startsAt, endsAt, timeZone, onElapsed }: CountdownProps) {
  const { t, i18n } = useTranslation();
  const now = useNow(1000);
  const target = Date.parse(state === 'upcoming' ? startsAt : endsAt);
  const left = target - now;
  const running = state === 'upcoming' || state === 'active';
  const elapsed = running && left <= 0;
  const told = useRef(false);
  useEffect(() => {
    if (!elapsed || told.current) return;
    told.current = true;
    onElapsed?.();
  }, [elapsed, onElapsed]);

  let text: string;
  if (state === 'cancelled') text = t('tournaments.cancelled');
  else if (state === 'finished')
    text = t('tournaments.finished_on', {
      date: formatDateTime(endsAt, i18n.language, timeZone),
    });
  else if (elapsed) text = t(state === 'upcoming' ? 'tournaments.starting' : 'tournaments.ending');
  else
    text = t(state === 'upcoming' ? 'tournaments.starts_in' : 'tournaments.ends_in', {
      time: durationText(left, t),
    });
  return (
    <span className={`tour-countdown tour-countdown--${state}`} data-testid="tournament-countdown">
      {running && <span className="tour-countdown__dot" aria-hidden="true" />}
      {/* Read out once, not every second. */}
      <span aria-live="off">{text}</span>
    </span>
  );
}
