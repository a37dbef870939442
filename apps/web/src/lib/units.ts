import type { MaintenanceUnitType } from '@fletx/contract/maintenance';
import { trailerListResponse, trailerResponse } from '@fletx/contract/trailers';
import { type TruckRecord, truckListResponse, truckResponse } from '@fletx/contract/trucks';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from './api-client';
import { queryKeys } from './query-keys';
import { useApiQuery, useApiRecord } from './react-query';

/**
 * How many units a picker's answer holds: the newest ones before a person types (a small fleet just clicks),
 * the ones the server's search matches after.
 */
export const UNIT_SEARCH_TAKE = 20;

/** A truck or a trailer, by its type and its record's id. */
export type UnitRef = { unitType: MaintenanceUnitType; unitId: number };

/**
 * A unit to choose: which, its number and plate to read ('U-4 · KS 100', 'U-9 · KS 9 · Inactive' for a deleted
 * one, still there for its records' filters and edits), its number alone to name it by.
 */
export type UnitOption = UnitRef & { label: string; number: string };

type UnitRow = { id: number; licenseplate_number: string; is_deleted: boolean };

const optionOf = (unitType: MaintenanceUnitType, row: UnitRow, number: string): UnitOption => {
  const named = number || `#${row.id}`;
  const label = `${named} · ${row.licenseplate_number}${row.is_deleted ? ' · Inactive' : ''}`;
  return { unitType, unitId: row.id, label, number: named };
};

const truckOption = (t: UnitRow & { unit_number: string }) => optionOf('truck', t, t.unit_number);
const trailerOption = (t: UnitRow & { trailer_number: string }) => optionOf('trailer', t, t.trailer_number);

export const sameUnit = (a: UnitRef | undefined, b: UnitRef | undefined) =>
  a !== undefined && b !== undefined && a.unitType === b.unitType && a.unitId === b.unitId;

/** A picker's answer: the units of each type asked for, and whether an answer is still on its way. */
export type UnitSearch = { options: Record<MaintenanceUnitType, UnitOption[]>; pending: boolean };

/**
 * The units of `types` whose number, plate or VIN (a truck's driver's name too) hold `search`, at most
 * `UNIT_SEARCH_TAKE` of each type: the unit whose number is the text first ('15' finds U-15), then the numbers
 * starting with it, then the rest, each group's active units first by number (`order=number`), as the server
 * orders them; the first numbers when `search` is empty (GET /api/vehicle/ and /api/trailer/findBySize/ with `search`, answered from their trigram indexes);
 * only the units not deleted when `activeOnly` (`status=Active`: a record's form, whose unit must be active).
 * Asked only once `enabled`; the answer before stays shown while the next one comes.
 */
export function useUnitSearch(
  types: ReadonlyArray<MaintenanceUnitType>,
  search: string,
  enabled: boolean,
  activeOnly = false,
): UnitSearch {
  const status = activeOnly ? 'Active' : undefined;
  const params = { page: 1, search, take: UNIT_SEARCH_TAKE, order: 'number', ...(status ? { status } : {}) };
  const options = (type: MaintenanceUnitType) => ({
    query: { page: 1, take: UNIT_SEARCH_TAKE, search: search || undefined, status, order: 'number' },
    enabled: enabled && types.includes(type),
    placeholderData: keepPreviousData,
  });
  const trucks = useApiQuery(queryKeys.trucks.list(params), '/vehicle/', truckListResponse, options('truck'));
  const trailers = useApiQuery(
    queryKeys.trailers.list(params),
    '/trailer/findBySize/',
    trailerListResponse,
    options('trailer'),
  );
  const truckItems = trucks.data?.data.items;
  const trailerItems = trailers.data?.data.items;
  const found = useMemo(
    () => ({
      truck: (truckItems ?? []).map(truckOption),
      trailer: (trailerItems ?? []).map(trailerOption),
    }),
    [truckItems, trailerItems],
  );
  const waiting = (type: MaintenanceUnitType, q: { isFetching: boolean; isPlaceholderData: boolean }) =>
    types.includes(type) && (q.isFetching || q.isPlaceholderData);
  return { options: found, pending: waiting('truck', trucks) || waiting('trailer', trailers) };
}

/**
 * The chosen unit as an option: `known` when it is that unit (a record's answer names its own unit, a picker
 * keeps the option chosen), else read by its id (GET /api/vehicle/find/{id} or /api/trailer/find/{id}, the edit
 * forms' cache entries) wherever it is in the fleet. Undefined while unknown.
 */
export function useChosenUnit(unit: UnitRef | undefined, known?: UnitOption): UnitOption | undefined {
  const isKnown = sameUnit(unit, known);
  const read = unit !== undefined && !isKnown;
  const id = unit?.unitId ?? 0;
  const truck = useApiRecord(queryKeys.trucks.detail(id), `/vehicle/find/${id}`, truckResponse, {
    enabled: read && unit.unitType === 'truck',
  }).data?.body.data;
  const trailer = useApiRecord(queryKeys.trailers.detail(id), `/trailer/find/${id}`, trailerResponse, {
    enabled: read && unit.unitType === 'trailer',
  }).data?.body.data;
  if (!unit) return undefined;
  if (isKnown) return known;
  if (unit.unitType === 'truck') return truck && truckOption(truck);
  return trailer && trailerOption(trailer);
}

/**
 * The unit numbers of these trucks, by id, each read by its id (the edit forms' cache entries): a record's
 * History names the trucks it had, wherever they are in the fleet. A truck not read (yet) is left out.
 */
export function useTruckNumbers(ids: ReadonlyArray<number>): Readonly<Record<number, string>> {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: queryKeys.trucks.detail(id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.getWithEtag(`/vehicle/find/${id}`, { schema: truckResponse, signal }),
    })),
    combine: numbersOf,
  });
}

const numbersOf = (answers: ReadonlyArray<{ data?: { body: { data: TruckRecord } } | undefined }>) =>
  Object.fromEntries(
    answers.flatMap((a) => (a.data ? [[a.data.body.data.id, truckOption(a.data.body.data).number]] : [])),
  );
