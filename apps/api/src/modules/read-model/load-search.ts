import { LIST_COUNT_CAP } from '@fletx/contract/constants';
import { GROUPS } from '@fletx/contract/roles';
import { or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/client';
import { type ListOrder, orderOf } from '../../db/keyset';
import { plannedPerCall } from '../../db/named-statements';
import {
  brokerNameDocument,
  brokers,
  loadSearchDocument,
  loads,
  userSearchDocument,
  users,
} from '../../db/schema';
import { containsPattern, escapeLike } from '../../lib/search';

// The search expressions (loadSearchDocument, userSearchDocument, brokerNameDocument) are declared in db/schema
// beside the trigram indexes they must match, so a query and its index cannot drift apart.

/** How many matching drivers (or brokers) a search looks up before it matches their loads. */
export const SEARCH_MATCH_LIMIT = 500;

/**
 * A load search split into its alternatives (docs/performance.md "Searches at 1 M loads"): the load number
 * and cities (loads_search_trgm_idx), the loads of the matching drivers and brokers ((driver_id, finished, id)
 * and (broker_id, finished, id)), the id. A load matches when one alternative does.
 */
export interface LoadSearch {
  /** The alternatives, their values parameters of the statement they are written in. */
  alternatives: SQL[];
  /** The alternatives that are not some parties' loads: the load number and cities, the id. */
  others: SQL[];
  /** The matching drivers' or brokers' ids, when the term matched one kind only (their counters may answer). */
  party?: { kind: 'driver' | 'broker'; ids: number[] };
  /** What its alternatives are written with (`alternativesOf`; `searchShape` says which they are). */
  values: SearchValues;
}

/** What a search's alternatives are written with (the names of their placeholders). */
export interface SearchValues {
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
}

/** The names of a party's values in `SearchValues`. */
const PARTY_VALUES = {
  driver: { one: 'matchedDriver', several: 'matchedDrivers' },
  broker: { one: 'matchedBroker', several: 'matchedBrokers' },
} as const;

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

/**
 * How a value reaches a statement: a parameter of a statement written for this call (`asParameter`), or a
 * placeholder of one built once and filled at each call (`asPlaceholder`: drizzle took 60 µs to write a
 * search's page of ids, 8 % of the board's city search).
 */
export type Bind = (name: string, value: unknown) => SQL;
export const asParameter: Bind = (_name, value) => sql`${sql.param(value)}`;
export const asPlaceholder: Bind = (name) => sql`${sql.placeholder(name)}`;

/** The alternatives of `term`: the matching drivers' and brokers' ids are looked up first, in one statement. */
export async function loadSearchOf(db: Db, term: string): Promise<LoadSearch> {
  const pattern = containsPattern(term);
  const matched = rowsOf<{ driver: boolean; id: number }>(
    // A SELECT first, so the statement is kept named and planned once per connection (db/named-statements.ts).
    await db.execute(sql`
      SELECT driver, id FROM (
        (SELECT true AS driver, ${users.id} AS id FROM ${users}
          WHERE ${users.group} = ${GROUPS.drivers} AND ${userSearchDocument} LIKE ${pattern} LIMIT ${SEARCH_MATCH_LIMIT})
        UNION ALL
        (SELECT false, ${brokers.id} FROM ${brokers} WHERE ${brokerNameDocument} LIKE ${pattern} LIMIT ${SEARCH_MATCH_LIMIT})
      ) AS matched`),
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
  return {
    ...alternativesOf({ values }, asParameter),
    ...(only && !second && { party: { kind: only.kind, ids: only.ids } }),
    values,
  };
}

/** The search's alternatives written with `bind` (as parameters, or as placeholders named as `values`). */
export function alternativesOf(
  search: Pick<LoadSearch, 'values'>,
  bind: Bind,
): { alternatives: SQL[]; others: SQL[] } {
  const { values } = search;
  const others: SQL[] = [documentOf(values, bind)];
  if (values.loadId !== undefined) others.push(sql`${loads.id} = ${bind('loadId', values.loadId)}`);
  const parties = [
    partyMatch(sql`${loads.driverId}`, 'driver', values, bind),
    partyMatch(sql`${loads.brokerId}`, 'broker', values, bind),
  ].filter((party) => party !== undefined);
  return { alternatives: [...others, ...parties], others };
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
 * finished, id) index reads in the list's order; `= ANY(array)` is read whole and sorted (a driver's search at
 * 1 M: 0.7 → 1.5 ms of PostgreSQL's time with one driver written as an array).
 */
function partyMatch(
  column: SQL,
  kind: 'driver' | 'broker',
  values: SearchValues,
  bind: Bind,
): SQL | undefined {
  const names = PARTY_VALUES[kind];
  const one = values[names.one];
  if (one !== undefined) return sql`${column} = ${bind(names.one, one)}`;
  const several = values[names.several];
  return several && sql`${column} = ANY(${bind(names.several, several)}::int[])`;
}

/** The search as one condition (the export's keyset read, and the plain query the tests compare with). */
export function searchCondition(search: LoadSearch): SQL {
  return or(...search.alternatives) as SQL;
}

/**
 * The load number and cities contain `term`. A term with a run of 4 or more digits beside other characters
 * (a load number, "LD-0004321") asks the trigram index for the digits only — the prefix's trigrams ("ld-",
 * "-00") are in nearly every load, and reading their posting lists grew with the table — and the whole term is
 * checked on the rows found (`strpos`, which no index answers). Same rows either way.
 */
export function documentContains(term: string): SQL {
  return documentOf(documentValues(term), asParameter);
}

/** What `documentOf` is written with for `term`: the pattern, and the whole term when its digits are asked. */
function documentValues(term: string): Pick<SearchValues, 'pattern' | 'term'> {
  const digits = digitsAsked(term);
  return { pattern: escapeLike(digits ?? term), ...(digits !== undefined && { term }) };
}

function documentOf(values: Pick<SearchValues, 'pattern' | 'term'>, bind: Bind): SQL {
  const contains = sql`${loadSearchDocument} LIKE ${containsPattern(bind('pattern', values.pattern))}`;
  if (values.term === undefined) return contains;
  return sql`(${contains} AND strpos(${loadSearchDocument}, lower(unaccent_immutable(${bind('term', values.term)}))) > 0)`;
}

/** The digits the trigram index is asked for instead of `term`, when `documentContains` says so. */
function digitsAsked(term: string): string | undefined {
  const digits = longestDigitRun(term);
  return !digits || digits.length < 4 || digits.length === term.length ? undefined : digits;
}

function longestDigitRun(term: string): string | undefined {
  return term.match(/\d+/g)?.reduce((a, b) => (b.length > a.length ? b : a));
}

/** How a searched list's total is found (tests lower `sampleFrom` to exercise the estimate on a small table). */
export interface SearchCountTuning {
  /** Below this many loads, the matches are counted (up to the cap). */
  sampleFrom: number;
  /** About how many loads the sample reads. */
  sampleRows: number;
}

/** How many of the sampled pages must hold a match before the sample may answer "more" without counting. */
const SPREAD_PAGES = 8;

export const SEARCH_COUNT_TUNING: SearchCountTuning = { sampleFrom: 100_000, sampleRows: 1500 };

/**
 * How many loads there are and how many the list holds, as SQL expressions the sample reads in its own
 * statement (the load counters: `LoadsQueries`; the tests put sizes of their own).
 */
export interface SearchSizes {
  table: SQL;
  list: SQL;
  /**
   * The list is exactly the finished (true) or the active (false) loads, as the counters per driver and
   * broker count them (migration 0032); not set for a list narrowed further (one broker's loads).
   */
  finished?: boolean;
  /**
   * The two sizes as numbers, when another statement read them already (the page's ids carry them): a sample
   * can answer "more" only over `sampleFrom` loads and a list of three times the cap, so below either its
   * statement is not run — a search of a carrier's active loads, a small carrier's searches.
   */
  known?: { table: number; list: number };
}

/**
 * A searched list's total: its matches counted up to LIST_COUNT_CAP (+ 1 meaning "more"), each alternative
 * through its own index and the ids put together. Over a large table a sample of it (TABLESAMPLE, the same
 * pages every time) is read first: when the share of matches in it puts the total at three times the cap or
 * more, and the matches are spread over at least SPREAD_PAGES of the sampled pages (loads entered together —
 * one broker's imported batch — sit on neighbouring pages and must not pass for a frequent term), the answer
 * is "more" without counting. The sample's statement reads the sizes too; below `sampleFrom` loads its scan is
 * skipped (a one-time filter) and the matches are counted — and when the sizes are `known` already, a sample
 * that could not answer "more" is not run at all.
 */
export async function searchTotal(
  db: Db,
  list: SQL,
  search: LoadSearch,
  sizes: SearchSizes,
  tuning: SearchCountTuning = SEARCH_COUNT_TUNING,
  /**
   * What the page's statement read already: the parties' counters (`partyTotalColumns`), or the matches
   * counted where no sample could answer (`countedMatchesColumn`).
   */
  read: { party?: PartyTotalRow; matches?: number } = {},
): Promise<number> {
  const over = LIST_COUNT_CAP + 1;
  if (read.matches !== undefined) return Math.min(over, read.matches);
  const counted = read.party ? partyTotalOf(read.party) : await partyTotal(db, list, search, sizes.finished);
  if (counted !== undefined) return Math.min(over, counted);
  const sampled =
    !sizes.known || (sizes.known.table >= tuning.sampleFrom && sizes.known.list >= 3 * LIST_COUNT_CAP);
  if (sampled && (await sampleSaysMore(db, list, search, sizes, tuning))) return over;
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`${plannedPerCall}SELECT ${countedMatches(list, search.alternatives)} AS n`),
  );
  return Math.min(over, Number(row?.n ?? 0));
}

