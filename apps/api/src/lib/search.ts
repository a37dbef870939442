import { type SQL, sql } from 'drizzle-orm';

/** Escapes LIKE's wildcards (`\`, `%`, `_`) in text a person typed. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * `%text%` for LIKE: the text lowercased and unaccented the way the trigram indexes' expressions are
 * (`lower(unaccent_immutable(…))`), its wildcards escaped.
 */
export function containsPattern(text: string): SQL {
  return sql`'%' || lower(unaccent_immutable(${escapeLike(text)})) || '%'`;
}
