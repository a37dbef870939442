import { Column, is, SQL, Subquery } from 'drizzle-orm';

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
 * statement. Only flat selects (every column a top-level key, as every built list and lookup is); any other
 * keeps drizzle's mapping.
 */
export function withCompiledRows<P>(prepared: P): P {
  const query = prepared as { fields?: SelectedField[]; customResultMapper?: unknown };
  if (!query.fields || query.customResultMapper || !query.fields.every((field) => field.path.length === 1))
    return prepared;
  query.customResultMapper = rowMapperOf(query.fields);
  return prepared;
}

/** The mapper of `fields`: rows in array mode (as drizzle reads them) → objects. */
export function rowMapperOf(fields: SelectedField[]): (rows: unknown[][]) => Array<Record<string, unknown>> {
  const decoders = fields.map(({ field }) => decoderOf(field));
  const names = decoders.map((_, i) => `d${i}`);
  const properties = fields.map(
    ({ path }, i) =>
      `${JSON.stringify(path[0])}: row[${i}] === null ? null : d${i}.mapFromDriverValue(row[${i}])`,
  );
  const body = `return function mapRows(rows) {
    const mapped = new Array(rows.length);
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      mapped[i] = { ${properties.join(',\n')} };
    }
    return mapped;
  };`;
  // The keys are the select's own (quoted by JSON.stringify); no value of a row is ever part of the code.
  const make = new Function(...names, body) as (...args: Decoder[]) => ReturnType<typeof rowMapperOf>;
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
