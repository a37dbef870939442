import { todayResponse } from '@fletx/contract/today';
import { queryKeys } from '../../../lib/query-keys';
import { useApiQuery } from '../../../lib/react-query';

/** How often the Today screen reads its figures again while it is open. */
const REFRESH_MS = 60_000;

/** GET /api/today: what waits on the office now (docs/product.md "Today"). */
export const useToday = () =>
  useApiQuery(queryKeys.today, '/today', todayResponse, {
    select: (response) => response.data,
    refetchInterval: REFRESH_MS,
  });
