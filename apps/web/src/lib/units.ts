import type { MaintenanceUnitType } from '@fletx/contract/maintenance';
import { trailerListResponse, trailerResponse } from '@fletx/contract/trailers';
import { truckListResponse, truckResponse } from '@fletx/contract/trucks';
import type { AnswerSchema } from './api-client';
import { queryKeys } from './query-keys';
import { useApiQuery, useApiRecord } from './react-query';

/** The most rows a list answers at once (contract paging.ts): the units the pickers offer. */
const UNITS_TAKE = 100;
const FIRST_PAGE = { page: 1, search: '', take: UNITS_TAKE };
const FIRST_PAGE_QUERY = { query: { page: 1, take: UNITS_TAKE } };

/** A unit to choose: its id, its number and plate to read ('U-4 · KS 100'), its number alone to name it by. */
export type UnitOption = { value: string; label: string; number: string };

/** A picker's units and whether they are read yet. */
export type UnitPicker = { options: UnitOption[]; ready: boolean };

const optionOf = (id: number, number: string, plate: string): UnitOption => {
  const named = number || `#${id}`;
  return { value: String(id), label: `${named} · ${plate}`, number: named };
};

/** The first page (the most a list answers) of a list of units, as a picker's options. */
function usePicker<R>(
  area: 'trucks' | 'trailers',
  path: string,
  schema: AnswerSchema<{ data: { items: R[] } }>,
  option: (row: R) => UnitOption,
): UnitPicker {
  const list = useApiQuery(queryKeys[area].list(FIRST_PAGE), path, schema, FIRST_PAGE_QUERY);
  return { options: (list.data?.data.items ?? []).map(option), ready: list.isSuccess };
}

const truckOption = (t: { id: number; unit_number: string; licenseplate_number: string }) =>
  optionOf(t.id, t.unit_number, t.licenseplate_number);
const trailerOption = (t: { id: number; trailer_number: string; licenseplate_number: string }) =>
  optionOf(t.id, t.trailer_number, t.licenseplate_number);

/**
 * The trucks a picker offers: the first 100 the trucks list answers (GET /api/vehicle/), by unit number and
 * plate. Only for choosing: the screens name a record's truck from its own answer (docs/product.md "Where
 * the screens get the names").
 */
export const useTruckPicker = () => usePicker('trucks', '/vehicle/', truckListResponse, truckOption);

/** The trailers a picker offers: the first 100 the trailers list answers, by number and plate. */
export const useTrailerPicker = () =>
  usePicker('trailers', '/trailer/findBySize/', trailerListResponse, trailerOption);

/**
 * The unit a screen's address chose, as its picker's option: the picker's own when it offers it, else read by
 * its id once the picker is in (GET /api/vehicle/find/{id} or /api/trailer/find/{id}, the edit forms' cache
 * entries), since a fleet may have more units than a picker offers. Undefined while unknown.
 */
export function useChosenUnit(
  unitType: MaintenanceUnitType,
  unitId: number | undefined,
  picker: UnitPicker,
): UnitOption | undefined {
  const listed = picker.options.find((o) => o.value === String(unitId));
  const read = picker.ready && unitId !== undefined && !listed;
  const id = unitId ?? 0;
  const truck = useApiRecord(queryKeys.trucks.detail(id), `/vehicle/find/${id}`, truckResponse, {
    enabled: read && unitType === 'truck',
  }).data?.body.data;
  const trailer = useApiRecord(queryKeys.trailers.detail(id), `/trailer/find/${id}`, trailerResponse, {
    enabled: read && unitType === 'trailer',
  }).data?.body.data;
  if (listed || !read) return listed;
  if (unitType === 'truck') return truck && truckOption(truck);
  return trailer && trailerOption(trailer);
}

/** A picker's options, and `extra` after them when they do not hold it (a unit beyond the ones offered). */
export const withOption = (options: UnitOption[], extra: UnitOption | undefined): UnitOption[] =>
  extra && !options.some((o) => o.value === extra.value) ? [...options, extra] : options;
