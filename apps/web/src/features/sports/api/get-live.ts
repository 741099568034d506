import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { SPORTS_PATHS, sportsKeys } from '../sports-keys';
import type { EventsPage } from './get-events';

/** `GET /api/sports/live`: the events in play, with their main market. */
export async function getLive(): Promise<EventsPage> {
  const answer = await apiRequest<{ response: EventsPage }>('GET', SPORTS_PATHS.live, {
    showErrors: false,
  });
  return answer.response;
}

export function liveQuery(language: string) {
  return queryOptions({
    queryKey: sportsKeys.live(language),
    queryFn: getLive,
    staleTime: 30_000,
    // Events start and end between pushes of prices: the list is read again.
    refetchInterval: 60_000,
  });
}

export function useLive() {
  useTranslation();
  return useQuery(liveQuery(currentLanguage()));
}
