import { loadDriverOptionsResponse } from '@fletx/contract/loads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/loadbook/drivers: approved drivers for the driver select. */
export function getLoadDriversQueryOptions() {
  return queryOptions({
    queryKey: ['loads', 'drivers'],
    queryFn: ({ signal }) => api.get('/loadbook/drivers', { schema: loadDriverOptionsResponse, signal }),
  });
}
export const useLoadDrivers = () => useQuery(getLoadDriversQueryOptions());
