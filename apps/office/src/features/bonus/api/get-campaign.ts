import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_BONUS_API,
  officeCampaignResponseSchema,
  type OfficeCampaign,
} from '@tribuna/contracts/bonus';
import { api } from '../../../lib/http';
import { BONUS_QUERY_KEY } from './bonus-keys';

export async function getCampaign(id: string, signal?: AbortSignal): Promise<OfficeCampaign> {
  const path = OFFICE_BONUS_API.campaign(encodeURIComponent(id));
  const { response } = await api(path, officeCampaignResponseSchema, { signal });
  return response;
}

export function campaignQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...BONUS_QUERY_KEY, 'campaign', id],
    queryFn: ({ signal }) => getCampaign(id, signal),
  });
}

export function useCampaign(id: string) {
  return useQuery(campaignQueryOptions(id));
}
