import { Button } from './button';

interface LoadStateProps {
  /** The query whose state is shown (a React Query result fits). */
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The page's class for its status lines. */
  className: string;
  /** The texts, already translated: each feature words its own wait and failure. */
  loading: string;
  failed: string;
  retry: string;
}

/** A page's wait, or its failure with a retry; nothing once the data has come. */
export function LoadState({ query, className, loading, failed, retry }: LoadStateProps) {
  if (query.isPending) {
    return (
      <p className={className} role="status">
        {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className={className} role="alert">
        <p>{failed}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {retry}
        </Button>
      </div>
    );
  }
  return null;
}
