import { type ReportCommentBody, reportResponse } from '@fletx/contract/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportsKey } from './get-reports';

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

export function useReportAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runReportAction,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reportsKey });
    },
  });
}
