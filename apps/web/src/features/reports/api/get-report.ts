import { reportResponse } from '@fletx/contract/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportsKey } from './get-reports';

/** GET /api/loadbook/loadbookreport/findById/{id} — the report with its comments. */
export function getReportQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...reportsKey, 'detail', id],
    queryFn: ({ signal }) =>
      api.get(`/loadbook/loadbookreport/findById/${id}`, { schema: reportResponse, signal }),
  });
}

export function useReport(id: number) {
  return useQuery({ ...getReportQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
