import { PAGE_SIZE } from '@fletx/contract/constants';
import { reportCountsResponse, reportListResponse } from '@fletx/contract/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const reportsKey = ['reports'] as const;

export type ReportListParams = {
  page: number;
  search: string;
  type?: number;
  status?: number;
  date?: string;
};

/** GET /api/loadbook/loadbookreport/ — `page` (1-based here) is sent as page-1, as the spec's client does. */
export function getReportsQueryOptions({ page, search, type, status, date }: ReportListParams) {
  return queryOptions({
    queryKey: [...reportsKey, 'list', { page, search, type, status, date }],
    queryFn: ({ signal }) =>
      api.get('/loadbook/loadbookreport/', {
        query: { page: page - 1, take: PAGE_SIZE, search: search || undefined, type, status, date },
        schema: reportListResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useReports(params: ReportListParams) {
  return useQuery(getReportsQueryOptions(params));
}

/** GET /api/loadbook/loadbookreport/countAlerts/ */
export function useReportCounts() {
  return useQuery(
    queryOptions({
      queryKey: [...reportsKey, 'counts'],
      queryFn: ({ signal }) =>
        api.get('/loadbook/loadbookreport/countAlerts', { schema: reportCountsResponse, signal }),
    }),
  );
}
