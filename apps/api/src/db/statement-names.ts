import { createHash } from 'node:crypto';

/**
 * The names of the statements built named (db/statements.ts): a digest of each text, kept so the embedded
 * database's client (db/pglite-client.ts) runs the same texts as named statements.
 */

/** The texts built as named statements and their names. */
const namedTexts = new Map<string, string>();

/** The name a text is prepared under, when it was built named. */
export function namedStatementOf(text: string): string | undefined {
  return namedTexts.get(text);
}

/** The name of `text` (PostgreSQL keeps 63 bytes of a name), remembered as built named. */
export function nameStatement(text: string): string {
  let name = namedTexts.get(text);
  if (!name) {
    name = `s_${createHash('sha1').update(text).digest('base64url')}`;
    namedTexts.set(text, name);
  }
  return name;
}
