import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SportsEvent } from '@tribuna/contracts/sports';
import { apiRequest } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { SPORTS_PATHS, sportsKeys, type EventsFilter } from '../sports-keys';

export interface EventsPage {
  events: SportsEvent[];
  total: number;
}

/** `GET /api/sports/events`: events with their main market. */
export async function getEvents(filter: EventsFilter): Promise<EventsPage> {
  const answer = await apiRequest<{ response: EventsPage }>('GET', SPORTS_PATHS.events, {
    query: {
      sport: filter.sport,
      competition: filter.competition,
      status: filter.status,
      featured: filter.featured === undefined ? undefined : String(filter.featured),
      limit: filter.limit,
    },
    showErrors: false,
  });
  return answer.response;
}

export function eventsQuery(filter: EventsFilter, language: string) {
  return queryOptions({
    queryKey: sportsKeys.events(filter, language),
    queryFn: () => getEvents(filter),
    // Prices arrive live; the list itself is read again now and then for new events.
    staleTime: 30_000,
    refetchInterval: 120_000,
  });
}

export function useEvents(filter: EventsFilter, enabled = true) {
  useTranslation();
  return useQuery({ ...eventsQuery(filter, currentLanguage()), enabled });
}
