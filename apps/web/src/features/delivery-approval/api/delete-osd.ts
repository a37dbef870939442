import { deliveryDetailResponse } from '@fletx/contract/delivery-approval';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { deliveriesKey } from './get-deliveries';

/** DELETE /api/delivery-approval/{id}/osd/{osdId} */
export function deleteOsd({ id, osdId }: { id: number; osdId: number }) {
  return api.delete(`/delivery-approval/${id}/osd/${osdId}`, { schema: deliveryDetailResponse });
}

export function useDeleteOsd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOsd,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: deliveriesKey });
    },
  });
}
