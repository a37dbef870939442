import { brokerListResponse } from '@fletx/contract/brokers';
import { PAGE_SIZE } from '@fletx/contract/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const brokersKey = ['brokers'] as const;

/** GET /api/bookings/brokers?page&take&search */
export function getBrokersQueryOptions({ page, search }: { page: number; search: string }) {
  return queryOptions({
    queryKey: [...brokersKey, 'list', { page, search }],
    queryFn: ({ signal }) =>
      api.get('/bookings/brokers', {
        query: { page, take: PAGE_SIZE, search: search || undefined },
        schema: brokerListResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useBrokers(params: { page: number; search: string }) {
  return useQuery(getBrokersQueryOptions(params));
}
