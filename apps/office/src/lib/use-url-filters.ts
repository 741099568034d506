import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A screen's filters live in the URL, so a reload or a shared link shows the same
 * rows. Typed fields (named in `typed`) settle before they reach the URL; any change
 * but the page's own starts again from the first page.
 */
export function useUrlFilters<K extends string>(typed: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const [texts, setTexts] = useState(
    () => Object.fromEntries(typed.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>,
  );
  const settled = useDebouncedValue(texts, 300);

  // react-router hands a functional update the params of the last render, so two quick
  // changes (a filter, then another before the re-render) would lose the first. Each
  // change starts from the one before it instead, until the URL has caught up.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);
  const update = useCallback(
    (build: (current: URLSearchParams) => URLSearchParams, options?: { replace: boolean }) => {
      const current = pending.current ?? params;
      const next = build(current);
      if (next === current) return;
      pending.current = next;
      setParams(next, options);
    },
    [params, setParams],
  );

  useEffect(() => {
    update(
      (current) => {
        const next = new URLSearchParams(current);
        let changed = false;
        for (const [key, raw] of Object.entries<string>(settled)) {
          const value = raw.trim();
          if ((current.get(key) ?? '') === value) continue;
          changed = true;
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!changed) return current;
        next.delete('offset');
        return next;
      },
      { replace: true },
    );
    // Only a settled text is a change to publish; `update` changes with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  function change(changes: Record<string, string | undefined>) {
    update((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('offset' in changes)) next.delete('offset');
      return next;
    });
  }

  return {
    params,
    texts,
    setText: (key: K, value: string) => setTexts((current) => ({ ...current, [key]: value })),
    offset: Math.max(0, Number(params.get('offset')) || 0),
    /** Goes to the page starting at `offset` (the first page keeps the URL clean). */
    page: (offset: number) => change({ offset: offset ? String(offset) : undefined }),
    change,
  };
}
