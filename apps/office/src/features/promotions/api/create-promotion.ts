import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_PROMOTIONS_API,
  officePromotionResponseSchema,
  type OfficePromotion,
  type OfficePromotionRequest,
} from '@tribuna/contracts/promotions';
import { api } from '../../../lib/http';
import { PROMOTIONS_KEYS } from './promotions-keys';

/** `POST /api/office/promotions`: a new promotion. */
export async function createPromotion(body: OfficePromotionRequest): Promise<OfficePromotion> {
  const { response } = await api(OFFICE_PROMOTIONS_API.base, officePromotionResponseSchema, {
    method: 'POST',
    body,
  });
  return response;
}

export function useCreatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromotion,
    onSuccess: async (promotion) => {
      queryClient.setQueryData(PROMOTIONS_KEYS.one(promotion.id), promotion);
      await queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEYS.all, exact: true });
    },
  });
}
