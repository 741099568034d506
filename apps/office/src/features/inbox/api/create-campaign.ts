import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_INBOX_API,
  officeInboxCampaignResponseSchema,
  type InboxCampaignRequest,
  type OfficeInboxCampaign,
} from '@tribuna/contracts/inbox';
import { api } from '../../../lib/http';
import { INBOX_QUERY_KEY } from './inbox-keys';

/** Sent now (its delivery starts at once) or scheduled for its time. */
export async function createCampaign(request: InboxCampaignRequest): Promise<OfficeInboxCampaign> {
  const { response } = await api(OFFICE_INBOX_API.campaigns, officeInboxCampaignResponseSchema, {
    method: 'POST',
    body: request,
  });
  return response;
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY }),
  });
}
