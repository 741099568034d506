import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@tribuna/contracts/languages';
import type { Promotion, PromotionType } from '@tribuna/contracts/promotions';
import { apiRequest } from '../../../lib/http';
import { PROMOTIONS_CALL } from '../promotions-paths';

interface PromotionsAnswer {
  response: { items: Promotion[] };
}

/** `GET /api/promotions?type=&language=`: the brand's live promotions, in the office's order. */
export async function getPromotions(
  type: PromotionType | undefined,
  language: Language,
  signal?: AbortSignal,
): Promise<Promotion[]> {
  const answer = await apiRequest<PromotionsAnswer>('GET', PROMOTIONS_CALL, {
    query: { type, language },
    // The same for guests and players: no token to send or to refresh.
    auth: false,
    ...(signal ? { signal } : {}),
  });
  return answer.response.items;
}

export function promotionsQuery(type: PromotionType | undefined, language: Language) {
  return queryOptions({
    queryKey: ['promotions', 'list', type ?? 'all', language],
    queryFn: ({ signal }) => getPromotions(type, language, signal),
    staleTime: 60_000,
  });
}

export function usePromotions(type: PromotionType | undefined, language: Language) {
  return useQuery(promotionsQuery(type, language));
}
