import { loadResponse } from '@fletx/contract/loads';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** POST /api/bookings/{id}/toLoad: the booking becomes a load awaiting confirmation (16). */
export function turnBookingIntoLoad(id: number) {
  return api.post(`/bookings/${id}/toLoad`, undefined, { schema: loadResponse });
}

export const useTurnBookingIntoLoad = () =>
  useApiMutation(turnBookingIntoLoad, (_, id) => invalidations.bookingMadeLoad(id));
