import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** A selected column as drizzle keeps it in a prepared query: where it goes in the row, and what reads it. */
interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/**
 * Gives a statement built once (drizzle's prepared query) a row mapper written for its columns. drizzle maps
 * each row of a prepared query column by column (`mapResultRow`): an `instanceof` to find each column's
 * decoder, then a property store under a key known only at run time, a different object shape for every
 * select — about 8 % of the server's CPU for a page of loads (45 columns, `perf record`, docs/performance.md
 * "Session 12"). The mapper made here builds each row as one object literal with the select's keys, each value
 * read by the decoder drizzle would use (dates, numerics, custom types): the same rows, built once per
 * statement. Top-level keys, and objects of one level of columns (`{ booking: bookings, brokerName: … }`)
 * with drizzle's rule for a left-joined table: the object is null when its first column is. Any other shape
 * keeps drizzle's mapping.
 */
export function withCompiledRows<P>(prepared: P): P {
  const query = prepared as {
    fields?: SelectedField[];
    customResultMapper?: unknown;
    joinsNotNullableMap?: Record<string, boolean>;
  };
  if (!query.fields || query.customResultMapper) return prepared;
  const mapper = rowMapperOf(query.fields, query.joinsNotNullableMap);
  if (mapper) query.customResultMapper = mapper;
  return prepared;
}

type Mapper = (rows: unknown[][]) => Array<Record<string, unknown>>;

/** A top-level key of the rows: one value, or an object of columns (`tables`: the tables they come from). */
type Shape = { index: number } | { entries: Array<{ key: string; index: number }>; tables: Set<string> };

/**
 * The mapper of `fields` (rows in array mode, as drizzle reads them), or undefined for a shape it does not
 * write. `joinsNotNullableMap`: drizzle's map of which joined tables may be missing from a row.
 */
export function rowMapperOf(
  fields: SelectedField[],
  joinsNotNullableMap?: Record<string, boolean>,
): Mapper | undefined {
  const shapes = new Map<string, Shape>();
  for (const [index, { path, field }] of fields.entries()) {
    const [key, inner] = path;
    if (key === undefined || path.length > 2) return undefined;
    if (inner === undefined) {
      if (shapes.has(key)) return undefined;
      shapes.set(key, { index });
      continue;
    }
    if (!is(field, Column)) return undefined;
    const shape = shapes.get(key) ?? { entries: [], tables: new Set<string>() };
    if (!('entries' in shape)) return undefined;
    shape.entries.push({ key: inner, index });
    shape.tables.add(getTableName(field.table));
    shapes.set(key, shape);
  }
  const decoders = fields.map(({ field }) => decoderOf(field));
  const value = (i: number) => `row[${i}] === null ? null : d${i}.mapFromDriverValue(row[${i}])`;
  const properties = [...shapes].map(([key, shape]) => {
    if (!('entries' in shape)) return `${JSON.stringify(key)}: ${value(shape.index)}`;
    const object = `{ ${shape.entries.map((entry) => `${JSON.stringify(entry.key)}: ${value(entry.index)}`).join(', ')} }`;
    const [table] = shape.tables;
    const [first] = shape.entries;
    // drizzle nulls an object when its first column is null and its one table may be missing (a left join).
    const nullable =
      joinsNotNullableMap !== undefined &&
      shape.tables.size === 1 &&
      table !== undefined &&
      !joinsNotNullableMap[table];
    return `${JSON.stringify(key)}: ${nullable && first ? `row[${first.index}] === null ? null : ${object}` : object}`;
  });
  const body = `return function mapRows(rows) {
    const mapped = new Array(rows.length);
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      mapped[i] = { ${properties.join(',\n')} };
    }
    return mapped;
  };`;
  // The keys are the select's own (quoted by JSON.stringify); no value of a row is ever part of the code.
  const make = new Function(...decoders.map((_, i) => `d${i}`), body) as (...args: Decoder[]) => Mapper;
  return make(...decoders);
}

/** The decoder drizzle's `mapResultRow` uses for a selected field (drizzle-orm 0.45 `utils.js`). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  // `decoder` is internal to drizzle's SQL (its `mapWith`), as in `mapResultRow`.
  const sqlOf = (value: unknown) => (value as { decoder: Decoder }).decoder;
  if (is(field, SQL)) return sqlOf(field);
  if (is(field, Subquery)) return sqlOf((field._ as unknown as { sql: SQL }).sql);
  return sqlOf((field as { sql: SQL }).sql);
}
