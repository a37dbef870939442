import { messageOnly } from '@fletx/contract/errors';
import type { UpdateUserBody } from '@fletx/contract/users';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** PUT /api/user/{id} with the version the form was filled from. */
export function updateUser({ id, body, etag }: { id: number; body: UpdateUserBody; etag?: string }) {
  return api.put(`/user/${id}`, body, { schema: messageOnly, ifMatch: etag });
}

export const useUpdateUser = () => useApiMutation(updateUser, (_, { id }) => invalidations.userSaved(id));
