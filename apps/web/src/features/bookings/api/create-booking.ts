import { type BookingInput, bookingResponse } from '@fletx/contract/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { bookingsKey } from './get-bookings';

/** POST /api/bookings/manualCreate */
export function createBooking(body: BookingInput) {
  return api.post('/bookings/manualCreate', body, { schema: bookingResponse });
}

export function useCreateBooking({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof createBooking>;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: createBooking,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: bookingsKey });
      await mutationConfig?.onSuccess?.(...args);
    },
  });
}
