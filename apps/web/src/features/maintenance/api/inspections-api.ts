import { PAGE_SIZE } from '@fletx/contract/constants';
import { inspectionListResponse, inspectionResponse, type UnitType } from '@fletx/contract/inspections';
import { queryKeys } from '../../../lib/query-keys';
import { useApiPage, useApiQuery } from '../../../lib/react-query';

export type InspectionListParams = {
  page: number;
  unitType: UnitType | '';
  unitId: number | undefined;
  /** yyyy-MM-dd, the first day of the period ('' for none). */
  from: string;
  /** yyyy-MM-dd, the last day of the period ('' for none). */
  to: string;
  /** Rows a page (default PAGE_SIZE). */
  take?: number;
  /** Only the reports with a defect still open (of the unit), and/or one this work order repaired. */
  defects?: { open: true; workOrderId?: number };
};

/** A day's start and the next day's start in UTC: the period's bounds as instants. */
const dayStart = (day: string) => `${day}T00:00:00Z`;
const nextDayStart = (day: string) => {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
};

/** GET /api/inspections?unitType&unitId&from&to&defects&workOrderId&page&take: newest first. */
export const useInspections = (params: InspectionListParams) =>
  useApiPage(queryKeys.inspections.list(params), '/inspections', inspectionListResponse, {
    page: params.page,
    take: params.take ?? PAGE_SIZE,
    ...(params.unitType && params.unitId !== undefined
      ? { unitType: params.unitType, unitId: params.unitId }
      : {}),
    from: params.from ? dayStart(params.from) : undefined,
    to: params.to ? nextDayStart(params.to) : undefined,
    ...(params.defects && { defects: 'open', workOrderId: params.defects.workOrderId }),
  });

/** GET /api/inspections/{id}: one report with its items and defects. */
export const useInspection = (id: number | undefined) =>
  useApiQuery(queryKeys.inspections.detail(id ?? 0), `/inspections/${id}`, inspectionResponse, {
    enabled: id !== undefined,
  });

/** The most reports a unit's page reads at once (the API's largest page). */
const RECENT = 100;

/**
 * The open defects of a unit, however old: its reports with a defect still open (the newest 100 of those),
 * what a work order can repair; a defect the order `workOrderId` repaired, or one it lists (`keep`), stays
 * listed.
 */
export function useOpenDefects(
  unit: { unitType: UnitType; unitId: number },
  order: { workOrderId?: number; keep?: ReadonlyArray<number> } = {},
) {
  const { workOrderId, keep = [] } = order;
  const defectsAsked = { open: true as const, ...(workOrderId !== undefined && { workOrderId }) };
  const list = useInspections({ page: 1, ...unit, from: '', to: '', take: RECENT, defects: defectsAsked });
  const defects = (list.data?.data.items ?? []).flatMap((inspection) =>
    inspection.defects
      .filter((d) => d.unitType === unit.unitType && d.unitId === unit.unitId)
      .filter((d) => d.status === 'open' || keep.includes(d.id))
      .map((defect) => ({ defect, inspection })),
  );
  return { defects, list };
}
