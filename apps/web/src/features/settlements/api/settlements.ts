import {
  type PaySettlementBody,
  type SettlementDetail,
  type SettlementStatus,
  settlementDetailResponse,
  settlementListResponse,
} from '@fletx/contract/settlements';
import { api } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/download';
import { invalidations, queryKeys } from '../../../lib/query-keys';
import { useApiPage, useApiRecord, useRecordMutation } from '../../../lib/react-query';

export type SettlementsFilter = {
  driverId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  status?: SettlementStatus | undefined;
};

const listQuery = (filter: SettlementsFilter) => ({
  driverId: filter.driverId,
  from: filter.from,
  to: filter.to,
  status: filter.status,
});

/** GET /api/settlements?driverId&from&to&status&page&take (docs/product.md "Driver settlements"). */
export const useSettlements = (filter: SettlementsFilter & { page: number }) =>
  useApiPage(queryKeys.settlements.list(filter), '/settlements/', settlementListResponse, {
    ...listQuery(filter),
    page: filter.page,
    take: 10,
  });

/** GET /api/settlements/{id}: the lines and the math, with the version a pay sends back (If-Match). */
export const useSettlement = (id: number | undefined) =>
  useApiRecord(queryKeys.settlements.detail(id ?? 0), `/settlements/${id}`, settlementDetailResponse, {
    enabled: id !== undefined,
  });

type Pay = { id: number; body: PaySettlementBody; etag: string | undefined };

/**
 * POST /api/settlements/{id}/pay from the version shown (If-Match; 412 when a delivery was filed into it or
 * someone paid it meanwhile): its answer, the paid settlement with its new version, becomes the detail's.
 */
export const usePaySettlement = () =>
  useRecordMutation(
    ({ id, body, etag }: Pay) =>
      api.changeWithEtag('POST', `/settlements/${id}/pay`, body, {
        schema: settlementDetailResponse,
        ifMatch: etag,
      }),
    ({ id }) => queryKeys.settlements.detail(id),
    (r) => invalidations.settlementPaid(r.body.data.driver_id),
  );

export const downloadSettlementPdf = (s: Pick<SettlementDetail, 'id' | 'period_start' | 'driver_name'>) =>
  downloadApiFile(
    `/settlements/${s.id}/pdf`,
    `settlement-${s.driver_name.replace(/[^\w-]+/g, '-')}-${s.period_start}.pdf`,
  );

export const downloadSettlementsCsv = (filter: SettlementsFilter) =>
  downloadApiFile('/settlements/', 'settlements.csv', { ...listQuery(filter), format: 'csv' });
