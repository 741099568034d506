import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Sport } from '@tribuna/contracts/sports';
import {
  OFFICE_SPORTS_API,
  sportSettingsResponseSchema,
  type SportSettingsRequest,
} from '@tribuna/contracts/sports-office';
import { api } from '../../../lib/http';
import { SPORTS_QUERY_KEY } from './sports-keys';

export async function saveSportSettings({
  sport,
  settings,
}: {
  sport: Sport;
  settings: SportSettingsRequest;
}) {
  const path = `${OFFICE_SPORTS_API.settings}/${encodeURIComponent(sport)}`;
  const { response } = await api(path, sportSettingsResponseSchema, {
    method: 'PUT',
    body: settings,
  });
  return response;
}

export function useSaveSportSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSportSettings,
    onSuccess: (settings) => queryClient.setQueryData([...SPORTS_QUERY_KEY, 'settings'], settings),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SPORTS_QUERY_KEY }),
  });
}
