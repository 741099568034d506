import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_BONUS_API,
  officeCampaignListResponseSchema,
  type OfficeCampaign,
} from '@tribuna/contracts/bonus';
import { api } from '../../../lib/http';
import { STORE_QUERY_KEY } from './store-keys';

/** The brand's bonus campaigns, for a bonus item to name the one it gives. */
export async function getCampaigns(signal?: AbortSignal): Promise<OfficeCampaign[]> {
  const { response } = await api(OFFICE_BONUS_API.campaigns, officeCampaignListResponseSchema, {
    signal,
  });
  return response.items;
}

export function useStoreCampaigns() {
  return useQuery(
    queryOptions({
      queryKey: [...STORE_QUERY_KEY, 'campaigns'],
      queryFn: ({ signal }) => getCampaigns(signal),
    }),
  );
}
