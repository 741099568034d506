import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_SPORTS_API,
  simulatorFinishResponseSchema,
  type SimulatorFinished,
} from '@tribuna/contracts/sports-office';
import { api } from '../../../lib/http';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { SPORTS_QUERY_KEY } from './sports-keys';

/** The simulated feed plays the event to its final whistle now and settles it. */
export async function simulatorFinish({
  eventId,
}: {
  eventId: string;
}): Promise<SimulatorFinished> {
  const path = `${OFFICE_SPORTS_API.simulator}/events/${encodeURIComponent(eventId)}/finish`;
  const answer = await api(path, simulatorFinishResponseSchema, {
    method: 'POST',
    // One key per click, so a retried request ends the match once.
    idempotencyKey: newIdempotencyKey(),
  });
  return answer.response;
}

export function useSimulatorFinish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: simulatorFinish,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SPORTS_QUERY_KEY }),
  });
}
