import { eventCountResponse, LOAD_EVENT_TYPE, loadCountsResponse } from '@fletx/contract/load-metrics';
import { queryKeys } from '../../../lib/query-keys';
import { useApiQuery } from '../../../lib/react-query';

/** GET /api/loadbook/countLoads: active and finished (inactive) loads. */
export const useLoadCounts = () =>
  useApiQuery(queryKeys.loads.counts, '/loadbook/countLoads', loadCountsResponse);

/** GET /api/loadbook/events/countByType/14: how many loads were cancelled. */
export const useCancelledCount = () =>
  useApiQuery(
    queryKeys.loads.cancelledCount,
    `/loadbook/events/countByType/${LOAD_EVENT_TYPE.cancelled}`,
    eventCountResponse,
  );
