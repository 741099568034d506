import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_PAYMENTS_API,
  officePlayerWalletResponseSchema,
  type OfficePlayerWallet,
} from '@tribuna/contracts/wallet';
import { api } from '../../../lib/http';
import { PAYMENTS_QUERY_KEY } from './payments-keys';

export async function getPlayerWallet(
  playerId: string,
  signal?: AbortSignal,
): Promise<OfficePlayerWallet> {
  const path = `${OFFICE_PAYMENTS_API.players}/${encodeURIComponent(playerId)}/wallet`;
  const { response } = await api(path, officePlayerWalletResponseSchema, { signal });
  return response;
}

export function playerWalletQueryOptions(playerId: string) {
  return queryOptions({
    queryKey: [...PAYMENTS_QUERY_KEY, 'player-wallet', playerId],
    queryFn: ({ signal }) => getPlayerWallet(playerId, signal),
  });
}

export function usePlayerWallet(playerId: string) {
  return useQuery(playerWalletQueryOptions(playerId));
}
