import { driverDetailResponse } from '@fletx/contract/drivers';
import { queryKeys } from '../../../lib/query-keys';
import { useApiRecord } from '../../../lib/react-query';

/** GET /api/infodriver/driverinformation/user/{id} and its version — always fetched again (profile and edit form). */
export function useDriver(id: number | undefined) {
  return useApiRecord(
    queryKeys.drivers.detail(id ?? 0),
    `/infodriver/driverinformation/user/${id ?? 0}`,
    driverDetailResponse,
    { staleTime: 0, enabled: id !== undefined },
  );
}
