import { trailerListResponse } from '@fletx/contract/trailers';
import { truckListResponse } from '@fletx/contract/trucks';
import { queryKeys } from '../../../lib/query-keys';
import { useApiQuery } from '../../../lib/react-query';

/** The most rows a list answers at once (contract paging.ts): the units the pickers offer. */
const UNITS_TAKE = 100;
const FIRST_PAGE = { page: 1, search: '', take: UNITS_TAKE };

export type UnitOption = { value: string; label: string };

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
  }));
  const trailer: UnitOption[] = (trailers.data?.data.items ?? []).map((t) => ({
    value: String(t.id),
    label: `${t.trailer_number || `#${t.id}`} · ${t.licenseplate_number}`,
  }));
  return { truck, trailer };
}
