import { type ReportCommentBody, reportResponse } from '@fletx/contract/reports';
import { api } from '../../../lib/api-client';
import { invalidations } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';

export type ReportAction =
  | { kind: 'comment'; id: number; body: ReportCommentBody }
  | { kind: 'accept' | 'reject'; id: number; comment: string };

/** POST …/{id}/comments, …/{id}/accept-cancellation or …/{id}/reject-cancellation. */
export function runReportAction(action: ReportAction) {
  const base = `/loadbook/loadbookreport/${action.id}`;
  if (action.kind === 'comment') return api.post(`${base}/comments`, action.body, { schema: reportResponse });
  return api.post(
    `${base}/${action.kind}-cancellation`,
    { comment: action.comment },
    { schema: reportResponse },
  );
}

export const useReportAction = () =>
  useApiMutation(runReportAction, (report) => invalidations.reportActed(report.data.loadbook_id));
