import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_API,
  officeAuditResponseSchema,
  type OfficeAuditQuery,
} from '@tribuna/contracts/office';
import { api } from '../../../lib/http';

export type AuditQuery = Omit<OfficeAuditQuery, 'limit' | 'offset'> & {
  limit?: number;
  offset?: number;
};

export async function getAudit(query: AuditQuery, signal?: AbortSignal) {
  const { response } = await api(OFFICE_API.audit, officeAuditResponseSchema, { query, signal });
  return response;
}

export function auditQueryOptions(query: AuditQuery) {
  return queryOptions({
    queryKey: ['office', 'audit', query],
    queryFn: ({ signal }) => getAudit(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAudit(query: AuditQuery) {
  return useQuery(auditQueryOptions(query));
}
