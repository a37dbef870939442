import { type BookingInput, bookingResponse } from '@fletx/contract/bookings';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** PUT /api/bookings/{id} with the version the form was filled from. */
export function updateBooking({ id, body, etag }: { id: number; body: BookingInput; etag?: string }) {
  return api.put(`/bookings/${id}`, body, { schema: bookingResponse, ifMatch: etag });
}

export const useUpdateBooking = () =>
  useApiMutation(updateBooking, (_, { id }) => invalidations.bookingSaved(id));
