import { GROUPS } from '@fletx/contract/roles';
import { or, type SQL, sql } from 'drizzle-orm';
import { type ListOrder, orderOf } from '../../db/keyset';
import {
  brokerNameDocument,
  brokers,
  loadSearchDocument,
  loads,
  userSearchDocument,
  users,
} from '../../db/schema';
import type { BuiltStatements } from '../../db/statements';
import { containsPattern, escapeLike } from '../../lib/search';

// The search expressions (loadSearchDocument, userSearchDocument, brokerNameDocument) are declared in db/schema
// beside the trigram indexes they must match, so a query and its index cannot drift apart.

/** How many matching drivers (or brokers) a search looks up before it matches their loads. */
export const SEARCH_MATCH_LIMIT = 500;

/**
 * A load search (docs/performance.md "Searches at 1 M loads"), written once with placeholders and run with its
 * `values`: its alternatives are the load number and cities (loads_search_trgm_idx), the loads of the matching
 * drivers and brokers ((driver_id, finished, id) and (broker_id, finished, id)), the id. A load matches when
 * one alternative does. Its page, its count, its sample and its export are all built from `alternativesOf`.
 */
export interface LoadSearch {
  /** The matching drivers' or brokers' ids, when the term matched one kind only (their counters may answer). */
  party?: { kind: 'driver' | 'broker'; ids: number[] };
  /** The values of its placeholders (`searchShape` says which alternatives they make). */
  values: SearchValues;
}

/** The values of a search's placeholders. */
export type SearchValues = {
  /** The text (or its digits) the load number and cities must contain, LIKE's wildcards escaped. */
  pattern: string;
  /** The whole term, when the trigram index is asked for its digits only (`documentContains`). */
  term?: string;
  loadId?: number;
  /**
   * The one matching driver (or broker), or the several: `partyMatch`. Named apart from the list's own
   * `brokerId` (one broker's board), which fills a placeholder of the same statements.
   */
  matchedDriver?: number;
  matchedDrivers?: number[];
  matchedBroker?: number;
  matchedBrokers?: number[];
};

/** The names of a party's values in `SearchValues`. */
const PARTY_VALUES = {
  driver: { one: 'matchedDriver', several: 'matchedDrivers' },
  broker: { one: 'matchedBroker', several: 'matchedBrokers' },
} as const;

const placeholder = (name: string) => sql`${sql.placeholder(name)}`;

/**
 * Which alternatives a search has (how the load number is asked, the id, one driver or several, one broker or
 * several): a statement built once for a shape serves every search of it, its values filled from `values`.
 */
export function searchShape(values: SearchValues): string {
  const party = (kind: 'driver' | 'broker') => {
    const { one, several } = PARTY_VALUES[kind];
    return values[one] !== undefined ? kind : values[several] && `${kind}s`;
  };
  return [
    values.term === undefined ? 'text' : 'digits',
    values.loadId !== undefined && 'id',
    party('driver'),
    party('broker'),
  ]
    .filter(Boolean)
    .join('+');
}

/** The search of `term`: the matching drivers' and brokers' ids are looked up first, in one statement. */
export async function loadSearchOf(statements: BuiltStatements, term: string): Promise<LoadSearch> {
  const { db } = statements;
  const matched = await statements.run(
    'load search parties',
    () =>
      db.select({ driver: sql<boolean>`matched.driver`, id: sql<number>`matched.id` }).from(
        sql`((SELECT true AS driver, ${users.id} AS id FROM ${users}
            WHERE ${users.group} = ${GROUPS.drivers} AND ${userSearchDocument} LIKE ${containsPattern(placeholder('pattern'))}
            LIMIT ${sql.raw(String(SEARCH_MATCH_LIMIT))})
          UNION ALL
          (SELECT false, ${brokers.id} FROM ${brokers} WHERE ${brokerNameDocument} LIKE ${containsPattern(placeholder('pattern'))}
            LIMIT ${sql.raw(String(SEARCH_MATCH_LIMIT))})) AS matched`,
      ),
    { pattern: escapeLike(term) },
  );
  const driverIds = matched.filter((row) => row.driver).map((row) => Number(row.id));
  const brokerIds = matched.filter((row) => !row.driver).map((row) => Number(row.id));
  const values: SearchValues = {
    ...documentValues(term),
    ...(/^\d{1,9}$/.test(term) && { loadId: Number(term) }),
    ...partyValues('driver', driverIds),
    ...partyValues('broker', brokerIds),
  };
  const parties = [
    { kind: 'driver' as const, ids: driverIds },
    { kind: 'broker' as const, ids: brokerIds },
  ].filter((party) => party.ids.length > 0);
  const [only, second] = parties;
  return { ...(only && !second && { party: { kind: only.kind, ids: only.ids } }), values };
}

