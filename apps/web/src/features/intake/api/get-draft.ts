import { intakeDraftResponse } from '@fletx/contract/intake';
import { queryKeys } from '../../../lib/query-keys';
import { useApiRecord } from '../../../lib/react-query';

/** How often a draft being read is asked for again. */
export const POLL_MS = 2000;

/**
 * GET /api/intake/rate-confirmations/{id} with its version (the corrections send it back as `If-Match`): asked
 * again while it is being read (`pending`).
 */
export const useDraft = (id: number) =>
  useApiRecord(queryKeys.intake.detail(id), `/intake/rate-confirmations/${id}`, intakeDraftResponse, {
    enabled: id > 0,
    refetchInterval: (query) => (query.state.data?.body.data.status === 'pending' ? POLL_MS : false),
  });
