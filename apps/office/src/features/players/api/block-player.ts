import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OFFICE_API, officePlayerResponseSchema } from '@tribuna/contracts/office';
import { api } from '../../../lib/http';
import { playerQueryOptions } from './get-player';

export async function blockPlayer({ id, reason }: { id: string; reason: string }) {
  const path = `${OFFICE_API.players}/${encodeURIComponent(id)}/block`;
  const { response } = await api(path, officePlayerResponseSchema, {
    method: 'POST',
    body: { reason },
  });
  return response;
}

export function useBlockPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockPlayer,
    onSuccess: async (player) => {
      queryClient.setQueryData(playerQueryOptions(player.id).queryKey, player);
      await queryClient.invalidateQueries({ queryKey: ['office', 'players', 'list'] });
    },
  });
}
