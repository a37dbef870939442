import type { DefaultOptions, UseMutationOptions } from '@tanstack/react-query';
import { ApiError } from './api-client';

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

type AsyncFn = (...args: never[]) => Promise<unknown>;

export type ApiFnReturnType<Fn extends AsyncFn> = Awaited<ReturnType<Fn>>;

/** Options a caller may add to a feature's query hook (everything but the key and the fetcher). */
export type QueryConfig<QueryOptionsFn extends (...args: never[]) => unknown> = Omit<
  ReturnType<QueryOptionsFn>,
  'queryKey' | 'queryFn'
>;

/** Options a caller may add to a feature's mutation hook. */
export type MutationConfig<MutationFn extends AsyncFn> = Omit<
  UseMutationOptions<ApiFnReturnType<MutationFn>, Error, Parameters<MutationFn>[0]>,
  'mutationFn'
>;
