import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPage } from '@tribuna/contracts/content';
import type { ContentSlug } from '@tribuna/contracts/content-body';
import type { Language } from '@tribuna/contracts/languages';
import { ApiError } from '../../../lib/api-error';
import { apiRequest, showApiError } from '../../../lib/http';

interface ContentPageAnswer {
  response: ContentPage;
}

/** A failed content call, already shown to the player (carries no messages of its own). */
export class ContentPageError extends Error {
  readonly status: number;

  constructor(status: number) {
    super(`The content page could not be loaded (${status})`);
    this.name = 'ContentPageError';
    this.status = status;
  }
}

/** `GET /api/content/:slug?language=`: the brand's page, in the language or a fallback. */
export async function getContentPage(
  slug: ContentSlug,
  language: Language,
  signal?: AbortSignal,
): Promise<ContentPage> {
  try {
    const answer = await apiRequest<ContentPageAnswer>('GET', `/content/${slug}`, {
      query: { language },
      auth: false,
      // Shown once, below: either by the page or by the global display, never both.
      showErrors: false,
      ...(signal ? { signal } : {}),
    });
    return answer.response;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // "No content yet" is the page's own state: the page says it.
    if (error.status === 404) throw error;
    // Anything else goes to the global display (notification, dialog, or a reload), and
    // the page says only that it could not load.
    showApiError(error).catch(() => undefined);
    throw new ContentPageError(error.status);
  }
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
