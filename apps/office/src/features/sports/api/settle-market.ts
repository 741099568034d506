import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_SPORTS_API,
  officeEventResponseSchema,
  type ManualResultRequest,
} from '@tribuna/contracts/sports-office';
import { api } from '../../../lib/http';
import { SPORTS_QUERY_KEY } from './sports-keys';

export async function settleMarket({
  marketId,
  outcomes,
}: { marketId: string } & ManualResultRequest) {
  const path = `${OFFICE_SPORTS_API.markets}/${encodeURIComponent(marketId)}/result`;
  const { response } = await api(path, officeEventResponseSchema, {
    method: 'POST',
    body: { outcomes },
  });
  return response;
}

export function useSettleMarket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleMarket,
    onSuccess: (event) =>
      queryClient.setQueryData([...SPORTS_QUERY_KEY, 'event', event.event.id], event),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SPORTS_QUERY_KEY }),
  });
}
