import { deliveryDetailResponse } from '@fletx/contract/delivery-approval';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { deliveriesKey } from './get-deliveries';

/** GET /api/delivery-approval/{id} — trip, ledger, accessorials, OS&D and the statement. */
export function getDeliveryQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...deliveriesKey, 'detail', id],
    queryFn: ({ signal }) => api.get(`/delivery-approval/${id}`, { schema: deliveryDetailResponse, signal }),
  });
}

export function useDelivery(id: number) {
  return useQuery({ ...getDeliveryQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
