import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  OFFICE_BONUS_API,
  officeBonusCostResponseSchema,
  type officeBonusCostQuerySchema,
} from '@tribuna/contracts/bonus';
import { api } from '../../../lib/http';
import { BONUS_QUERY_KEY } from './bonus-keys';

export type BonusCostQuery = z.input<typeof officeBonusCostQuerySchema>;
export type BonusCost = z.output<typeof officeBonusCostResponseSchema>['response'];

/** Bonus money granted, turned into cash (the cost) and forfeited, per campaign per day. */
export async function getBonusCost(
  query: BonusCostQuery,
  signal?: AbortSignal,
): Promise<BonusCost> {
  const { response } = await api(OFFICE_BONUS_API.cost, officeBonusCostResponseSchema, {
    query,
    signal,
  });
  return response;
}

export function bonusCostQueryOptions(query: BonusCostQuery) {
  return queryOptions({
    queryKey: [...BONUS_QUERY_KEY, 'cost', query],
    queryFn: ({ signal }) => getBonusCost(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBonusCost(query: BonusCostQuery) {
  return useQuery(bonusCostQueryOptions(query));
}
