import { type ChangeUsernameBody, userResponse } from '@fletx/contract/users';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** PUT /api/user/?id= {email} */
export function changeUsername({ id, body }: { id: number; body: ChangeUsernameBody }) {
  return api.put('/user/', body, { query: { id }, schema: userResponse });
}

export const useChangeUsername = () =>
  useApiMutation(changeUsername, (_, { id }) => invalidations.userSaved(id));
