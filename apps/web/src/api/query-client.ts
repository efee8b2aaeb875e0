import { FETCH_DEDUPE_MS } from '@ecotone/contracts';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Retrying cannot fix a refusal (4xx); a server or network failure gets two more tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The app's single data client. specs/2 section 9: identical fetches within 30 s are served
 * from cache, and returning to the tab does not refetch.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: FETCH_DEDUPE_MS,
      refetchOnWindowFocus: false,
      retry: shouldRetry,
    },
    mutations: { retry: false },
  },
});
