import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Configurations } from '@tribuna/contracts/configurations';
import type { Language } from '@tribuna/contracts/languages';
import { apiRequest } from '../../../lib/http';
import { pageMeta } from '../../../lib/page-meta';

interface ConfigurationsAnswer {
  response: { configurations: Configurations };
}

/** `POST /api/configurations` (guest) or `/api/auth/configurations` (player). */
export async function getConfiguration(
  language: Language | null,
  player: boolean,
): Promise<Configurations> {
  const body = {
    domain: window.location.hostname,
    hash: pageMeta().siteHash,
    ...(language ? { language } : {}),
  };
  const path = player ? '/auth/configurations' : '/configurations';
  const answer = await apiRequest<ConfigurationsAnswer>('POST', path, {
    body,
    auth: player,
    // A failed start-up has its own page.
    showErrors: false,
  });
  return answer.response.configurations;
}

export function configurationQuery(language: Language | null, player: boolean) {
  return queryOptions({
    queryKey: ['configuration', { language, player }],
    queryFn: () => getConfiguration(language, player),
    staleTime: 5 * 60_000,
  });
}

export function useConfiguration(language: Language | null, player: boolean) {
  return useQuery({ ...configurationQuery(language, player), placeholderData: (last) => last });
}
