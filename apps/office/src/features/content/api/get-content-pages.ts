import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CONTENT_API,
  officeContentListResponseSchema,
  type OfficeContentSummary,
} from '@tribuna/contracts/content';
import { api } from '../../../lib/http';

/** `GET /api/office/content`: every stored page and language of the brand, without bodies. */
export async function getContentPages(signal?: AbortSignal): Promise<OfficeContentSummary[]> {
  const { response } = await api(CONTENT_API.office, officeContentListResponseSchema, { signal });
  return response.items;
}

export const contentPagesQueryOptions = queryOptions({
  queryKey: ['office', 'content'],
  queryFn: ({ signal }) => getContentPages(signal),
});

export function useContentPages() {
  return useQuery(contentPagesQueryOptions);
}
