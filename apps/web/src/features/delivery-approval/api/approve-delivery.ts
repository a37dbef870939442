import { deliveryDetailResponse } from '@fletx/contract/delivery-approval';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** POST /api/delivery-approval/{id}/approve — Carriers and Admin users. */
export function approveDelivery({ id, quickPay }: { id: number; quickPay: boolean }) {
  return api.post(`/delivery-approval/${id}/approve`, { quickPay }, { schema: deliveryDetailResponse });
}

export const useApproveDelivery = () =>
  useApiMutation(approveDelivery, (_, { id }) => invalidations.deliveryApproved(id));
