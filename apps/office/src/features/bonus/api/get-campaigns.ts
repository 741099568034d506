import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_BONUS_API,
  officeCampaignListResponseSchema,
  type OfficeCampaign,
} from '@tribuna/contracts/bonus';
import { api } from '../../../lib/http';
import { BONUS_QUERY_KEY } from './bonus-keys';

/** The brand's campaigns, newest first. */
export async function getCampaigns(signal?: AbortSignal): Promise<OfficeCampaign[]> {
  const { response } = await api(OFFICE_BONUS_API.campaigns, officeCampaignListResponseSchema, {
    signal,
  });
  return response.items;
}

export function campaignsQueryOptions() {
  return queryOptions({
    queryKey: [...BONUS_QUERY_KEY, 'campaigns'],
    queryFn: ({ signal }) => getCampaigns(signal),
  });
}

export function useCampaigns() {
  return useQuery(campaignsQueryOptions());
}
