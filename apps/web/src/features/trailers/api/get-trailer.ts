import { trailerResponse } from '@fletx/contract/trailers';
import { queryKeys } from '../../../lib/query-keys';
import { useApiQuery } from '../../../lib/react-query';

/** GET /api/trailer/find/{id} */
export const useTrailer = (id: number | undefined) =>
  useApiQuery(queryKeys.trailers.detail(id ?? 0), `/trailer/find/${id}`, trailerResponse, {
    enabled: id !== undefined,
  });
