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
  text,
  timestamp,
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

type Target = () => PgColumn;

/** A row that belongs to another: required, deleted with it. */
export const belongsTo = <N extends string>(name: N, target: Target) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** A required link the other row cannot be deleted under. */
export const requiredLink = <N extends string>(name: N, target: Target) =>
  integer(name).notNull().references(target, { onDelete: 'restrict' });

/** An optional link, cleared when the other row is deleted. */
export const optionalLink = <N extends string>(name: N, target: Target) =>
  integer(name).references(target, { onDelete: 'set null' });

/** Where a driver was: latitude and longitude in degrees. */
export const position = () => ({
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
});

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

/** A trigram index over a search expression: what a `LIKE '%…%'` on it is answered from. */
export const trigramIndex = (name: string, document: SQL) =>
  index(name).using('gin', sql`(${document}) gin_trgm_ops`);
