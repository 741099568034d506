import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OFFICE_MILES_API, officePlayerMilesResponseSchema } from '@tribuna/contracts/miles';
import { api } from '../../../lib/http';
import { MILES_QUERY_KEY } from './miles-keys';

/** Gives a player miles (audited); the key makes a retried click give them once. */
export async function awardMiles(input: {
  playerId: string;
  miles: number;
  note: string;
  key: string;
}) {
  const path = OFFICE_MILES_API.awards(encodeURIComponent(input.playerId));
  const { response } = await api(path, officePlayerMilesResponseSchema, {
    method: 'POST',
    body: { miles: input.miles, note: input.note },
    idempotencyKey: input.key,
  });
  return response;
}

export function useAwardMiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: awardMiles,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MILES_QUERY_KEY }),
  });
}
