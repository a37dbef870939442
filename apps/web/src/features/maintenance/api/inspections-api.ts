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
};

/** A day's start and the next day's start in UTC: the period's bounds as instants. */
const dayStart = (day: string) => `${day}T00:00:00Z`;
const nextDayStart = (day: string) => {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
};

/** GET /api/inspections?unitType&unitId&from&to&page&take: newest first. */
export const useInspections = (params: InspectionListParams) =>
  useApiPage(queryKeys.inspections.list(params), '/inspections', inspectionListResponse, {
    page: params.page,
    take: params.take ?? PAGE_SIZE,
    ...(params.unitType && params.unitId !== undefined
      ? { unitType: params.unitType, unitId: params.unitId }
      : {}),
    from: params.from ? dayStart(params.from) : undefined,
    to: params.to ? nextDayStart(params.to) : undefined,
  });

/** GET /api/inspections/{id}: one report with its items and defects. */
export const useInspection = (id: number | undefined) =>
  useApiQuery(queryKeys.inspections.detail(id ?? 0), `/inspections/${id}`, inspectionResponse, {
    enabled: id !== undefined,
  });

/** The most reports a unit's page reads at once (the API's largest page). */
const RECENT = 100;

/**
 * The open defects of a unit, from its latest reports (the newest 100): what a work order can repair; a
 * defect it already repairs (`keep`) stays listed.
 */
export function useOpenDefects(
  unit: { unitType: UnitType; unitId: number },
  keep: ReadonlyArray<number> = [],
) {
  const list = useInspections({ page: 1, ...unit, from: '', to: '', take: RECENT });
  const defects = (list.data?.data.items ?? []).flatMap((inspection) =>
    inspection.defects
      .filter((d) => d.unitType === unit.unitType && d.unitId === unit.unitId)
      .filter((d) => d.status === 'open' || keep.includes(d.id))
      .map((defect) => ({ defect, inspection })),
  );
  return { defects, list };
}
