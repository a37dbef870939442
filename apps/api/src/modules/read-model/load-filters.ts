import { LIST_COUNT_CAP } from '@fletx/contract/constants';
import { FINISHED_STATUS_IDS } from '@fletx/contract/load-status';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type ListOrder, orderOf } from '../../db/keyset';
import type { PageWindow } from '../../db/list-totals';
import { loadStatusCounts, loads } from '../../db/schema';
import type { BuiltStatements } from '../../db/statements';
import type { SearchedList } from './load-search-total';

/**
 * The Loads list's filters (docs/product.md "Loads list"), written once: the page, its total, the search's
 * alternatives and the `format=csv` export all read the condition `loadListOf` builds.
 */
export interface LoadFilters {
  finished: boolean;
  /** Statuses of the list (contract `listStatusIds`), ascending, each once. */
  statusIds?: number[];
  brokerId?: number;
  driverId?: number;
  /** The first and last pickup day (`yyyy-MM-dd`, both included), on the stored clock the list shows. */
  pickupFrom?: string;
  pickupTo?: string;
}

/** A list with its filters: the condition, and how its total is read when no search narrows it further. */
export interface FilteredList extends SearchedList {
  /** Something narrows the list beyond active or finished (the loads' counters per list no longer answer). */
  narrowed: boolean;
  /** The list's exact total from counters kept by triggers, when they can answer (else counted). */
  counted?: SQL;
  /** Which ends of a pickup range are set. */
  days: { from: boolean; to: boolean };
}

const placeholder = (name: string) => sql`${sql.placeholder(name)}`;

/** The day after `day` (`yyyy-MM-dd`), at midnight UTC: the end of a pickup range, excluded. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/**
 * The active or finished loads narrowed by `filters`: its condition with placeholders, their values, and a key
 * naming its shape ('all', 'broker', 'status+driver+from'…) so a statement built once serves every value.
 * A pickup day is read as the list shows it: a window is stored as the facility's reading taken as UTC
 * (docs/decisions/0048-facility-clocks.md), so the day runs from its midnight UTC to the next.
 */
export function loadListOf(filters: LoadFilters): FilteredList {
  const parts: Array<[key: string, where: SQL, values: Record<string, unknown>]> = [];
  const { statusIds, brokerId, driverId, pickupFrom, pickupTo } = filters;
  if (statusIds?.length)
    parts.push(['status', sql`${loads.statusId} = ANY(${placeholder('statusIds')}::int[])`, { statusIds }]);
  if (brokerId !== undefined)
    parts.push(['broker', eq(loads.brokerId, sql.placeholder('brokerId')), { brokerId }]);
  if (driverId !== undefined)
    parts.push(['driver', eq(loads.driverId, sql.placeholder('driverId')), { driverId }]);
  if (pickupFrom)
    parts.push([
      'from',
      sql`${loads.pickupOpenAt} >= ${placeholder('pickupFrom')}::timestamptz`,
      { pickupFrom: `${pickupFrom}T00:00:00.000Z` },
    ]);
  if (pickupTo)
    parts.push([
      'to',
      sql`${loads.pickupOpenAt} < ${placeholder('pickupBefore')}::timestamptz`,
      { pickupBefore: dayAfter(pickupTo) },
    ]);
  const values = Object.assign({ finished: filters.finished }, ...parts.map((part) => part[2]));
  const only = parts.length === 1 ? parts[0]?.[0] : undefined;
  const base = eq(loads.finished, sql.placeholder('finished'));
  return {
    key: parts.map((part) => part[0]).join('+') || 'all',
    where: and(base, ...parts.map((part) => part[1])) as SQL,
    values,
    narrowed: parts.length > 0,
    days: { from: Boolean(pickupFrom), to: Boolean(pickupTo) },
    ...(parts.length > 0 && { base }),
    ...(parts.length === 0 && { counted: loadsCountedIn(placeholder('finished')) }),
    ...(only === 'status' && { counted: statusesCounted }),
    ...((only === 'broker' || only === 'driver') && { counted: partyCounted(only) }),
  };
}

/** How many loads the list holds (`finished`: the finished loads, else the active ones), from the counters. */
export const loadsCountedIn = (finished: SQL) =>
  sql`(SELECT coalesce(sum(${loadStatusCounts.loadCount}), 0) FROM ${loadStatusCounts}
    WHERE (${loadStatusCounts.statusId} IN (${sql.raw(FINISHED_STATUS_IDS.join(', '))})) = ${finished})`;

/** How many loads are in the chosen statuses (all of one list), from the status counters (migration 0021). */
const statusesCounted = sql`(SELECT coalesce(sum(${loadStatusCounts.loadCount}), 0) FROM ${loadStatusCounts}
  WHERE ${loadStatusCounts.statusId} = ANY(${placeholder('statusIds')}::int[]))`;

