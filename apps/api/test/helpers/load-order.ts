import type { SQL } from 'drizzle-orm';
import { orderOf } from '../../src/db/keyset';
import { loads } from '../../src/db/schema';

/** A loads list's sort as the query string asks it. */
export type LoadListSort = { sort?: 'start' | 'end'; order?: 'ASC' | 'DESC' };

/**
 * The ORDER BY the plain queries of the tests write for a loads list's sort (Start or End with the id, newest
 * first without one), against which the app's own reads are compared.
 */
export function plainLoadOrder(sort: LoadListSort): SQL[] {
  const direction = sort.order === 'ASC' ? 'asc' : 'desc';
  const column =
    sort.sort === 'start' ? loads.pickupOpenAt : sort.sort === 'end' ? loads.deliveryOpenAt : undefined;
  return column
    ? orderOf({ direction, id: loads.id, by: { column, of: () => null } })
    : orderOf({ direction: 'desc', id: loads.id });
}
