import { loadMetricsResponse, revenueResponse } from '@fletx/contract/load-metrics';
import { queryKeys } from '../../../lib/query-keys';
import { useApiQuery } from '../../../lib/react-query';

/** GET /api/loads/metrics/all: loads per status (from the load counters). */
export const useLoadMetrics = () =>
  useApiQuery(queryKeys.loads.metrics, '/loads/metrics/all', loadMetricsResponse);

/** GET /api/loads/stats/revenue?weeks=: revenue per ISO week (Carriers and Admin users). */
export const useWeeklyRevenue = (weeks: number, enabled: boolean) =>
  useApiQuery(queryKeys.loads.revenue(weeks), '/loads/stats/revenue', revenueResponse, {
    query: { weeks },
    enabled,
  });
