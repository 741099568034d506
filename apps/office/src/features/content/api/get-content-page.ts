import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CONTENT_API,
  contentPageResponseSchema,
  type ContentPage,
} from '@tribuna/contracts/content';
import type { ContentSlug } from '@tribuna/contracts/content-body';
import type { Language } from '@tribuna/contracts/languages';
import { api, ApiError } from '../../../lib/http';

/**
 * `GET /api/office/content/:slug/:language`: one language exactly as stored, or null
 * when it has not been written yet (the editor then starts from an empty page).
 */
export async function getContentPage(
  slug: ContentSlug,
  language: Language,
  signal?: AbortSignal,
): Promise<ContentPage | null> {
  try {
    const { response } = await api(
      CONTENT_API.officePage(slug, language),
      contentPageResponseSchema,
      { signal },
    );
    return response;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function contentPageQueryOptions(slug: ContentSlug, language: Language) {
  return queryOptions({
    queryKey: ['office', 'content', slug, language],
    queryFn: ({ signal }) => getContentPage(slug, language, signal),
    // The editor holds its own draft: a background refetch must not overwrite typing.
    staleTime: Infinity,
  });
}

export function useContentPage(slug: ContentSlug, language: Language) {
  return useQuery(contentPageQueryOptions(slug, language));
}
