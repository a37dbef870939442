import { loadListResponse } from '@fletx/contract/load-responses';
import { queryKeys } from '../../../lib/query-keys';
import { useApiQuery } from '../../../lib/react-query';

export type BrokerLoadsScope = 'active' | 'finished';

/** GET /api/loadbook/findAllActive|findAllInactive?brokerId — one broker's loads, 10 a page. */
export const useBrokerLoads = (brokerId: number, scope: BrokerLoadsScope, page: number) =>
  useApiQuery(
    queryKeys.brokers.loads(brokerId, scope, page),
    scope === 'active' ? '/loadbook/findAllActive' : '/loadbook/findAllInactive',
    loadListResponse,
    { query: { brokerId, page, take: 10 }, enabled: brokerId > 0 },
  );
