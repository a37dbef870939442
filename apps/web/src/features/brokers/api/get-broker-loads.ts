import { loadListResponse } from '@fletx/contract/loads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { brokersKey } from './get-brokers';

export type BrokerLoadsScope = 'active' | 'finished';

/** GET /api/loadbook/findAllActive|findAllInactive?brokerId — one broker's loads, 10 a page. */
export function getBrokerLoadsQueryOptions(brokerId: number, scope: BrokerLoadsScope, page: number) {
  return queryOptions({
    queryKey: [...brokersKey, 'loads', brokerId, scope, page],
    queryFn: ({ signal }) =>
      api.get(scope === 'active' ? '/loadbook/findAllActive' : '/loadbook/findAllInactive', {
        query: { brokerId, page, take: 10 },
        schema: loadListResponse,
        signal,
      }),
    enabled: brokerId > 0,
  });
}

export function useBrokerLoads(brokerId: number, scope: BrokerLoadsScope, page: number) {
  return useQuery(getBrokerLoadsQueryOptions(brokerId, scope, page));
}
