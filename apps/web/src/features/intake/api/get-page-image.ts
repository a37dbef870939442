import { useQuery } from '@tanstack/react-query';
import { fetchApiBlob } from '../../../lib/download';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/intake/rate-confirmations/{id}/pages/{number}: a rendered page (PNG), with the session's token. */
export const usePageImage = (draftId: number, page: number) =>
  useQuery({
    queryKey: queryKeys.intake.page(draftId, page),
    queryFn: ({ signal }) =>
      fetchApiBlob(`/intake/rate-confirmations/${draftId}/pages/${page}`, undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
