import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  OFFICE_REFERRALS_API,
  officeReferralListResponseSchema,
  type officeReferralListQuerySchema,
} from '@tribuna/contracts/referrals';
import { api } from '../../../lib/http';
import { REFERRALS_QUERY_KEY } from './referrals-keys';

/** The list's filters, as the page sends them (the API takes its defaults for the rest). */
export type ReferralListQuery = {
  [K in keyof z.input<typeof officeReferralListQuerySchema>]?: string | number;
};
export type ReferralList = z.output<typeof officeReferralListResponseSchema>['response'];

/** The brand's referrals, newest first, by state and referrer. */
export async function getReferrals(
  query: ReferralListQuery,
  signal?: AbortSignal,
): Promise<ReferralList> {
  const { response } = await api(OFFICE_REFERRALS_API.list, officeReferralListResponseSchema, {
    query,
    signal,
  });
  return response;
}

export function referralsQueryOptions(query: ReferralListQuery) {
  return queryOptions({
    queryKey: [...REFERRALS_QUERY_KEY, 'list', query],
    queryFn: ({ signal }) => getReferrals(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReferrals(query: ReferralListQuery) {
  return useQuery(referralsQueryOptions(query));
}
