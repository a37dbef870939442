import { bookingResponse } from '@fletx/contract/bookings';
import { queryKeys } from '../../../lib/query-keys';
import { useApiRecord } from '../../../lib/react-query';

/** GET /api/bookings/find/{id}: the booking and its version. */
export const useBooking = (id: number) =>
  useApiRecord(queryKeys.bookings.detail(id), `/bookings/find/${id}`, bookingResponse, { enabled: id > 0 });
