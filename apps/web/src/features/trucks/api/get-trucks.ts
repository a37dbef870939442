import { truckListResponse } from '@fletx/contract/trucks';
import { queryKeys } from '../../../lib/query-keys';
import { pageQuery, type SearchPage, useApiPage } from '../../../lib/react-query';

/** GET /api/vehicle/?page&take&search */
export const useTrucks = (params: SearchPage) =>
  useApiPage(queryKeys.trucks.list(params), '/vehicle/', truckListResponse, pageQuery(params));
