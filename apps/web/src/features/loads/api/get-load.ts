import { loadFindResponse } from '@fletx/contract/load-responses';
import { queryKeys } from '../../../lib/query-keys';
import { useApiQuery } from '../../../lib/react-query';

/** GET /api/loadbook/find/{id}: data.info[0] plus extraData (driver, status, truck, trailer, history). */
export const useLoad = (id: number) =>
  useApiQuery(queryKeys.loadDetails.load(id), `/loadbook/find/${id}`, loadFindResponse, { enabled: id > 0 });
