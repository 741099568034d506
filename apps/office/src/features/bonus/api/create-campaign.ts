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

/** Refused when the brand's jurisdiction forbids bonuses or caps the wagering lower. */
export async function createCampaign(request: CampaignRequest): Promise<OfficeCampaign> {
  const { response } = await api(OFFICE_BONUS_API.campaigns, officeCampaignResponseSchema, {
    method: 'POST',
    body: request,
  });
  return response;
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: async (campaign) => {
      queryClient.setQueryData(campaignQueryOptions(campaign.id).queryKey, campaign);
      await queryClient.invalidateQueries({ queryKey: BONUS_QUERY_KEY });
    },
  });
}
