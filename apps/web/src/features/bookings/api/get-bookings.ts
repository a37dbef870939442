import { bookingListResponse } from '@fletx/contract/bookings';
import { queryKeys } from '../../../lib/query-keys';
import { pageQuery, useApiPage } from '../../../lib/react-query';

export type BookingListParams = { page: number; initialDate: string; finalDate: string };

/** GET /api/bookings/findForBookings, or findForDate when a date of the range is set (yyyy-MM-dd). */
export function useBookings({ page, initialDate, finalDate }: BookingListParams) {
  const ranged = Boolean(initialDate || finalDate);
  return useApiPage(
    queryKeys.bookings.list({ page, initialDate, finalDate }),
    ranged ? '/bookings/findForDate' : '/bookings/findForBookings',
    bookingListResponse,
    {
      ...pageQuery({ page, search: '' }),
      initialDate: initialDate || undefined,
      finalDate: finalDate || undefined,
    },
  );
}