/** The search's alternatives, and those that are not some parties' loads (the load number and cities, the id). */
export function alternativesOf(values: SearchValues): { alternatives: SQL[]; others: SQL[] } {
  const others: SQL[] = [documentOf(values)];
  if (values.loadId !== undefined) others.push(sql`${loads.id} = ${placeholder('loadId')}`);
  const parties = [
    partyMatch(sql`${loads.driverId}`, 'driver', values),
    partyMatch(sql`${loads.brokerId}`, 'broker', values),
  ].filter((party) => party !== undefined);
  return { alternatives: [...others, ...parties], others };
}

/** The search as one condition (the export's keyset read). */
export function searchCondition(values: SearchValues): SQL {
  return or(...alternativesOf(values).alternatives) as SQL;
}

/** The values of the matching drivers' (or brokers') ids: one id, or several. */
function partyValues(kind: 'driver' | 'broker', ids: number[]): Partial<SearchValues> {
  const [first, ...more] = ids;
  if (first === undefined) return {};
  const { one, several } = PARTY_VALUES[kind];
  return more.length === 0 ? { [one]: first } : { [several]: ids };
}

/**
 * `column` is one of the matching drivers' (or brokers') ids. One is an equality, which the (driver_id,
 * finished, id) index reads in the list's order; `= ANY(array)` is read whole and sorted.
 */
export function partyMatch(column: SQL, kind: 'driver' | 'broker', values: SearchValues): SQL | undefined {
  const names = PARTY_VALUES[kind];
  if (values[names.one] !== undefined) return sql`${column} = ${placeholder(names.one)}`;
  return values[names.several] && sql`${column} = ANY(${placeholder(names.several)}::int[])`;
}

/**
 * The load number and cities contain `term`. A term with a run of 4 or more digits beside other characters
 * (a load number, "LD-0004321") asks the trigram index for the digits only — the prefix's trigrams ("ld-",
 * "-00") are in nearly every load, and reading their posting lists grew with the table — and the whole term is
 * checked on the rows found (`strpos`, which no index answers). Same rows either way. Answers the condition
 * and the values of its placeholders.
 */
export function documentContains(term: string): { where: SQL; values: SearchValues } {
  const values = documentValues(term);
  return { where: documentOf(values), values };
}

/** What `documentOf` is filled with for `term`: the pattern, and the whole term when its digits are asked. */
function documentValues(term: string): Pick<SearchValues, 'pattern' | 'term'> {
  const digits = digitsAsked(term);
  return { pattern: escapeLike(digits ?? term), ...(digits !== undefined && { term }) };
}

function documentOf(values: Pick<SearchValues, 'term'>): SQL {
  const contains = sql`${loadSearchDocument} LIKE ${containsPattern(placeholder('pattern'))}`;
  if (values.term === undefined) return contains;
  return sql`(${contains} AND strpos(${loadSearchDocument}, lower(unaccent_immutable(${placeholder('term')}))) > 0)`;
}

/** The digits the trigram index is asked for instead of `term`, when `documentContains` says so. */
function digitsAsked(term: string): string | undefined {
  const digits = longestDigitRun(term);
  return !digits || digits.length < 4 || digits.length === term.length ? undefined : digits;
}

function longestDigitRun(term: string): string | undefined {
  return term.match(/\d+/g)?.reduce((a, b) => (b.length > a.length ? b : a));
}

/**
 * A page of the search's ids, in the list's `order`: each alternative's first `pageEnd` (offset + take) loads
 * in that order (each through its own index: a frequent term walks the order's index, a rare one its trigram
 * or id index), put together — the same rows as ordering every match. Selected from the alternatives alone
 * (`from`, ordered by `orderBy`), so PostgreSQL plans no scan of the loads around them. `sorted`: each
 * alternative's matches are read whole and sorted instead of found by a walk of the order — for a filtered
 * list whose total says they are few, or whose walk would start outside its pickup days (load-filters.ts).
 */
export function searchPageOf(
  list: SQL,
  values: SearchValues,
  order: ListOrder,
  sorted = false,
): { from: SQL; id: SQL<number>; orderBy: SQL[] } {
  const direction = sql.raw(order.direction);
  const sortKey = order.by ? sql`, ${order.by.column} AS sort_key` : sql``;
  const branches = alternativesOf(values).alternatives.map((alternative) => {
    const matches = sql`SELECT ${loads.id} AS id${sortKey} FROM ${loads} WHERE ${list} AND ${alternative}`;
    if (!sorted)
      return sql`(${matches} ORDER BY ${sql.join(orderOf(order), sql`, `)} LIMIT ${placeholder('pageEnd')})`;
    // OFFSET 0 keeps the matches a subquery of their own: read whole by their indexes, then sorted.
    const keys = order.by ? sql`matching.sort_key ${direction}, ` : sql``;
    return sql`(SELECT * FROM (${matches} OFFSET 0) AS matching ORDER BY ${keys}matching.id ${direction} LIMIT ${placeholder('pageEnd')})`;
  });
  return {
    from: sql`(${sql.join(branches, sql` UNION `)}) AS page_ids`,
    id: sql<number>`page_ids.id`,
    orderBy: order.by
      ? [sql`page_ids.sort_key ${direction}`, sql`page_ids.id ${direction}`]
      : [sql`page_ids.id ${direction}`],
  };
}
