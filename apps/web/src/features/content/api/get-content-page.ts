import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPage } from '@tribuna/contracts/content';
import type { ContentSlug } from '@tribuna/contracts/content-body';
import type { Language } from '@tribuna/contracts/languages';
import { apiRequest } from '../../../lib/http';

interface ContentPageAnswer {
  response: ContentPage;
}

/** `GET /api/content/:slug?language=`: the brand's page, in the language or a fallback. */
export async function getContentPage(
  slug: ContentSlug,
  language: Language,
  signal?: AbortSignal,
): Promise<ContentPage> {
  const answer = await apiRequest<ContentPageAnswer>('GET', `/content/${slug}`, {
    query: { language },
    auth: false,
    ...(signal ? { signal } : {}),
  });
  return answer.response;
}

export function contentPageQuery(slug: ContentSlug, language: Language) {
  return queryOptions({
    queryKey: ['content', slug, language],
    queryFn: ({ signal }) => getContentPage(slug, language, signal),
    staleTime: 5 * 60_000,
  });
}

export function useContentPage(slug: ContentSlug, language: Language) {
  return useQuery(contentPageQuery(slug, language));
}
