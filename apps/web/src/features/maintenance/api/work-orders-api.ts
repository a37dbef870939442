import { PAGE_SIZE } from '@fletx/contract/constants';
import type { MaintenanceUnitType } from '@fletx/contract/maintenance';
import {
  costResponse,
  type WorkOrderBody,
  type WorkOrderStatus,
  type WorkOrderUpdateBody,
  workOrderListResponse,
  workOrderResponse,
} from '@fletx/contract/work-orders';
import { api, type QueryParams } from '../../../lib/api-client';
import { invalidations, queryKeys } from '../../../lib/query-keys';
import { useApiPage, useApiQuery, useApiRecord, useRecordMutation } from '../../../lib/react-query';

/** The work orders' keys, under the maintenance area (its invalidations cover them). */
const keys = {
  list: (params: object) => [...queryKeys.maintenance.all, 'work-orders', params] as const,
  detail: (id: number) => [...queryKeys.maintenance.all, 'work-order', id] as const,
  costs: (params: object) => [...queryKeys.maintenance.all, 'costs', params] as const,
};

export type WorkOrderListParams = {
  page: number;
  status: WorkOrderStatus | '';
  unitType: MaintenanceUnitType | '';
  unitId: number | undefined;
  /** yyyy-MM-dd: the first and last day opened ('' for none). */
  from: string;
  to: string;
  search: string;
  order: 'desc' | 'asc';
  take?: number;
};

/** The list's query as the API reads it: empty filters left out, a unit only with its type. */
export const workOrderQuery = (params: WorkOrderListParams): QueryParams => ({
  page: params.page,
  take: params.take ?? PAGE_SIZE,
  status: params.status || undefined,
  unitType: params.unitType || undefined,
  unitId: params.unitType ? params.unitId : undefined,
  from: params.from || undefined,
  to: params.to || undefined,
  search: params.search || undefined,
  order: params.order === 'asc' ? 'asc' : undefined,
});

export const WORK_ORDERS_PATH = '/maintenance/work-orders';

/** GET /api/maintenance/work-orders?status&unitType&unitId&from&to&search&order&page&take. */
export const useWorkOrders = (params: WorkOrderListParams) =>
  useApiPage(keys.list(params), WORK_ORDERS_PATH, workOrderListResponse, workOrderQuery(params));

/** GET /api/maintenance/work-orders/{id} with its version (the form's If-Match). */
export const useWorkOrder = (id: number) =>
  useApiRecord(keys.detail(id), `${WORK_ORDERS_PATH}/${id}`, workOrderResponse, { enabled: id > 0 });

type SaveWorkOrder =
  | { id?: undefined; body: WorkOrderBody; etag?: undefined }
  | { id: number; body: WorkOrderUpdateBody; etag?: string };

/** POST a new order, or PUT an order with the version it was read in (412 when someone saved it meanwhile). */
export async function saveWorkOrder({ id, body, etag }: SaveWorkOrder) {
  return id === undefined
    ? { body: await api.post(WORK_ORDERS_PATH, body, { schema: workOrderResponse }), etag: undefined }
    : api.changeWithEtag('PUT', `${WORK_ORDERS_PATH}/${id}`, body, {
        schema: workOrderResponse,
        ifMatch: etag,
      });
}

/** The save: the order's answer, with its new version, is the form's record; a done order changes more. */
export const useSaveWorkOrder = () =>
  useRecordMutation(
    saveWorkOrder,
    ({ id }) => (id === undefined ? undefined : keys.detail(id)),
    () => [...invalidations.maintenanceChanged(), queryKeys.inspections.all],
  );

export type CostParams = { unitType: MaintenanceUnitType; unitId: number; from: string; to: string };

/** GET /api/maintenance/costs: a unit's done orders in a period, in total and per mile. */
export const useCosts = (params: CostParams) =>
  useApiQuery(keys.costs(params), '/maintenance/costs', costResponse, { query: params });
