import type { DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** The query client's defaults, shared by the back office (app/index.tsx) and the drivers' app. */
const MAX_QUERY_RETRIES = 2;

/** Client errors (4xx) are answers, not glitches: only network and server errors are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export const queryConfig = {
  queries: {
    refetchOnWindowFocus: false,
    retry: shouldRetry,
    staleTime: 30_000,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;
