import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_INBOX_API,
  officeInboxCampaignListResponseSchema,
  type OfficeInboxCampaign,
} from '@tribuna/contracts/inbox';
import { api } from '../../../lib/http';
import { INBOX_QUERY_KEY } from './inbox-keys';

/** The brand's message campaigns, newest first, with their sent and read counts. */
export async function getCampaigns(signal?: AbortSignal): Promise<OfficeInboxCampaign[]> {
  const { response } = await api(
    OFFICE_INBOX_API.campaigns,
    officeInboxCampaignListResponseSchema,
    { signal },
  );
  return response.items;
}

export function campaignsQueryOptions() {
  return queryOptions({
    queryKey: [...INBOX_QUERY_KEY, 'campaigns'],
    queryFn: ({ signal }) => getCampaigns(signal),
  });
}

export function useCampaigns() {
  return useQuery(campaignsQueryOptions());
}
