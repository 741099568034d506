import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from '@tribuna/contracts/envelope';
import { OFFICE_SPORTS_API, type SimulatorScoreRequest } from '@tribuna/contracts/sports-office';
import { api } from '../../../lib/http';
import { SPORTS_QUERY_KEY } from './sports-keys';

export async function simulatorScore({
  eventId,
  side,
  points,
}: { eventId: string } & SimulatorScoreRequest) {
  const path = `${OFFICE_SPORTS_API.simulator}/events/${encodeURIComponent(eventId)}/score`;
  await api(path, okSchema, { method: 'POST', body: { side, points } });
}

export function useSimulatorScore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: simulatorScore,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SPORTS_QUERY_KEY }),
  });
}
