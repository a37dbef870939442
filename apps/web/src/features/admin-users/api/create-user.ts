import { type CreateUserBody, userResponse } from '@fletx/contract/users';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** POST /api/user/create-user */
export function createUser(body: CreateUserBody) {
  return api.post('/user/create-user', body, { schema: userResponse });
}

export const useCreateUser = () => useApiMutation(createUser, () => invalidations.userSaved());
