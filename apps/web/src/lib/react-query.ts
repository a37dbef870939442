import { PAGE_SIZE } from '@fletx/contract/constants';
import {
  hashKey,
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type AnswerSchema, api, type QueryParams, type Versioned } from './api-client';

export { queryConfig } from './query-config';

/** Options a caller may add to a mutation hook (everything but the call itself). */
export type MutationConfig<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
>;

/** Options of an endpoint's query besides its key and fetcher; `query` is the URL's query string. */
export type ApiQueryOptions<T, TData = T> = Omit<UseQueryOptions<T, Error, TData>, 'queryKey' | 'queryFn'> & {
  query?: QueryParams;
};

/** A GET endpoint read through the cache: its registry key, its path and the schema of its answer. */
export function useApiQuery<T, TData = T>(
  queryKey: QueryKey,
  path: string,
  schema: AnswerSchema<T>,
  { query, ...options }: ApiQueryOptions<T, TData> = {},
) {
  return useQuery({
    ...options,
    queryKey,
    queryFn: ({ signal }) => api.get(path, { query, schema, signal }),
  });
}

/**
 * One record an edit form starts from, read through the cache with its version: the data is
 * `{ body, etag }`, and the form's update sends `etag` back as `If-Match` (docs/product.md "Stale edits").
 * Every record page and edit form reads its record this way, so both share one cache entry.
 */
export function useApiRecord<T>(
  queryKey: QueryKey,
  path: string,
  schema: AnswerSchema<T>,
  { query, ...options }: ApiQueryOptions<Versioned<T>> = {},
) {
  return useQuery({
    ...options,
    queryKey,
    queryFn: ({ signal }) => api.getWithEtag(path, { query, schema, signal }),
  });
}

/** A page of a list and its search. */
export type SearchPage = { page: number; search: string };

/** The query string of a page of a list: `take` rows, the search left out when empty. */
export const pageQuery = ({ page, search }: SearchPage, take = PAGE_SIZE): QueryParams => ({
  page,
  take,
  search: search || undefined,
});

/** A page of a list: the page on screen stays while the next one loads. */
export function useApiPage<T>(
  queryKey: QueryKey,
  path: string,
  schema: AnswerSchema<T>,
  query: QueryParams,
  enabled = true,
) {
  return useApiQuery(queryKey, path, schema, { query, placeholderData: keepPreviousData, enabled });
}

/**
 * Marks these keys (and every key under them) stale; the queries on screen fetch again. `except`: one key
 * under them that is up to date (a record whose update answered it).
 */
export async function invalidateKeys(
  queryClient: QueryClient,
  keys: ReadonlyArray<QueryKey>,
  except?: QueryKey,
): Promise<void> {
  const kept = except && hashKey(except);
  await Promise.all(
    keys.map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, predicate: (query) => query.queryHash !== kept }),
    ),
  );
}

/** Invalidates keys of the registry by hand, for work that is not one mutation (an upload after a save). */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return (keys: ReadonlyArray<QueryKey>) => invalidateKeys(queryClient, keys);
}

/**
 * A mutation that, once it succeeded, invalidates what it made stale (its entry of `invalidations`),
 * then runs the caller's own `onSuccess`.
 */
export function useApiMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidates?: (data: TData, variables: TVariables) => ReadonlyArray<QueryKey>,
  config: MutationConfig<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: async (...args) => {
      if (invalidates) await invalidateKeys(queryClient, invalidates(args[0], args[1]));
      await config.onSuccess?.(...args);
    },
  });
}

/**
 * The update of one record whose answer is the record as changed, with its new version (`api.changeWithEtag`;
 * docs/product.md "Stale edits"): the answer becomes the record's cache entry (`record`, the key its
 * `useApiRecord` reads), so a form that stays open saves again with the new version and the record is not
 * asked for again; the rest of what it made stale is invalidated as `useApiMutation` does. A create (no key)
 * only invalidates.
 */
export function useRecordMutation<T, TVariables>(
  mutationFn: (variables: TVariables) => Promise<Versioned<T>>,
  record: (variables: TVariables) => QueryKey | undefined,
  invalidates: (data: Versioned<T>, variables: TVariables) => ReadonlyArray<QueryKey>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data, variables) => {
      const key = data.etag === undefined ? undefined : record(variables);
      if (key) queryClient.setQueryData(key, data);
      await invalidateKeys(queryClient, invalidates(data, variables), key);
    },
  });
}
