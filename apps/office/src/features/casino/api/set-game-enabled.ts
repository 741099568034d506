import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OFFICE_CASINO_API, officeGameResponseSchema } from '@tribuna/contracts/casino-office';
import { api } from '../../../lib/http';
import { CASINO_QUERY_KEY } from './casino-keys';

export async function setGameEnabled({ slug, enabled }: { slug: string; enabled: boolean }) {
  const path = `${OFFICE_CASINO_API.games}/${encodeURIComponent(slug)}`;
  const { response } = await api(path, officeGameResponseSchema, {
    method: 'PATCH',
    body: { enabled },
  });
  return response;
}

export function useSetGameEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setGameEnabled,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...CASINO_QUERY_KEY, 'games'] }),
  });
}
