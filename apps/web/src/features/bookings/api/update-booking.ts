import { type BookingInput, bookingResponse } from '@fletx/contract/bookings';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** PUT /api/bookings/{id} */
export function updateBooking({ id, body }: { id: number; body: BookingInput }) {
  return api.put(`/bookings/${id}`, body, { schema: bookingResponse });
}

export const useUpdateBooking = () => useApiMutation(updateBooking, invalidations.bookingSaved);
