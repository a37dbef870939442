import { loadFindResponse } from '@fletx/contract/load-responses';
import { queryKeys } from '../../../lib/query-keys';
import { useApiRecord } from '../../../lib/react-query';

/**
 * GET /api/loadbook/find/{id}: data.info[0] plus extraData (driver, status, truck, trailer, history), with the
 * load's version.
 */
export const useLoad = (id: number) =>
  useApiRecord(queryKeys.loadDetails.load(id), `/loadbook/find/${id}`, loadFindResponse, { enabled: id > 0 });
