import { type BookingInput, bookingResponse } from '@fletx/contract/bookings';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** POST /api/bookings/manualCreate */
export function createBooking(body: BookingInput) {
  return api.post('/bookings/manualCreate', body, { schema: bookingResponse });
}

export const useCreateBooking = () => useApiMutation(createBooking, () => invalidations.bookingSaved());
