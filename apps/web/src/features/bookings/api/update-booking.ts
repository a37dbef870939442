import { type BookingInput, bookingResponse } from '@fletx/contract/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { bookingsKey } from './get-bookings';

/** PUT /api/bookings/{id} */
export function updateBooking({ id, body }: { id: number; body: BookingInput }) {
  return api.put(`/bookings/${id}`, body, { schema: bookingResponse });
}

export function useUpdateBooking({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof updateBooking>;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: updateBooking,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: bookingsKey });
      await mutationConfig?.onSuccess?.(...args);
    },
  });
}
