import type { MaintenanceUnitType } from '@fletx/contract/maintenance';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  type PgColumn,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Column declarations many tables share, spread into their `pgTable` column maps (the SQL they produce is
 * the one the tables spelled out before; `npm run db:generate` finds no change). Not exported from
 * `./index`: the schema object holds tables only.
 */

/** A point in time: every timestamp column of the schema is `timestamp with time zone`. */
export const timestamptz = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

/** The generated integer key of a table. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** When the row was written, set by the database. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row last changed (the repositories set it on each change). */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** When the row was written and last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A delete only sets `is_deleted` (the row is shown Inactive and never lost). */
export const softDelete = () => ({ isDeleted: boolean('is_deleted').notNull().default(false) });

/** A unique index over the rows not deleted (`softDelete`): a deleted row's value may be used again. */
export const uniqueWhileActive = (name: string, column: AnyPgColumn, t: { isDeleted: AnyPgColumn }) =>
  uniqueIndex(name).on(column).where(sql`NOT ${t.isDeleted}`);

/** A row of a status history: the status before (none for the first) and the one it moved to. */
export const statusChange = () => ({
  fromStatus: integer('from_status'),
  toStatus: integer('to_status').notNull(),
});

/** A parametric list: an id fixed by the seed migration and a unique name. */
export const namedList = () => ({
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/**
 * A truck or a trailer, named by type and id: two tables, so no foreign key (the services check that the unit
 * exists). `unitTypeCheck` is the table's check that the type is one of the two.
 */
export const unit = () => ({
  unitType: text('unit_type').$type<MaintenanceUnitType>().notNull(),
  unitId: integer('unit_id').notNull(),
});

/** The check of the `unit_type` column of `table`: a truck or a trailer. */
export const unitTypeCheck = (table: string, t: { unitType: AnyPgColumn }) =>
  check(`${table}_unit_type_check`, sql`${t.unitType} IN ('truck', 'trailer')`);

/** A quarter of a year (IFTA is filed by quarter): the first columns of a table kept by quarter. */
export const yearQuarter = () => ({
  year: integer('year').notNull(),
  quarter: integer('quarter').notNull(),
});

/**
 * The key of a table kept by quarter (`yearQuarter`): the year and quarter, then the `more` columns, and the
 * check that the quarter is 1 to 4.
 */
export const quarterKey = (
  table: string,
  t: { year: AnyPgColumn; quarter: AnyPgColumn },
  ...more: AnyPgColumn[]
) => [
  primaryKey({ name: `${table}_pkey`, columns: [t.year, t.quarter, ...more] }),
  check(`${table}_quarter_check`, sql`${t.quarter} BETWEEN 1 AND 4`),
];

type Target = () => PgColumn;

/** A secret that serves once (a code, a login step): when it was used (null: not yet) and when it was made. */
export const usedOnce = () => ({ usedAt: timestamptz('used_at'), createdAt: createdAt() });

/** A row that belongs to another: required, deleted with it. */
export const belongsTo = <N extends string>(name: N, target: Target) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** A required link the other row cannot be deleted under. */
export const requiredLink = <N extends string>(name: N, target: Target) =>
  integer(name).notNull().references(target, { onDelete: 'restrict' });

/** An optional link, cleared when the other row is deleted. */
export const optionalLink = <N extends string>(name: N, target: Target) =>
  integer(name).references(target, { onDelete: 'set null' });

type Owned<O extends string> = { id: ReturnType<typeof id> } & Record<
  `${O}Id`,
  ReturnType<typeof belongsTo<`${O}_id`>>
>;

/**
 * The first columns of a row that belongs to another (a load's ledger entry, a user's session): the generated
 * key, then `<owner>_id`, required and deleted with the owner.
 */
export function ownedBy<O extends string>(owner: O, target: Target): Owned<O> {
  return { id: id(), [`${owner}Id`]: belongsTo(`${owner}_id`, target) } as Owned<O>;
}

/** Where a driver was: latitude and longitude in degrees. */
export const position = () => ({
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
});

const degrees = (name: string) => doublePrecision(name).notNull();
type PositionOf<P extends string> = Record<`${P}Lat` | `${P}Lon`, ReturnType<typeof degrees>>;

/** A named point (`from`, `to`, `last`): `<point>_lat` and `<point>_lon` in degrees. */
export function positionOf<P extends string>(point: P): PositionOf<P> {
  return {
    [`${point}Lat`]: degrees(`${point}_lat`),
    [`${point}Lon`]: degrees(`${point}_lon`),
  } as PositionOf<P>;
}

/** The checks of the `lat`/`lon` columns of `table`: a latitude within ±90°, a longitude within ±180°. */
export const positionChecks = (table: string, t: { lat: AnyPgColumn; lon: AnyPgColumn }) => [
  check(`${table}_lat_check`, sql`${t.lat} BETWEEN -90 AND 90`),
  check(`${table}_lon_check`, sql`${t.lon} BETWEEN -180 AND 180`),
];

/**
 * The version of a record a person edits: 1 when written, one more on each change (the repositories' update
 * helpers count it). A record's GET answers it as its `ETag`; an update sent with an older one is refused
 * (docs/product.md "Stale edits").
 */
export const versioned = () => ({ version: integer('version').notNull().default(1) });

/** A record people edit: when it was written and last changed, and its version (`versioned`). */
export const editable = () => ({ ...timestamps(), ...versioned() });

/** Bytes kept in the database (stored files, mail attachments). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A list's search expression: the columns joined by spaces, unaccented and lowercased. Each table declares its
 * own once, beside its trigram index, and every query uses that declaration, because PostgreSQL answers a
 * `LIKE` from a trigram index only when the query repeats the index's expression exactly.
 */
export const searchDocument = (...columns: AnyPgColumn[]): SQL =>
  sql`lower(unaccent_immutable(${sql.join(columns, sql` || ' ' || `)}))`;

/**
 * A table's search expression (`searchDocument`) over the named columns, as a function of the table: declared
 * once beside the table, applied to its columns for the trigram index and to the table for every query.
 */
export const searchOver =
  <K extends string>(...keys: K[]) =>
  (t: Record<K, AnyPgColumn>): SQL =>
    searchDocument(...keys.map((key) => t[key]));

/**
 * A search expression for identifiers as people type them, without their spaces and dashes ('TX5102' for the
 * plate 'TX 5102 FC', 'u15' for the unit 'U-15'): each column lowercased, every character but a to z and 0 to 9
 * removed, the columns joined by spaces (a match stays within one column). `lib/search.ts` `compactPattern`
 * gives the typed text the same form.
 */
export const compactDocument = (...columns: AnyPgColumn[]): SQL =>
  sql.join(
    columns.map((column) => sql`regexp_replace(lower(${column}), '[^a-z0-9]', '', 'g')`),
    sql` || ' ' || `,
  );

/** A table's `compactDocument` over the named columns, declared beside the table like `searchOver`. */
export const compactOver =
  <K extends string>(...keys: K[]) =>
  (t: Record<K, AnyPgColumn>): SQL =>
    compactDocument(...keys.map((key) => t[key]));

/** A trigram index over a search expression: what a `LIKE '%…%'` on it is answered from. */
export const trigramIndex = (name: string, document: SQL) =>
  index(name).using('gin', sql`(${document}) gin_trgm_ops`);
