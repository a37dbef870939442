import { loadDriverOptionsResponse } from '@fletx/contract/loads';
import { queryKeys } from '../../../lib/query-keys';
import { useApiQuery } from '../../../lib/react-query';

/** GET /api/loadbook/drivers: approved drivers for the driver select. */
export const useLoadDrivers = () =>
  useApiQuery(queryKeys.drivers.forLoads, '/loadbook/drivers', loadDriverOptionsResponse);
