import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_INBOX_API,
  officeInboxCampaignResponseSchema,
  type OfficeInboxCampaign,
} from '@tribuna/contracts/inbox';
import { api } from '../../../lib/http';
import { INBOX_QUERY_KEY } from './inbox-keys';

/** A scheduled campaign, cancelled before it is sent. */
export async function cancelCampaign(id: string): Promise<OfficeInboxCampaign> {
  const { response } = await api(OFFICE_INBOX_API.cancel(id), officeInboxCampaignResponseSchema, {
    method: 'POST',
  });
  return response;
}

export function useCancelCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelCampaign,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY }),
  });
}
