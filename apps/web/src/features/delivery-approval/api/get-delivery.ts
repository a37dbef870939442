import { deliveryDetailResponse } from '@fletx/contract/delivery-approval';
import { queryKeys } from '../../../lib/query-keys';
import { useApiQuery } from '../../../lib/react-query';

/** GET /api/delivery-approval/{id} — trip, ledger, accessorials, OS&D and the statement. */
export const useDelivery = (id: number) =>
  useApiQuery(queryKeys.deliveryApproval.detail(id), `/delivery-approval/${id}`, deliveryDetailResponse, {
    enabled: Number.isInteger(id) && id > 0,
  });
