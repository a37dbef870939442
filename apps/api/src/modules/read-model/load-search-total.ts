import { LIST_COUNT_CAP } from '@fletx/contract/constants';
import { or, type SQL, sql } from 'drizzle-orm';
import { loads } from '../../db/schema';
import type { BuiltStatements } from '../../db/statements';
import {
  alternativesOf,
  type LoadSearch,
  partyMatch,
  type SearchValues,
  searchCondition,
  searchShape,
} from './load-search';

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
 * statement (the load counters: `LoadsQueries`; the tests put sizes of their own), named by `key`.
 */
export interface SearchSizes {
  key: string;
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

/** A list a search narrows: its condition (placeholders), the values they take, and a key naming its shape. */
export interface SearchedList {
  key: string;
  where: SQL;
  values: Record<string, unknown>;
  /**
   * The list before its filters (the active or the finished loads), when filters narrow it: the sample reads
   * it, so the share of matches it finds is a share of the list the sizes count.
   */
  base?: SQL;
}

/**
 * A searched list's total: its matches counted up to LIST_COUNT_CAP (+ 1 meaning "more"), each alternative
 * through its own index and the ids put together. Over a large table a sample of it (TABLESAMPLE, the same
 * pages every time) is read first: when the share of matches in it puts the total at three times the cap or
 * more, and the matches are spread over at least SPREAD_PAGES of the sampled pages (loads entered together —
 * one broker's imported batch — sit on neighbouring pages and must not pass for a frequent term), the answer
 * is "more" without counting. Below `sampleFrom` loads the sample's scan is skipped and the matches are
 * counted — and when the sizes are `known` already, a sample that could not answer "more" is not run at all.
 * The count and the sample are planned for their values on every call: a rare term's matches are read through
 * the trigram index, a frequent one's through the list's.
 */
export async function searchTotal(
  statements: BuiltStatements,
  list: SearchedList,
  search: LoadSearch,
  sizes: SearchSizes,
  tuning: SearchCountTuning = SEARCH_COUNT_TUNING,
  /** What the page's statement read already: the parties' counters, or the matches counted. */
  read: { party?: PartyTotalRow; matches?: number } = {},
): Promise<number> {
  const over = LIST_COUNT_CAP + 1;
  if (read.matches !== undefined) return Math.min(over, read.matches);
  const counted = read.party
    ? partyTotalOf(read.party)
    : await partyTotal(statements, list, search, sizes.finished);
  if (counted !== undefined) return Math.min(over, counted);
  const sampled =
    !sizes.known || (sizes.known.table >= tuning.sampleFrom && sizes.known.list >= 3 * LIST_COUNT_CAP);
  if (sampled && (await sampleSaysMore(statements, list, search, sizes, tuning))) return over;
  const values = { ...list.values, ...search.values };
  const [row] = await statements.run(
    `search count ${list.key} ${searchShape(search.values)}`,
    () =>
      statements.db.select({ n: countedMatches(list.where, search.values) }).from(sql`(VALUES (1)) AS one`),
    values,
    { plannedPerCall: true },
  );
  return Math.min(over, Number(row?.n ?? 0));
}

/**
 * The search's matches in the list counted up to LIST_COUNT_CAP + 1, each alternative through its own index
 * and the ids put together (a scalar subquery).
 */
function countedMatches(list: SQL, values: SearchValues): SQL<string> {
  const over = sql.raw(String(LIST_COUNT_CAP + 1));
  const branches = alternativesOf(values).alternatives.map(
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
  values: SearchValues,
  sizes: Pick<SearchSizes, 'table' | 'list'>,
  tuning: SearchCountTuning = SEARCH_COUNT_TUNING,
): SQL<string | null> {
  return sql<
    string | null
  >`CASE WHEN ${sizes.list} < ${sql.raw(String(3 * LIST_COUNT_CAP))} OR ${sizes.table} < ${sql.raw(String(tuning.sampleFrom))}
    THEN ${countedMatches(list, values)} END`;
}

/** The sample of `searchTotal`: true when the share of matches in it puts the total at 3 × the cap or more. */
async function sampleSaysMore(
  statements: BuiltStatements,
  list: SearchedList,
  search: LoadSearch,
  sizes: SearchSizes,
  tuning: SearchCountTuning,
): Promise<boolean> {
  const [seen] = await statements.run(
    `search sample ${list.key} ${sizes.key} ${searchShape(search.values)}`,
    () => {
      const found = searchCondition(search.values);
      const matches = list.base ? sql`${list.where} AND ${found}` : found;
      return statements.db
        .select({
          n: sql<string>`count(*)`,
          hits: sql<string>`count(*) FILTER (WHERE ${matches})`,
          pages: sql<string>`count(DISTINCT (ctid::text::point)[0]) FILTER (WHERE ${matches})`,
          inList: sql<string | null>`${sizes.list}`,
        })
        .from(
          sql`${loads} TABLESAMPLE SYSTEM ((SELECT least(100, 100.0 * ${sql.placeholder('sampleRows')} / greatest(${sizes.table}, 1))))
            REPEATABLE (7)`,
        )
        .where(sql`${list.base ?? list.where} AND ${sizes.table} >= ${sql.placeholder('sampleFrom')}`);
    },
    { ...list.values, ...search.values, sampleRows: tuning.sampleRows, sampleFrom: tuning.sampleFrom },
    { plannedPerCall: true },
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
  search: LoadSearch,
  finished: boolean | undefined,
): { partyLoads: SQL<string>; partyOthers: SQL<boolean> } | undefined {
  const { party } = search;
  if (!party || finished === undefined) return undefined;
  return {
    partyLoads: sql<string>`(SELECT coalesce(sum(load_count), 0) FROM load_party_counts
          WHERE party = ${sql.raw(`'${party.kind}'`)} AND finished = ${sql.placeholder('finished')}
            AND ${partyMatch(sql`party_id`, party.kind, search.values)})`,
    partyOthers: sql<boolean>`EXISTS (SELECT 1 FROM ${loads} WHERE ${list} AND (${or(...alternativesOf(search.values).others)}))`,
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
  statements: BuiltStatements,
  list: SearchedList,
  search: LoadSearch,
  finished: boolean | undefined,
): Promise<number | undefined> {
  const columns = partyTotalColumns(list.where, search, finished);
  if (!columns) return undefined;
  const [row] = await statements.run(
    `search party total ${list.key} ${searchShape(search.values)} ${search.party?.kind}`,
    () => statements.db.select(columns).from(sql`(VALUES (1)) AS one`),
    { ...list.values, ...search.values, finished },
  );
  return row ? partyTotalOf(row) : undefined;
}
