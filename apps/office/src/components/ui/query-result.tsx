import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/http';
import { Notice, Spinner } from './notice';
import { Pager } from './pager';

interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
}

/**
 * A query's three states: loading, its error in the caller's language, or its data.
 * `hidden` keeps the data back while the screen's own filters are wrong (it says why).
 */
export function QueryResult<T>({
  query,
  hidden = false,
  children,
}: {
  query: QueryLike<T>;
  hidden?: boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {query.isPending && <Spinner label={t('app.loading')} />}
      {query.isError && <Notice tone="error">{errorMessage(query.error)}</Notice>}
      {query.data !== undefined && !hidden && children(query.data)}
    </>
  );
}

/** A table of one page of rows, busy while the next loads, with the pager below. */
export function PagedTable({
  busy,
  offset,
  limit,
  hasMore,
  onPage,
  children,
}: {
  busy: boolean;
  offset: number;
  limit: number;
  hasMore: boolean;
  onPage: (offset: number) => void;
  children: ReactNode;
}) {
  return (
    <>
      <div className="table-wrap" aria-busy={busy}>
        {children}
      </div>
      <Pager offset={offset} limit={limit} hasMore={hasMore} onChange={onPage} />
    </>
  );
}
