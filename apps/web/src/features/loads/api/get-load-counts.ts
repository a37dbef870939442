import { LOAD_EVENT_TYPE } from '@fletx/contract/constants';
import { schemaOnDemand } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useApiQuery } from '../../../lib/react-query';

const metrics = () => import('@fletx/contract/load-metrics');
const counts = schemaOnDemand(() => metrics().then((contract) => contract.loadCountsResponse));
const eventCount = schemaOnDemand(() => metrics().then((contract) => contract.eventCountResponse));

/** GET /api/loadbook/countLoads: active and finished (inactive) loads. */
export const useLoadCounts = () => useApiQuery(queryKeys.loads.counts, '/loadbook/countLoads', counts);

/** GET /api/loadbook/events/countByType/14: how many loads were cancelled. */
export const useCancelledCount = () =>
  useApiQuery(
    queryKeys.loads.cancelledCount,
    `/loadbook/events/countByType/${LOAD_EVENT_TYPE.cancelled}`,
    eventCount,
  );
