import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_PROMOTIONS_API,
  officePromotionResponseSchema,
  type OfficePromotion,
} from '@tribuna/contracts/promotions';
import { api } from '../../../lib/http';
import { PROMOTIONS_KEYS } from './promotions-keys';

/** `GET /api/office/promotions/:id`: one promotion, exactly as stored. */
export async function getPromotion(id: string, signal?: AbortSignal): Promise<OfficePromotion> {
  const { response } = await api(OFFICE_PROMOTIONS_API.one(id), officePromotionResponseSchema, {
    signal,
  });
  return response;
}

export function promotionQueryOptions(id: string) {
  return queryOptions({
    queryKey: PROMOTIONS_KEYS.one(id),
    queryFn: ({ signal }) => getPromotion(id, signal),
    // The editor holds its own draft: a background refetch must not overwrite typing.
    staleTime: Infinity,
  });
}

export function usePromotion(id: string) {
  return useQuery(promotionQueryOptions(id));
}
