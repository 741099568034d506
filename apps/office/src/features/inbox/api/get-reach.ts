import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_INBOX_API,
  inboxReachResponseSchema,
  inboxSegmentSchema,
  type InboxReach,
  type InboxSegment,
} from '@tribuna/contracts/inbox';
import { api } from '../../../lib/http';
import { INBOX_QUERY_KEY } from './inbox-keys';

/** How many players a segment matches now, and how many of them may get marketing. */
export async function getReach(segment: InboxSegment, signal?: AbortSignal): Promise<InboxReach> {
  const { response } = await api(OFFICE_INBOX_API.reach, inboxReachResponseSchema, {
    method: 'POST',
    body: { segment },
    signal,
  });
  return response;
}

export function reachQueryOptions(segment: InboxSegment) {
  return queryOptions({
    queryKey: [...INBOX_QUERY_KEY, 'reach', segment],
    queryFn: ({ signal }) => getReach(segment, signal),
  });
}

/** The reach of the form's segment as it is typed; nothing is asked while it is not valid. */
export function useReach(segment: InboxSegment) {
  return useQuery({
    ...reachQueryOptions(segment),
    enabled: inboxSegmentSchema.safeParse(segment).success,
    placeholderData: keepPreviousData,
  });
}
