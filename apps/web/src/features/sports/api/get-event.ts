import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SportsEvent } from '@tribuna/contracts/sports';
import { ApiError } from '../../../lib/api-error';
import { apiRequest } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { SPORTS_PATHS, sportsKeys } from '../sports-keys';

/** `GET /api/sports/events/:competition/:event`: one event with every market. */
export async function getEvent(competition: string, event: string): Promise<SportsEvent> {
  const answer = await apiRequest<{ response: SportsEvent }>(
    'GET',
    SPORTS_PATHS.event(competition, event),
    { showErrors: false },
  );
  return answer.response;
}

export function eventQuery(competition: string, event: string, language: string) {
  return queryOptions({
    queryKey: sportsKeys.event(competition, event, language),
    queryFn: () => getEvent(competition, event),
    staleTime: 30_000,
    // A missing event is said at once; anything else is tried once more.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
}

/** `enabled: false` asks for nothing (a brand whose sportsbook is a partner's). */
export function useEvent(competition: string, event: string, options: { enabled?: boolean } = {}) {
  useTranslation();
  return useQuery({
    ...eventQuery(competition, event, currentLanguage()),
    enabled: options.enabled ?? true,
  });
}
