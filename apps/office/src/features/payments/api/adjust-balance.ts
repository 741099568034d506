import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_PAYMENTS_API,
  officePlayerWalletResponseSchema,
  type AdjustmentRequest,
  type OfficePlayerWallet,
} from '@tribuna/contracts/wallet';
import { api } from '../../../lib/http';
import { playerWalletQueryOptions } from './get-player-wallet';
import { PAYMENTS_QUERY_KEY } from './payments-keys';

export async function adjustBalance({
  idempotencyKey,
  ...body
}: AdjustmentRequest & { idempotencyKey: string }): Promise<OfficePlayerWallet> {
  const { response } = await api(
    OFFICE_PAYMENTS_API.adjustments,
    officePlayerWalletResponseSchema,
    {
      method: 'POST',
      body,
      idempotencyKey,
    },
  );
  return response;
}

export function useAdjustBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustBalance,
    onSuccess: async (wallet) => {
      queryClient.setQueryData(playerWalletQueryOptions(wallet.player_id).queryKey, wallet);
      await queryClient.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEY });
    },
  });
}
