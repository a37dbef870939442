import { findByUsersResponse } from '@fletx/contract/trucks';
import { queryKeys } from '../../../lib/query-keys';
import { useApiQuery } from '../../../lib/react-query';

/** GET /api/vehicle/findByUsers: the drivers under data.extraData.trailerSize.data. */
export const useDrivers = () =>
  useApiQuery(queryKeys.drivers.forTrucks, '/vehicle/findByUsers', findByUsersResponse);
