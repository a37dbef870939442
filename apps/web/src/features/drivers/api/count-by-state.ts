import { countByStateResponse } from '@fletx/contract/drivers';
import { queryKeys } from '../../../lib/query-keys';
import { useApiQuery } from '../../../lib/react-query';

/** GET /api/infodriver/driverinformation/countByState/{state} */
export const useCountByState = (state: number) =>
  useApiQuery(
    queryKeys.drivers.countByState(state),
    `/infodriver/driverinformation/countByState/${state}`,
    countByStateResponse,
  );
