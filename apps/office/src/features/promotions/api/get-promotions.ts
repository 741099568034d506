import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_PROMOTIONS_API,
  officePromotionListResponseSchema,
  type OfficePromotion,
} from '@tribuna/contracts/promotions';
import { api } from '../../../lib/http';
import { PROMOTIONS_KEYS } from './promotions-keys';

/** `GET /api/office/promotions`: every promotion of the brand, live or not. */
export async function getPromotions(signal?: AbortSignal): Promise<OfficePromotion[]> {
  const { response } = await api(OFFICE_PROMOTIONS_API.base, officePromotionListResponseSchema, {
    signal,
  });
  return response.items;
}

export const promotionsQueryOptions = queryOptions({
  queryKey: PROMOTIONS_KEYS.all,
  queryFn: ({ signal }) => getPromotions(signal),
});

export function usePromotions() {
  return useQuery(promotionsQueryOptions);
}
