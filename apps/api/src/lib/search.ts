import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { compactDocument } from '../db/schema/columns';

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

/** Typed text in `compactDocument`'s form: lowercased, every character but a to z and 0 to 9 removed. */
const compactText = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * A `compactDocument` (db/schema/columns.ts) holding the typed text in the same form: lowercased, every
 * character but a to z and 0 to 9 removed ('TX-5102' holds as 'tx5102'; no wildcard is left to escape);
 * undefined when nothing is left to match.
 */
export function compactMatch(document: SQL, text: string): SQL | undefined {
  const compact = compactText(text);
  return compact ? sql`${document} LIKE ${`%${compact}%`}` : undefined;
}

/**
 * A sort key putting an identifier typed by a person first (a unit's number, `column`): 0 when the column is the
 * text, 1 when it starts with it, 2 otherwise. Both are compared in `compactDocument`'s form (lowercase, a to z
 * and 0 to 9 only), the column also without its leading letters ('U-15' is '15' too); undefined when nothing
 * is left of the text to compare.
 */
export function numberFirst(column: AnyPgColumn, text: string): SQL | undefined {
  const compact = compactText(text);
  if (!compact) return undefined;
  const whole = compactDocument(column);
  const digits = sql`ltrim(${whole}, 'abcdefghijklmnopqrstuvwxyz')`;
  const starts = `${compact}%`;
  return sql`CASE WHEN ${whole} = ${compact} OR ${digits} = ${compact} THEN 0 WHEN ${whole} LIKE ${starts} OR ${digits} LIKE ${starts} THEN 1 ELSE 2 END`;
}
