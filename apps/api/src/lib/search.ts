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

/**
 * A `compactDocument` (db/schema/columns.ts) holding the typed text in the same form: lowercased, every
 * character but a to z and 0 to 9 removed ('TX-5102' holds as 'tx5102'; no wildcard is left to escape);
 * undefined when nothing is left to match.
 */
export function compactMatch(document: SQL, text: string): SQL | undefined {
  const compact = text.toLowerCase().replace(/[^a-z0-9]/g, '');
  return compact ? sql`${document} LIKE ${`%${compact}%`}` : undefined;
}
