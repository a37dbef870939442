import { bookingResponse } from '@fletx/contract/bookings';
import { queryKeys } from '../../../lib/query-keys';
import { useApiQuery } from '../../../lib/react-query';

/** GET /api/bookings/find/{id} */
export const useBooking = (id: number) =>
  useApiQuery(queryKeys.bookings.detail(id), `/bookings/find/${id}`, bookingResponse, { enabled: id > 0 });
