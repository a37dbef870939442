import {
  type PaySettlementBody,
  type SettlementDetail,
  settlementDetailResponse,
  settlementListResponse,
} from '@fletx/contract/settlements';
import { findByUsersResponse } from '@fletx/contract/trucks';
import { api } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/download';
import { invalidations, queryKeys } from '../../../lib/query-keys';
import { useApiMutation, useApiPage, useApiQuery } from '../../../lib/react-query';

export type SettlementsFilter = {
  driverId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const listQuery = (filter: SettlementsFilter) => ({
  driverId: filter.driverId,
  from: filter.from,
  to: filter.to,
});

/** GET /api/settlements?driverId&from&to&page&take (docs/product.md "Driver settlements"). */
export const useSettlements = (filter: SettlementsFilter & { page: number }) =>
  useApiPage(queryKeys.settlements.list(filter), '/settlements/', settlementListResponse, {
    ...listQuery(filter),
    page: filter.page,
    take: 10,
  });

/** GET /api/settlements/{id}: the lines and the math. */
export const useSettlement = (id: number | undefined) =>
  useApiQuery(queryKeys.settlements.detail(id ?? 0), `/settlements/${id}`, settlementDetailResponse, {
    enabled: id !== undefined,
  });

/** Every driver, for the driver select (GET /api/vehicle/findByUsers, shared with the truck form). */
export const useDriverOptions = () =>
  useApiQuery(queryKeys.drivers.forTrucks, '/vehicle/findByUsers', findByUsersResponse);

/** POST /api/settlements/{id}/pay. */
export function paySettlement({ id, body }: { id: number; body: PaySettlementBody }) {
  return api.post(`/settlements/${id}/pay`, body, { schema: settlementDetailResponse });
}

export const usePaySettlement = () =>
  useApiMutation(paySettlement, (r) => invalidations.settlementPaid(r.data.driver_id));

export const downloadSettlementPdf = (s: Pick<SettlementDetail, 'id' | 'period_start' | 'driver_name'>) =>
  downloadApiFile(
    `/settlements/${s.id}/pdf`,
    `settlement-${s.driver_name.replace(/[^\w-]+/g, '-')}-${s.period_start}.pdf`,
  );

export const downloadSettlementsCsv = (filter: SettlementsFilter) =>
  downloadApiFile('/settlements/', 'settlements.csv', { ...listQuery(filter), format: 'csv' });
