import { trailerListResponse } from '@fletx/contract/trailers';
import { truckListResponse } from '@fletx/contract/trucks';
import { queryKeys } from '../../../lib/query-keys';
import { useApiQuery } from '../../../lib/react-query';
import { unitTypeLabel } from '../components/unit-label';

/** The most rows a list answers at once (contract paging.ts): the units the pickers offer. */
const UNITS_TAKE = 100;
const FIRST_PAGE = { page: 1, search: '', take: UNITS_TAKE };

/** A unit to choose: its id, its number and plate to read, its number alone to name it by. */
export type UnitOption = { value: string; label: string; number: string };

/**
 * The trucks and trailers (the first 100 of each, as their lists answer them) as options named by their unit
 * number and plate; a unit beyond them is still typed by its id.
 */
export function useUnitOptions() {
  const trucks = useApiQuery(queryKeys.trucks.list(FIRST_PAGE), '/vehicle/', truckListResponse, {
    query: { page: 1, take: UNITS_TAKE },
  });
  const trailers = useApiQuery(
    queryKeys.trailers.list(FIRST_PAGE),
    '/trailer/findBySize/',
    trailerListResponse,
    {
      query: { page: 1, take: UNITS_TAKE },
    },
  );
  const truck: UnitOption[] = (trucks.data?.data.items ?? []).map((t) => ({
    value: String(t.id),
    label: `${t.unit_number || `#${t.id}`} · ${t.licenseplate_number}`,
    number: t.unit_number || `#${t.id}`,
  }));
  const trailer: UnitOption[] = (trailers.data?.data.items ?? []).map((t) => ({
    value: String(t.id),
    label: `${t.trailer_number || `#${t.id}`} · ${t.licenseplate_number}`,
    number: t.trailer_number || `#${t.id}`,
  }));
  return { truck, trailer };
}

/**
 * A unit as the maintenance screens name it, by its unit number as trucks and trailers are named elsewhere:
 * 'Truck 106'; 'Truck #6' (its record's id) when it is not among the units the pickers know (the
 * maintenance answers carry the unit's id only).
 */
export function useUnitName() {
  const units = useUnitOptions();
  return (unitType: 'truck' | 'trailer', unitId: number) => {
    const known = units[unitType].find((o) => o.value === String(unitId));
    return `${unitTypeLabel(unitType)} ${known?.number ?? `#${unitId}`}`;
  };
}
