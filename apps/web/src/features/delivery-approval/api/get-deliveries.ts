import { deliveryListResponse } from '@fletx/contract/delivery-approval';
import { queryKeys } from '../../../lib/query-keys';
import { pageQuery, type SearchPage, useApiPage } from '../../../lib/react-query';

/** GET /api/delivery-approval/ — ended loads (11) awaiting approval. */
export const useDeliveries = (params: SearchPage) =>
  useApiPage(
    queryKeys.deliveryApproval.list(params),
    '/delivery-approval/',
    deliveryListResponse,
    pageQuery(params),
  );
