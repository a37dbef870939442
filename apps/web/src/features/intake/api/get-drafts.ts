import { type IntakeStatus, intakeListResponse } from '@fletx/contract/intake';
import { useSafetyPoll } from '../../../components/live/live-updates';
import { queryKeys } from '../../../lib/query-keys';
import { pageQuery, useApiQuery } from '../../../lib/react-query';
import { POLL_MS } from './get-draft';

export type DraftListParams = { status: IntakeStatus | ''; page: number };

/**
 * GET /api/intake/rate-confirmations?status&page&take: the inbox, newest first. Asked again while a draft on
 * the page is still being read, so that it shows once read; a mailed one comes with the live stream's `intake`
 * event (polled for while the stream is down).
 */
export const useDrafts = ({ status, page }: DraftListParams) => {
  const safetyPoll = useSafetyPoll(30_000);
  return useApiQuery(
    queryKeys.intake.list({ status, page }),
    '/intake/rate-confirmations',
    intakeListResponse,
    {
      query: { ...pageQuery({ page, search: '' }), status: status || undefined },
      refetchInterval: (query) =>
        query.state.data?.data.items.some((draft) => draft.status === 'pending') ? POLL_MS : safetyPoll,
    },
  );
};
