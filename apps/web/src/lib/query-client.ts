import { QueryClient } from '@tanstack/react-query';

// The HTTP client retries by itself (one retry, safe methods only), so the cache does not.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
