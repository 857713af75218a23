import { QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-request';

/**
 * The spec's data rules: cached data never goes stale, nothing refetches on
 * focus or polls, and neither queries nor mutations retry. A query's key is
 * its URL, split on slashes: ['/api/membership-tiers'].
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => apiRequest('GET', queryKey.join('/')),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
