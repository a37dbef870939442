import { trailerResponse } from '@fletx/contract/trailers';
import { queryKeys } from '../../../lib/query-keys';
import { useApiRecord } from '../../../lib/react-query';

/** GET /api/trailer/find/{id}: the trailer and its version. */
export const useTrailer = (id: number | undefined) =>
  useApiRecord(queryKeys.trailers.detail(id ?? 0), `/trailer/find/${id}`, trailerResponse, {
    enabled: id !== undefined,
  });
