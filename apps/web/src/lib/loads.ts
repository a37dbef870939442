import { loadFindResponse } from '@fletx/contract/load-responses';
import { queryKeys } from './query-keys';
import { useApiRecord } from './react-query';

/**
 * GET /api/loadbook/find/{id}: data.info[0] plus extraData (driver, status, truck, trailer, history), with the
 * load's version. Shared: the load's pages read it, and Messages names the load a message is about by its number
 * from it (one cache entry with the load's page).
 */
export const useLoad = (id: number) =>
  useApiRecord(queryKeys.loadDetails.load(id), `/loadbook/find/${id}`, loadFindResponse, { enabled: id > 0 });
