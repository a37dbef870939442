import { brokerListResponse } from '@fletx/contract/brokers';
import { queryKeys } from '../../../lib/query-keys';
import { pageQuery, type SearchPage, useApiPage } from '../../../lib/react-query';

/** GET /api/bookings/brokers?page&take&search */
export const useBrokers = (params: SearchPage) =>
  useApiPage(queryKeys.brokers.list(params), '/bookings/brokers', brokerListResponse, pageQuery(params));
