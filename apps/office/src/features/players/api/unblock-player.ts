import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OFFICE_API, officePlayerResponseSchema } from '@tribuna/contracts/office';
import { api } from '../../../lib/http';
import { playerQueryOptions } from './get-player';

export async function unblockPlayer({ id, reason }: { id: string; reason?: string }) {
  const path = `${OFFICE_API.players}/${encodeURIComponent(id)}/unblock`;
  const body = reason?.trim() ? { reason: reason.trim() } : {};
  const { response } = await api(path, officePlayerResponseSchema, { method: 'POST', body });
  return response;
}

export function useUnblockPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockPlayer,
    onSuccess: async (player) => {
      queryClient.setQueryData(playerQueryOptions(player.id).queryKey, player);
      await queryClient.invalidateQueries({ queryKey: ['office', 'players', 'list'] });
    },
  });
}
