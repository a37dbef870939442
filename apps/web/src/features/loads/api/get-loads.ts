import { PAGE_SIZE } from '@fletx/contract/constants';
import { type LoadSort, loadListResponse, type SortOrder } from '@fletx/contract/loads';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const loadsKey = ['loads'] as const;

export type LoadListParams = {
  finished: boolean;
  page: number;
  filter: string;
  sort?: LoadSort;
  order?: SortOrder;
};

/** GET /api/loadbook/findAllActive or /findAllInactive: page, take 10, filter, sort, order. */
export function getLoadsQueryOptions({ finished, page, filter, sort, order }: LoadListParams) {
  return queryOptions({
    queryKey: [...loadsKey, 'list', { finished, page, filter, sort, order }],
    queryFn: ({ signal }) =>
      api.get(finished ? '/loadbook/findAllInactive' : '/loadbook/findAllActive', {
        query: { page, take: PAGE_SIZE, filter: filter || undefined, sort, order },
        schema: loadListResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useLoads(params: LoadListParams) {
  return useQuery(getLoadsQueryOptions(params));
}
