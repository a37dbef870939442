import { reportCountsResponse, reportListResponse } from '@fletx/contract/reports';
import { queryKeys } from '../../../lib/query-keys';
import { pageQuery, useApiPage, useApiQuery } from '../../../lib/react-query';

export type ReportListParams = {
  page: number;
  search: string;
  type?: number;
  status?: number;
  date?: string;
};

/**
 * GET /api/loadbook/loadbookreport/ — `page` (1-based here) is sent as page-1
 * (docs/product.md "Reports list").
 */
export function useReports({ page, search, type, status, date }: ReportListParams) {
  return useApiPage(
    queryKeys.reports.list({ page, search, type, status, date }),
    '/loadbook/loadbookreport/',
    reportListResponse,
    { ...pageQuery({ page: page - 1, search }), type, status, date },
  );
}

/** GET /api/loadbook/loadbookreport/countAlerts/ */
export const useReportCounts = () =>
  useApiQuery(queryKeys.reports.counts, '/loadbook/loadbookreport/countAlerts', reportCountsResponse);
