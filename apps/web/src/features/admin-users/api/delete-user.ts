import { messageOnly } from '@fletx/contract/errors';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

/** DELETE /api/user/{id} — answers the server's message. */
export async function deleteUser(id: number): Promise<string> {
  return (await api.delete(`/user/${id}`, { schema: messageOnly })).message;
}

export const useDeleteUser = () => useApiMutation(deleteUser, (_, id) => invalidations.userSaved(id));
