import { queryOptions, useQuery } from '@tanstack/react-query';
import { OFFICE_BONUS_API, officeCampaignListResponseSchema } from '@tribuna/contracts/bonus';
import { api } from '../../../lib/http';
import { REFERRALS_QUERY_KEY } from './referrals-keys';

/** The brand's bonus campaigns, by name: what a bonus reward can give. */
export async function getCampaignChoices(
  signal?: AbortSignal,
): Promise<{ id: string; name: string; status: string }[]> {
  const { response } = await api(OFFICE_BONUS_API.campaigns, officeCampaignListResponseSchema, {
    signal,
  });
  return response.items.map((c) => ({ id: c.id, name: c.name, status: c.status }));
}

export function useCampaignChoices(enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: [...REFERRALS_QUERY_KEY, 'campaigns'],
      queryFn: ({ signal }) => getCampaignChoices(signal),
    }),
    enabled,
  });
}
