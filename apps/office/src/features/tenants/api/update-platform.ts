import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OFFICE_API, officePlatformResponseSchema } from '@tribuna/contracts/office';
import { api } from '../../../lib/http';
import { platformQueryOptions } from './get-platform';

export async function updatePlatform(body: { maintenance: boolean }) {
  const { response } = await api(OFFICE_API.platform, officePlatformResponseSchema, {
    method: 'PUT',
    body,
  });
  return response;
}

export function useUpdatePlatform() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlatform,
    onSuccess: (platform) => queryClient.setQueryData(platformQueryOptions.queryKey, platform),
  });
}
