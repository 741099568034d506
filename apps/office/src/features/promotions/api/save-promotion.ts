import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_PROMOTIONS_API,
  officePromotionResponseSchema,
  type OfficePromotion,
  type OfficePromotionRequest,
} from '@tribuna/contracts/promotions';
import { api } from '../../../lib/http';
import { PROMOTIONS_KEYS } from './promotions-keys';

/** `PUT /api/office/promotions/:id`: replaces a promotion's fields and texts. */
export async function savePromotion({
  id,
  body,
}: {
  id: string;
  body: OfficePromotionRequest;
}): Promise<OfficePromotion> {
  const { response } = await api(OFFICE_PROMOTIONS_API.one(id), officePromotionResponseSchema, {
    method: 'PUT',
    body,
  });
  return response;
}

export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePromotion,
    onSuccess: async (promotion) => {
      queryClient.setQueryData(PROMOTIONS_KEYS.one(promotion.id), promotion);
      await queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEYS.all, exact: true });
    },
  });
}
