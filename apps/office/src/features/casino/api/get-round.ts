import { queryOptions, useQuery } from '@tanstack/react-query';
import { OFFICE_CASINO_API, officeRoundResponseSchema } from '@tribuna/contracts/casino-office';
import { api } from '../../../lib/http';
import { CASINO_QUERY_KEY } from './casino-keys';

export async function getRound(id: string, signal?: AbortSignal) {
  const path = `${OFFICE_CASINO_API.rounds}/${encodeURIComponent(id)}`;
  const { response } = await api(path, officeRoundResponseSchema, { signal });
  return response;
}

export function roundQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...CASINO_QUERY_KEY, 'round', id],
    queryFn: ({ signal }) => getRound(id, signal),
  });
}

export function useRound(id: string) {
  return useQuery(roundQueryOptions(id));
}