/**
 * The search's matches in the list counted up to LIST_COUNT_CAP + 1, each alternative through its own index
 * and the ids put together (a scalar subquery).
 */
function countedMatches(list: SQL, alternatives: SQL[]): SQL<string> {
  const over = LIST_COUNT_CAP + 1;
  const branches = alternatives.map(
    (alternative) => sql`(SELECT ${loads.id} FROM ${loads} WHERE ${list} AND ${alternative} LIMIT ${over})`,
  );
  return sql<string>`(SELECT count(*) FROM (${sql.join(branches, sql` UNION `)}) AS matching)`;
}

/**
 * `searchTotal`'s count as a column of the page's statement, read only where no sample could answer "more"
 * (a list under three times the cap — every search of the active loads — or a table under `sampleFrom`):
 * there the matches are counted anyway, and read beside the page they cost no statement of their own. Null
 * where the sample decides (PostgreSQL evaluates the count only in the branch that needs it).
 */
export function countedMatchesColumn(
  list: SQL,
  search: Pick<LoadSearch, 'values'>,
  sizes: Pick<SearchSizes, 'table' | 'list'>,
  bind: Bind,
  tuning: SearchCountTuning = SEARCH_COUNT_TUNING,
): SQL<string | null> {
  return sql<
    string | null
  >`CASE WHEN ${sizes.list} < ${sql.raw(String(3 * LIST_COUNT_CAP))} OR ${sizes.table} < ${sql.raw(String(tuning.sampleFrom))}
    THEN ${countedMatches(list, alternativesOf(search, bind).alternatives)} END`;
}

