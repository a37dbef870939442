import { countByStateResponse } from '@fletx/contract/drivers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { driversQueryKey } from './get-drivers';

/** GET /api/infodriver/driverinformation/countByState/{state} */
export function countByState(state: number) {
  return api.get(`/infodriver/driverinformation/countByState/${state}`, { schema: countByStateResponse });
}

export function useCountByState(state: number) {
  return useQuery(
    queryOptions({ queryKey: [...driversQueryKey, 'count', state], queryFn: () => countByState(state) }),
  );
}
