import { oneOf } from '../../../lib/one-of';
import { useUrlFilters } from '../../../lib/use-url-filters';
import type { PaymentsFilters } from '../api/get-deposits';
import { asDay } from '../../../lib/day-range';

export const PAGE_SIZE = 25;
/** The status filter's "All": the queue opens on Pending, so "no status" needs its own value. */
export const ALL_STATUSES = 'all';

/**
 * A queue's filters, in the URL like every list's (`useUrlFilters`): a reload or a shared
 * link shows the same rows, and the search text settles before it is sent.
 */
export function usePaymentsFilters<S extends string, M extends string>(
  statuses: readonly S[],
  methods: readonly M[],
) {
  const filters = useUrlFilters(['q']);
  const { params, offset, change } = filters;
  const statusParam = params.get('status');
  const status: S | typeof ALL_STATUSES =
    statusParam === ALL_STATUSES
      ? ALL_STATUSES
      : (oneOf(statuses, statusParam) ?? statuses[0] ?? ALL_STATUSES);
  const method = oneOf(methods, params.get('method'));
  const from = asDay(params.get('from'));
  const to = asDay(params.get('to'));

  const query: PaymentsFilters = {
    status: status === ALL_STATUSES ? undefined : status,
    method,
    q: params.get('q') ?? undefined,
    from,
    to,
    limit: PAGE_SIZE,
    offset,
  };
  return {
    query,
    text: filters.texts.q,
    setText: (text: string) => filters.setText('q', text),
    status,
    method,
    from,
    to,
    offset,
    change,
  };
}
