import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_BONUS_API,
  officeCampaignResponseSchema,
  type CampaignRequest,
  type OfficeCampaign,
} from '@tribuna/contracts/bonus';
import { api } from '../../../lib/http';
import { BONUS_QUERY_KEY } from './bonus-keys';
import { campaignQueryOptions } from './get-campaign';

/** Bonuses already given keep the terms they were given with. */
export async function updateCampaign({
  id,
  request,
}: {
  id: string;
  request: CampaignRequest;
}): Promise<OfficeCampaign> {
  const path = OFFICE_BONUS_API.campaign(encodeURIComponent(id));
  const { response } = await api(path, officeCampaignResponseSchema, {
    method: 'PUT',
    body: request,
  });
  return response;
}

export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCampaign,
    onSuccess: async (campaign) => {
      queryClient.setQueryData(campaignQueryOptions(campaign.id).queryKey, campaign);
      await queryClient.invalidateQueries({ queryKey: BONUS_QUERY_KEY });
    },
  });
}
