import { deliveryDetailResponse, type OsdBody } from '@fletx/contract/delivery-approval';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { deliveriesKey } from './get-deliveries';

/** POST /api/delivery-approval/{id}/osd */
export function addOsd({ id, body }: { id: number; body: OsdBody }) {
  return api.post(`/delivery-approval/${id}/osd`, body, { schema: deliveryDetailResponse });
}

export function useAddOsd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOsd,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: deliveriesKey });
    },
  });
}
