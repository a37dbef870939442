import { loadFindResponse } from '@fletx/contract/loads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loadsKey } from './get-loads';

/** GET /api/loadbook/find/{id}: data.info[0] plus extraData (driver, status, truck, trailer, history). */
export function getLoadQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...loadsKey, 'detail', id],
    queryFn: ({ signal }) => api.get(`/loadbook/find/${id}`, { schema: loadFindResponse, signal }),
    enabled: id > 0,
  });
}

export function useLoad(id: number) {
  return useQuery(getLoadQueryOptions(id));
}
