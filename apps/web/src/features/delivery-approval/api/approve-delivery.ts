import { deliveryDetailResponse } from '@fletx/contract/delivery-approval';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { deliveriesKey } from './get-deliveries';

/** POST /api/delivery-approval/{id}/approve — Carriers and Admin users. */
export function approveDelivery({ id, quickPay }: { id: number; quickPay: boolean }) {
  return api.post(`/delivery-approval/${id}/approve`, { quickPay }, { schema: deliveryDetailResponse });
}

export function useApproveDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveDelivery,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: deliveriesKey });
    },
  });
}
