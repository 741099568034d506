import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CONTENT_API,
  contentPageResponseSchema,
  type ContentPage,
  type OfficeContentUpsertRequest,
} from '@tribuna/contracts/content';
import type { ContentSlug } from '@tribuna/contracts/content-body';
import type { Language } from '@tribuna/contracts/languages';
import { api } from '../../../lib/http';
import { contentPageQueryOptions } from './get-content-page';
import { contentPagesQueryOptions } from './get-content-pages';

interface SaveContentPage {
  slug: ContentSlug;
  language: Language;
  body: OfficeContentUpsertRequest;
}

/** `PUT /api/office/content/:slug/:language`: creates or replaces one language of a page. */
export async function saveContentPage({
  slug,
  language,
  body,
}: SaveContentPage): Promise<ContentPage> {
  const { response } = await api(
    CONTENT_API.officePage(slug, language),
    contentPageResponseSchema,
    {
      method: 'PUT',
      body,
    },
  );
  return response;
}

export function useSaveContentPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContentPage,
    onSuccess: async (page) => {
      queryClient.setQueryData(contentPageQueryOptions(page.slug, page.language).queryKey, page);
      await queryClient.invalidateQueries({ queryKey: contentPagesQueryOptions.queryKey });
    },
  });
}