/** The sample of `searchTotal`: true when the share of matches in it puts the total at 3 × the cap or more. */
async function sampleSaysMore(
  db: Db,
  list: SQL,
  search: LoadSearch,
  sizes: SearchSizes,
  tuning: SearchCountTuning,
): Promise<boolean> {
  const matches = searchCondition(search);
  const [seen] = rowsOf<{
    n: number | string;
    hits: number | string;
    pages: number | string;
    inList: number | string | null;
  }>(
    await db.execute(sql`
      SELECT count(*) AS n, count(*) FILTER (WHERE ${matches}) AS hits,
        count(DISTINCT (ctid::text::point)[0]) FILTER (WHERE ${matches}) AS pages, ${sizes.list} AS "inList"
      FROM ${loads} TABLESAMPLE SYSTEM ((SELECT least(100, 100.0 * ${tuning.sampleRows} / greatest(${sizes.table}, 1))))
        REPEATABLE (7)
      WHERE ${list} AND ${sizes.table} >= ${tuning.sampleFrom}`),
  );
  const n = Number(seen?.n ?? 0);
  const spread = Number(seen?.pages ?? 0) >= SPREAD_PAGES;
  const inList = Number(seen?.inList ?? 0);
  return n >= 200 && spread && (Number(seen?.hits ?? 0) / n) * inList >= 3 * LIST_COUNT_CAP;
}

