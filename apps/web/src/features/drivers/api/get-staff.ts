import { staffListResponse } from '@fletx/contract/users';
import { queryKeys } from '../../../lib/query-keys';
import { useApiQuery } from '../../../lib/react-query';

/** GET /api/user/findStaff: every back-office user by name, for a driver's Dispatcher. */
export const useStaff = () => useApiQuery(queryKeys.users.staff, '/user/findStaff', staffListResponse);
