import { keepPreviousData } from '@tanstack/react-query';
import { schemaOnDemand } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useApiQuery } from '../../../lib/react-query';

/** The answer's schema, fetched on demand like the shell's other answers (get-messages-unread.ts). */
const found = schemaOnDemand(() =>
  import('@fletx/contract/search').then((contract) => contract.searchResponse),
);

/** The finder looks through records from this many characters on (fewer would match most of every list). */
export const FIND_MIN_LENGTH = 2;

/**
 * GET /api/search?q=: the first loads, drivers, trucks, trailers and brokers each list finds for `text`, and
 * their totals. The last answer stays on screen while the next text's loads.
 */
export const useFindRecords = (text: string) =>
  useApiQuery(queryKeys.search(text), '/search', found, {
    query: { q: text },
    enabled: text.length >= FIND_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    select: (response) => response.data,
  });
