import { trailerListResponse } from '@fletx/contract/trailers';
import { queryKeys } from '../../../lib/query-keys';
import { pageQuery, type SearchPage, useApiPage } from '../../../lib/react-query';

/** GET /api/trailer/findBySize/?page&take&search */
export const useTrailers = (params: SearchPage) =>
  useApiPage(queryKeys.trailers.list(params), '/trailer/findBySize/', trailerListResponse, pageQuery(params));
