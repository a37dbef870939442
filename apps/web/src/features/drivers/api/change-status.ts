import type { DriverStatusBody } from '@fletx/contract/drivers';
import { messageOnly } from '@fletx/contract/errors';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** PUT /api/user/{id} {status, comment} */
export function changeDriverStatus({ id, body }: { id: number; body: DriverStatusBody }) {
  return api.put(`/user/${id}`, body, { schema: messageOnly });
}

export const useChangeDriverStatus = () =>
  useApiMutation(changeDriverStatus, (_, { id }) => invalidations.driverStatusChanged(id));
