import { userResponse } from '@fletx/contract/users';
import { queryKeys } from '../../../lib/query-keys';
import { useApiRecord } from '../../../lib/react-query';

/** GET /api/user/findById/?id= and its version — always fetched again (the edit form starts from the stored record). */
export function useUser(id: number | undefined) {
  return useApiRecord(queryKeys.users.detail(id ?? 0), '/user/findById/', userResponse, {
    query: { id },
    staleTime: 0,
    enabled: id !== undefined,
  });
}
