import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_PROMOTIONS_API,
  officePromotionResponseSchema,
  type OfficePromotion,
} from '@tribuna/contracts/promotions';
import { api } from '../../../lib/http';
import { PROMOTIONS_KEYS } from './promotions-keys';

/** `DELETE /api/office/promotions/:id`: answers the deleted promotion. */
export async function deletePromotion(id: string): Promise<OfficePromotion> {
  const { response } = await api(OFFICE_PROMOTIONS_API.one(id), officePromotionResponseSchema, {
    method: 'DELETE',
  });
  return response;
}

export function useDeletePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePromotion,
    onSuccess: async (promotion) => {
      queryClient.removeQueries({ queryKey: PROMOTIONS_KEYS.one(promotion.id) });
      await queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEYS.all, exact: true });
    },
  });
}
