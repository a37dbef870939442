import { reportResponse } from '@fletx/contract/reports';
import { queryKeys } from '../../../lib/query-keys';
import { useApiQuery } from '../../../lib/react-query';

/** GET /api/loadbook/loadbookreport/findById/{id} — the report with its comments. */
export const useReport = (id: number) =>
  useApiQuery(queryKeys.reports.detail(id), `/loadbook/loadbookreport/findById/${id}`, reportResponse, {
    enabled: Number.isInteger(id) && id > 0,
  });
