import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@tribuna/contracts/languages';
import type { Promotion } from '@tribuna/contracts/promotions';
import { ApiError } from '../../../lib/api-error';
import { apiRequest, showApiError } from '../../../lib/http';
import { PROMOTIONS_CALL } from '../promotions-paths';

interface PromotionAnswer {
  response: Promotion;
}

/** A failed call other than "not available", already shown to the visitor. */
export class PromotionLoadError extends Error {
  constructor(readonly status: number) {
    super(`The promotion could not be loaded (${status})`);
    this.name = 'PromotionLoadError';
  }
}

/**
 * `GET /api/promotions/:id?language=`: one live promotion. "Not available" (ended, hidden,
 * unknown) is the page's own state, said with the server's words; any other failure goes to
 * the site's display once.
 */
export async function getPromotion(
  id: string,
  language: Language,
  signal?: AbortSignal,
): Promise<Promotion> {
  try {
    const answer = await apiRequest<PromotionAnswer>(
      'GET',
      `${PROMOTIONS_CALL}/${encodeURIComponent(id)}`,
      { query: { language }, auth: false, showErrors: false, ...(signal ? { signal } : {}) },
    );
    return answer.response;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // A malformed id is as unavailable as an unknown one.
    if (error.status === 404 || error.status === 400) throw error;
    showApiError(error).catch(() => undefined);
    throw new PromotionLoadError(error.status);
  }
}

export function promotionQuery(id: string, language: Language) {
  return queryOptions({
    queryKey: ['promotions', 'one', id, language],
    queryFn: ({ signal }) => getPromotion(id, language, signal),
    staleTime: 60_000,
  });
}

export function usePromotion(id: string, language: Language) {
  return useQuery(promotionQuery(id, language));
}
