import { daysInOrder } from '@fletx/contract/date-range';
import { LOAD_STATUS_IDS, listStatusIds } from '@fletx/contract/load-status';
import { type ListValues, listParam } from '../../../hooks/list-params';

/**
 * The Loads screen's filters in its URL (`?status=2,9&brokerId=4&driverId=12&pickupFrom=2026-11-01&pickupTo=2026-11-30`):
 * statuses of either list, a broker, a driver and the pickup days (docs/product.md "Loads list"). Both tables
 * follow them; the controls come with their own chunk (load-filter-bar.tsx), the rules are here.
 */
export const LOAD_FILTERS = {
  status: listParam.manyOf(LOAD_STATUS_IDS.map(String)),
  brokerId: listParam.id(),
  driverId: listParam.id(),
  pickupFrom: listParam.date(),
  pickupTo: listParam.date(),
};
export type LoadFilterValues = ListValues<typeof LOAD_FILTERS>;

/** The filters' names: a change of any sends both tables back to their page 1. */
export const LOAD_FILTER_KEYS = Object.keys(LOAD_FILTERS) as ReadonlyArray<keyof typeof LOAD_FILTERS>;

/** Every filter cleared (the "Clear filters" button). */
export const NO_LOAD_FILTERS: LoadFilterValues = {
  status: [],
  brokerId: undefined,
  driverId: undefined,
  pickupFrom: '',
  pickupTo: '',
};

/** Some filter is set. */
export const hasLoadFilters = (values: LoadFilterValues): boolean =>
  values.status.length > 0 ||
  values.brokerId !== undefined ||
  values.driverId !== undefined ||
  values.pickupFrom !== '' ||
  values.pickupTo !== '';

/**
 * The pickup days run backwards (Pickup from after to): the server refuses them (contract `loadListQueryOf`),
 * so the bar says so under the field and neither table asks.
 */
export const pickupBackwards = (values: LoadFilterValues): boolean =>
  !daysInOrder(values.pickupFrom, values.pickupTo);

/** What one table asks the server for: the filters, with the statuses chosen that are its own. */
export type TableFilters = {
  statusId?: string;
  brokerId?: number;
  driverId?: number;
  pickupFrom?: string;
  pickupTo?: string;
};

/**
 * The filters of the Active loads (`finished` false) or the Finished jobs table: each takes the statuses
 * chosen that belong to it. `otherList`: statuses are chosen and none is this table's, so nothing in it can
 * match; `backwards`: the pickup days run backwards (`pickupBackwards`). Either way the table asks nothing.
 */
export function tableFilters(
  values: LoadFilterValues,
  finished: boolean,
): { query: TableFilters; otherList: boolean; backwards: boolean } {
  const own = listStatusIds(finished).map(String);
  const statuses = values.status.filter((status) => own.includes(status));
  return {
    query: {
      ...(statuses.length > 0 && { statusId: statuses.join(',') }),
      ...(values.brokerId !== undefined && { brokerId: values.brokerId }),
      ...(values.driverId !== undefined && { driverId: values.driverId }),
      ...(values.pickupFrom && { pickupFrom: values.pickupFrom }),
      ...(values.pickupTo && { pickupTo: values.pickupTo }),
    },
    otherList: values.status.length > 0 && statuses.length === 0,
    backwards: pickupBackwards(values),
  };
}
