import { messageOnly } from '@fletx/contract/errors';
import type { UpdateUserBody } from '@fletx/contract/users';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** PUT /api/user/{id} */
export function updateUser({ id, body }: { id: number; body: UpdateUserBody }) {
  return api.put(`/user/${id}`, body, { schema: messageOnly });
}

export const useUpdateUser = () => useApiMutation(updateUser, invalidations.userSaved);
