import { loadResponse } from '@fletx/contract/loads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/bookings/{id}/toLoad: the booking becomes a load awaiting confirmation (16). */
export function turnBookingIntoLoad(id: number) {
  return api.post(`/bookings/${id}/toLoad`, undefined, { schema: loadResponse });
}

export function useTurnBookingIntoLoad() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnBookingIntoLoad,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['loads'] });
    },
  });
}
