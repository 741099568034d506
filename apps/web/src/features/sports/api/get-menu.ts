import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SportsMenu } from '@tribuna/contracts/sports';
import { apiRequest } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { SPORTS_PATHS, sportsKeys } from '../sports-keys';

/** `GET /api/sports/menu`: the sports and their competitions, with counts. */
export async function getMenu(): Promise<SportsMenu> {
  const answer = await apiRequest<{ response: SportsMenu }>('GET', SPORTS_PATHS.menu, {
    showErrors: false,
  });
  return answer.response;
}

export function menuQuery(language: string) {
  return queryOptions({
    queryKey: sportsKeys.menu(language),
    queryFn: getMenu,
    staleTime: 60_000,
  });
}

export function useMenu() {
  useTranslation();
  return useQuery(menuQuery(currentLanguage()));
}
