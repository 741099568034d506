import { queryOptions, useQuery } from '@tanstack/react-query';
import { OFFICE_API, officeStaffListResponseSchema } from '@tribuna/contracts/office';
import { api } from '../../../lib/http';

export async function getStaff(signal?: AbortSignal) {
  const { response } = await api(OFFICE_API.staff, officeStaffListResponseSchema, { signal });
  return response.items;
}

export const staffQueryOptions = queryOptions({
  queryKey: ['office', 'staff'],
  queryFn: ({ signal }) => getStaff(signal),
});

export function useStaff() {
  return useQuery(staffQueryOptions);
}
