import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';

const RETRYABLE = new Set([0, 408, 409, 425, 429, 500, 502, 503, 504]);

// One retry of a read on a transient failure; writes are never retried (product.md §6).
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          failures < 1 && (!(error instanceof ApiError) || RETRYABLE.has(error.status)),
        staleTime: 15_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
