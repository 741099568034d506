import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_API,
  officeAuditResponseSchema,
  type OfficeAuditQuery,
} from '@tribuna/contracts/office';
import { api } from '../../../lib/http';

export async function getAudit(query: OfficeAuditQuery, signal?: AbortSignal) {
  const { response } = await api(OFFICE_API.audit, officeAuditResponseSchema, { query, signal });
  return response;
}

export function auditQueryOptions(query: OfficeAuditQuery) {
  return queryOptions({
    queryKey: ['office', 'audit', query],
    queryFn: ({ signal }) => getAudit(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAudit(query: OfficeAuditQuery) {
  return useQuery(auditQueryOptions(query));
}
