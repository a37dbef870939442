import { driverRowSchema } from '@fletx/contract/drivers';
import { pagedResponse } from '@fletx/contract/users';
import { queryKeys } from '../../../lib/query-keys';
import { pageQuery, type SearchPage, useApiPage } from '../../../lib/react-query';

const driverListResponse = pagedResponse(driverRowSchema);

/** GET /api/user/all/info/drivers?page&take&search */
export const useDrivers = (params: SearchPage) =>
  useApiPage(queryKeys.drivers.list(params), '/user/all/info/drivers', driverListResponse, pageQuery(params));