/** How many of the list's loads one driver or broker has, from their counters (migration 0032). */
const partyCounted = (party: 'broker' | 'driver') =>
  sql`(SELECT coalesce(sum(load_count), 0) FROM load_party_counts
    WHERE party = ${sql.raw(`'${party}'`)} AND party_id = ${placeholder(`${party}Id`)}
      AND finished = ${placeholder('finished')})`;

/**
 * How `filteredPage` finds a page's ids: at most `sortedMatchesMax` matches are read whole and sorted, more are
 * found by a walk of the order (tests lower it to walk on a small table).
 */
export const FILTERED_PAGE_TUNING = { sortedMatchesMax: 5000 };

/**
 * A page of a narrowed list, unsearched: its total first — the counters' where they answer, else the matches
 * counted up to LIST_COUNT_CAP + 1 — then its ids from the loads alone, planned for the values on every call.
 * How the ids are read follows what the total says, not the planner's guess of how the filters correlate: a
 * few matches (FILTERED_PAGE_TUNING) are read whole through the filters' own indexes and sorted; more
 * are found by a walk of the order's index that stops after the page. A walk that would start outside the
 * pickup days (newest first or by End, with a last day) is not made: it would pass every load after them
 * first; the days' loads are read through (finished, pickup_open_at, id) and sorted instead.
 */
export async function filteredPage(
  statements: BuiltStatements,
  list: FilteredList,
  order: ListOrder,
  page: PageWindow,
): Promise<{ ids: number[]; total: number }> {
  const total = await filteredTotal(statements, list);
  // A total under the cap is exact (a counted one over it means "more"): a page past it is empty.
  if (total <= page.offset && (list.counted || total <= LIST_COUNT_CAP)) return { ids: [], total };
  const sorted = readWhole(list, order, total);
  const orderBy = orderOf(order);
  const direction = sql.raw(order.direction);
  const rows: Array<{ id: number }> = await statements.run(
    `filtered ids ${list.key}:${order.by?.column.name ?? 'id'}:${order.direction}:${sorted ? 'sorted' : 'walk'}`,
    () => {
      if (!sorted)
        return statements.db
          .select({ id: loads.id })
          .from(loads)
          .where(list.where)
          .orderBy(...orderBy)
          .limit(sql.placeholder('take'))
          .offset(sql.placeholder('offset'));
      // OFFSET 0 keeps the matches a subquery of their own: read whole by the filters' indexes, then sorted.
      const sortKey = order.by ? sql`, ${order.by.column} AS sort_key` : sql``;
      return statements.db
        .select({ id: sql<number>`matching.id` })
        .from(
          sql`(SELECT ${loads.id} AS id${sortKey} FROM ${loads} WHERE ${list.where} OFFSET 0) AS matching`,
        )
        .orderBy(...(order.by ? [sql`matching.sort_key ${direction}`] : []), sql`matching.id ${direction}`)
        .limit(sql.placeholder('take'))
        .offset(sql.placeholder('offset'));
    },
    { ...list.values, take: page.take, offset: page.offset },
    { plannedPerCall: true },
  );
  return { ids: rows.map((row) => Number(row.id)), total };
}

/**
 * A filtered list's matches are read whole and sorted (not found by a walk of the order): they are few (its
 * `total`), or the walk would start outside the pickup days.
 */
export function readWhole(list: FilteredList, order: ListOrder, total: number): boolean {
  return total <= FILTERED_PAGE_TUNING.sortedMatchesMax || startsOutsideDays(list, order);
}

/**
 * The walk of `order` starts outside the pickup days: newest first, or by End, from the end with a last day
 * (or from the start with a first one). Sorted by Start, the walk reads the days' own range.
 */
function startsOutsideDays(list: FilteredList, order: ListOrder): boolean {
  if (order.by?.column === loads.pickupOpenAt) return false;
  return order.direction === 'desc' ? list.days.to : list.days.from;
}

/** The list's total: the counters' where they answer, else its matches counted up to LIST_COUNT_CAP + 1. */
async function filteredTotal(statements: BuiltStatements, list: FilteredList): Promise<number> {
  const over = sql.raw(String(LIST_COUNT_CAP + 1));
  const counted = list.counted;
  const [row] = await statements.run(
    `filtered total ${list.key}`,
    () =>
      counted
        ? statements.db.select({ n: sql<string>`${counted}` }).from(sql`(VALUES (1)) AS one`)
        : statements.db
            .select({ n: sql<string>`count(*)` })
            .from(sql`(SELECT 1 FROM ${loads} WHERE ${list.where} LIMIT ${over}) AS matching`),
    list.values,
    { plannedPerCall: !counted },
  );
  return Number(row?.n ?? 0);
}
