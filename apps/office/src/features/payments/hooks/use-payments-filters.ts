import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { PaymentsFilters } from '../api/get-deposits';
import { asDay } from '../../../lib/day-range';

export const PAGE_SIZE = 25;
/** The status filter's "All": the queue opens on Pending, so "no status" needs its own value. */
export const ALL_STATUSES = 'all';

/**
 * A queue's filters live in the URL, so a reload or a shared link shows the same
 * rows; the search text settles before it is sent.
 */
export function usePaymentsFilters<S extends string, M extends string>(
  statuses: readonly S[],
  methods: readonly M[],
) {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(text.trim(), 300);

  useEffect(() => {
    setParams(
      (current) => {
        if ((current.get('q') ?? '') === q) return current;
        const next = new URLSearchParams(current);
        if (q) next.set('q', q);
        else next.delete('q');
        next.delete('offset');
        return next;
      },
      { replace: true },
    );
  }, [q, setParams]);

  const statusParam = params.get('status');
  const status: S | typeof ALL_STATUSES =
    statusParam === ALL_STATUSES
      ? ALL_STATUSES
      : (statuses.find((value) => value === statusParam) ?? statuses[0] ?? ALL_STATUSES);
  const method = methods.find((value) => value === params.get('method'));
  const from = asDay(params.get('from'));
  const to = asDay(params.get('to'));
  const offset = Math.max(0, Number(params.get('offset')) || 0);

  /** Any filter change starts again from the first page. */
  function change(changes: Record<string, string | undefined>) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('offset' in changes)) next.delete('offset');
      return next;
    });
  }

  const query: PaymentsFilters = {
    status: status === ALL_STATUSES ? undefined : status,
    method,
    q: q || undefined,
    from,
    to,
    limit: PAGE_SIZE,
    offset,
  };
  return { query, text, setText, status, method, from, to, offset, change };
}
