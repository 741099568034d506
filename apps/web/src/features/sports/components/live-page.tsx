import { useTranslation } from 'react-i18next';
import type { Sport, SportsEvent } from '@tribuna/contracts/sports';
import { useLive } from '../api/get-live';
import { EventList } from './event-row';
import { QueryState } from './query-state';
import '../sports-texts';

function bySport(events: readonly SportsEvent[]): [Sport, SportsEvent[]][] {
  const groups = new Map<Sport, SportsEvent[]>();
  for (const event of events) {
    const group = groups.get(event.sport) ?? [];
    group.push(event);
    groups.set(event.sport, group);
  }
  return [...groups.entries()];
}

/** `/live`: the events in play by sport, prices and scores changing in place. */
export function LivePage({ title }: { title: string }) {
  const { t } = useTranslation();
  const live = useLive();
  const groups = bySport(live.data?.events ?? []);
  return (
    <div className="sports-live">
      <h1 className="sports-title">{title}</h1>
      <QueryState
        isPending={live.isPending}
        isError={live.isError}
        retry={() => void live.refetch()}
      >
        {groups.length === 0 ? (
          <p className="sports-note">{t('sports.sections.live_empty')}</p>
        ) : (
          groups.map(([sport, events]) => (
            <section key={sport} className="sports-section" aria-labelledby={`live-${sport}`}>
              <h2 id={`live-${sport}`}>{t(`sports.sport.${sport}`)}</h2>
              <EventList events={events} label={t(`sports.sport.${sport}`)} />
            </section>
          ))
        )}
      </QueryState>
    </div>
  );
}
