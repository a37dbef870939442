import { bookingResponse } from '@fletx/contract/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookingsKey } from './get-bookings';

/** GET /api/bookings/find/{id} */
export function getBookingQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...bookingsKey, 'detail', id],
    queryFn: ({ signal }) => api.get(`/bookings/find/${id}`, { schema: bookingResponse, signal }),
    enabled: id > 0,
  });
}

export function useBooking(id: number) {
  return useQuery(getBookingQueryOptions(id));
}