/**
 * The total of a search whose term matched some drivers (or some brokers) and nothing else — no load number,
 * city or id: the sum of their counters in the list (migration 0032), exact, read with the check that nothing
 * else matches. As columns (`partyLoads`, `partyOthers`) of another statement — the page's ids carry them, so
 * a driver's or a broker's search makes one statement fewer — or of one of their own. Undefined when the
 * counters cannot answer (then the matches are counted).
 */
export function partyTotalColumns(
  list: SQL,
  search: Pick<LoadSearch, 'party' | 'values'>,
  finished: boolean | undefined,
  bind: Bind = asParameter,
): { partyLoads: SQL<string>; partyOthers: SQL<boolean> } | undefined {
  const { party } = search;
  if (!party || finished === undefined) return undefined;
  return {
    partyLoads: sql<string>`(SELECT coalesce(sum(load_count), 0) FROM load_party_counts
          WHERE party = ${sql.raw(`'${party.kind}'`)} AND finished = ${bind('finished', finished)}
            AND ${partyMatch(sql`party_id`, party.kind, search.values, bind)})`,
    partyOthers: sql<boolean>`EXISTS (SELECT 1 FROM ${loads} WHERE ${list} AND (${or(...alternativesOf(search, bind).others)}))`,
  };
}

/** What `partyTotalColumns` read. */
export interface PartyTotalRow {
  partyLoads: string | number;
  partyOthers: boolean;
}

/** The parties' total from what their columns read, or undefined when something else matches too. */
export function partyTotalOf(row: PartyTotalRow): number | undefined {
  return row.partyOthers ? undefined : Number(row.partyLoads);
}

/** `partyTotalColumns` read by a statement of their own (a search whose page did not read them). */
async function partyTotal(
  db: Db,
  list: SQL,
  search: LoadSearch,
  finished: boolean | undefined,
): Promise<number | undefined> {
  const columns = partyTotalColumns(list, search, finished);
  if (!columns) return undefined;
  const [row] = rowsOf<PartyTotalRow>(
    await db.execute(
      sql`SELECT ${columns.partyLoads} AS "partyLoads", ${columns.partyOthers} AS "partyOthers"`,
    ),
  );
  return row ? partyTotalOf(row) : undefined;
}

/**
 * A page of the search's ids, in the list's `order`: each alternative's first `offset + take` loads in that
 * order (each through its own index: a frequent term walks the order's index, a rare one its trigram or id
 * index), put together — the same rows as ordering every match. Selected from the alternatives alone (`from`,
 * ordered by `orderBy`), so PostgreSQL plans no scan of the loads around them (0.3 → 0.17 ms of planning for
 * the board's city search at 1 M).
 */
export function searchPageOf(
  list: SQL,
  search: Pick<LoadSearch, 'values'>,
  order: ListOrder,
  page: { take: number; offset: number },
  bind: Bind,
): { from: SQL; id: SQL<number>; orderBy: SQL[] } {
  const first = bind('pageEnd', page.offset + page.take);
  const orderBy = orderOf(order);
  const sortKey = order.by ? sql`, ${order.by.column} AS sort_key` : sql``;
  const branches = alternativesOf(search, bind).alternatives.map(
    (alternative) =>
      sql`(SELECT ${loads.id} AS id${sortKey} FROM ${loads} WHERE ${list} AND ${alternative} ORDER BY ${sql.join(orderBy, sql`, `)} LIMIT ${first})`,
  );
  const direction = sql.raw(order.direction);
  return {
    from: sql`(${sql.join(branches, sql` UNION `)}) AS page_ids`,
    id: sql<number>`page_ids.id`,
    orderBy: order.by
      ? [sql`page_ids.sort_key ${direction}`, sql`page_ids.id ${direction}`]
      : [sql`page_ids.id ${direction}`],
  };
}
