import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_API,
  officeSiteResponseSchema,
  type OfficeSite,
  type OfficeSiteUpdateRequest,
} from '@tribuna/contracts/office';
import { setBrandTimeZone } from '../../../lib/format';
import { api } from '../../../lib/http';
import { siteQueryOptions } from './get-site';

export async function updateSite(body: OfficeSiteUpdateRequest): Promise<OfficeSite> {
  const { response } = await api(OFFICE_API.site, officeSiteResponseSchema, {
    method: 'PUT',
    body,
  });
  return response;
}

export function useUpdateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSite,
    onSuccess: (site) => {
      queryClient.setQueryData(siteQueryOptions.queryKey, site);
      // The screens' times follow a new zone from the next time they draw.
      setBrandTimeZone(site.settings.timezone);
    },
  });
}
