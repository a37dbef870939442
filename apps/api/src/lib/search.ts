import { type SQL, sql } from 'drizzle-orm';

/** Escapes LIKE's wildcards (`\`, `%`, `_`) in text a person typed. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * `%text%` for LIKE: the text lowercased and unaccented the way the trigram indexes' expressions are
 * (`lower(unaccent_immutable(…))`), its wildcards escaped (or, as SQL, a value escaped already: a placeholder
 * filled with `escapeLike(text)`).
 */
export function containsPattern(text: string | SQL): SQL {
  return sql`'%' || lower(unaccent_immutable(${typeof text === 'string' ? escapeLike(text) : text})) || '%'`;
}
