import { PAGE_SIZE } from '@fletx/contract/constants';
import {
  type MaintenanceUnitType,
  type OdometerBody,
  odometerListResponse,
  odometerResponse,
  type ScheduleBody,
  type ScheduleState,
  scheduleListResponse,
  scheduleResponse,
  templateListResponse,
} from '@fletx/contract/maintenance';
import { api } from '../../../lib/api-client';
import { invalidations, queryKeys } from '../../../lib/query-keys';
import { useApiMutation, useApiPage, useApiQuery } from '../../../lib/react-query';

export type ScheduleListParams = {
  page: number;
  state: ScheduleState | '';
  unitType: MaintenanceUnitType | '';
  unitId: number | undefined;
  /** Rows a page (default PAGE_SIZE). */
  take?: number;
};

/** GET /api/maintenance/schedules?state&unitType&unitId&page&take (docs/product.md "Maintenance"). */
export const useSchedules = (params: ScheduleListParams) =>
  useApiPage(queryKeys.maintenance.list(params), '/maintenance/schedules', scheduleListResponse, {
    page: params.page,
    take: params.take ?? PAGE_SIZE,
    state: params.state || undefined,
    unitType: params.unitType || undefined,
    unitId: params.unitId,
  });

/** GET /api/maintenance/templates: the usual tasks the schedule form offers. */
export const useTemplates = () =>
  useApiQuery(queryKeys.maintenance.templates, '/maintenance/templates', templateListResponse, {
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A version as the API's ETag spells it (`"3"`): what `If-Match` sends back. */
const etagOf = (version: number) => `"${version}"`;

/**
 * POST /api/maintenance/schedules, or PUT …/{id} with the version the list showed (If-Match: 412 when someone
 * saved the schedule meanwhile, docs/product.md "Stale edits").
 */
export const saveSchedule = ({ id, version, body }: { id?: number; version?: number; body: ScheduleBody }) =>
  id === undefined
    ? api.post('/maintenance/schedules', body, { schema: scheduleResponse })
    : api.put(`/maintenance/schedules/${id}`, body, {
        schema: scheduleResponse,
        ...(version === undefined ? {} : { ifMatch: etagOf(version) }),
      });

export const useSaveSchedule = () => useApiMutation(saveSchedule, invalidations.maintenanceChanged);

/** DELETE /api/maintenance/schedules/{id} at the version the list showed: resolves with the server's message. */
export const deleteSchedule = async ({ id, version }: { id: number; version: number }) =>
  (await api.delete(`/maintenance/schedules/${id}`, { schema: scheduleResponse, ifMatch: etagOf(version) }))
    .message;

export const useDeleteSchedule = () => useApiMutation(deleteSchedule, invalidations.maintenanceChanged);

export type OdometerParams = { unitType: MaintenanceUnitType; unitId: number; page: number };

/** GET /api/maintenance/odometer?unitType&unitId&page&take: a unit's readings, latest first. */
export const useOdometer = (params: OdometerParams | undefined) =>
  useApiQuery(queryKeys.maintenance.odometer(params ?? {}), '/maintenance/odometer', odometerListResponse, {
    query: params && { ...params, take: PAGE_SIZE },
    enabled: params !== undefined,
  });

/** POST /api/maintenance/odometer: a reading, or a reset with its reason. */
export const useRecordOdometer = () =>
  useApiMutation(
    (body: OdometerBody) => api.post('/maintenance/odometer', body, { schema: odometerResponse }),
    invalidations.maintenanceChanged,
  );
