import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OFFICE_SPORTS_API, officeEventResponseSchema } from '@tribuna/contracts/sports-office';
import { api } from '../../../lib/http';
import { SPORTS_QUERY_KEY } from './sports-keys';

export interface SuspensionChange {
  target: 'event' | 'market';
  id: string;
  suspended: boolean;
}

export async function setSuspension({ target, id, suspended }: SuspensionChange) {
  const base = target === 'event' ? OFFICE_SPORTS_API.events : OFFICE_SPORTS_API.markets;
  const path = `${base}/${encodeURIComponent(id)}/suspension`;
  const { response } = await api(path, officeEventResponseSchema, {
    method: 'PUT',
    body: { suspended },
  });
  return response;
}

export function useSetSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSuspension,
    onSuccess: (event) =>
      queryClient.setQueryData([...SPORTS_QUERY_KEY, 'event', event.event.id], event),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SPORTS_QUERY_KEY }),
  });
}
