import { PAGE_SIZE } from '@fletx/contract/constants';
import { deliveryListResponse } from '@fletx/contract/delivery-approval';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const deliveriesKey = ['delivery-approval'] as const;

/** GET /api/delivery-approval/ — ended loads (11) awaiting approval. */
export function getDeliveriesQueryOptions({ page, search }: { page: number; search: string }) {
  return queryOptions({
    queryKey: [...deliveriesKey, 'list', { page, search }],
    queryFn: ({ signal }) =>
      api.get('/delivery-approval/', {
        query: { page, take: PAGE_SIZE, search: search || undefined },
        schema: deliveryListResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDeliveries(params: { page: number; search: string }) {
  return useQuery(getDeliveriesQueryOptions(params));
}
