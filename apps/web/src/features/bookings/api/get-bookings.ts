import { bookingListResponse } from '@fletx/contract/bookings';
import { PAGE_SIZE } from '@fletx/contract/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const bookingsKey = ['bookings'] as const;

export type BookingListParams = { page: number; initialDate: string; finalDate: string };

/** GET /api/bookings/findForBookings, or findForDate when a date of the range is set (yyyy-MM-dd). */
export function getBookingsQueryOptions({ page, initialDate, finalDate }: BookingListParams) {
  const ranged = Boolean(initialDate || finalDate);
  return queryOptions({
    queryKey: [...bookingsKey, 'list', { page, initialDate, finalDate }],
    queryFn: ({ signal }) =>
      ranged
        ? api.get('/bookings/findForDate', {
            query: {
              page,
              take: PAGE_SIZE,
              initialDate: initialDate || undefined,
              finalDate: finalDate || undefined,
            },
            schema: bookingListResponse,
            signal,
          })
        : api.get('/bookings/findForBookings', {
            query: { page, take: PAGE_SIZE },
            schema: bookingListResponse,
            signal,
          }),
    placeholderData: keepPreviousData,
  });
}

export function useBookings(params: BookingListParams) {
  return useQuery(getBookingsQueryOptions(params));
}
