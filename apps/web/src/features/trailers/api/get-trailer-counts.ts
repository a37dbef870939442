import { trailerCountsResponse } from '@fletx/contract/trailers';
import { queryKeys } from '../../../lib/query-keys';
import { useApiQuery } from '../../../lib/react-query';

/** GET /api/trailer/countTrailers: totalTrailers, activeTrailers, InactiveTrailers. */
export const useTrailerCounts = () =>
  useApiQuery(queryKeys.trailers.counts, '/trailer/countTrailers', trailerCountsResponse);
