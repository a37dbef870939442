/**
 * Raw SQL, read as text: which templates and strings are SQL, which tables they name and which they write.
 * Textual on purpose (docs/decisions/0014-module-boundaries.md): a table named only through a string built at
 * run time is not seen.
 */

/** A tag or callee that marks SQL: drizzle's sql`…` and sql.raw(). */
export const SQL_TAG = /(?:^|\.)sql$/i;
export const SQL_RAW = /(?:^|\.)sql\.raw$/i;
/** What `${…}` becomes in the text, so `delete from ${loads}` still reads as a statement. */
export const PLACEHOLDER = '__expr__';
/** A template or string that reads as a statement even untagged. */
const LOOKS_LIKE_SQL =
  /^\s*\(?\s*(?:select\b[\s\S]*\bfrom|with\s+\w+\s+as\s*\(|insert\s+into|update\s+\S+\s+set|delete\s+from|truncate)\b|\bselect\b[\s\S]+\bfrom\s+"?[a-z_]/i;
/** A table named after FROM / JOIN / INTO / UPDATE (optionally schema-qualified and quoted). */
export const SQL_TABLE_REF = /\b(?:from|join|into|update)\s+(?:"?public"?\s*\.\s*)?"?([a-z_][a-z0-9_]*)"?/gi;
/**
 * The table a statement writes: after INSERT INTO, UPDATE, DELETE FROM, TRUNCATE [TABLE] or MERGE INTO
 * (optionally ONLY, schema-qualified, quoted); the placeholder when a `${…}` stands there. `d`: the group's
 * index finds what that placeholder stands for.
 */
export const SQL_WRITTEN_TABLE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into)\s+(?:only\s+)?(?:"?public"?\s*\.\s*)?"?([a-z_][a-z0-9_]*)"?/dgi;
/** SQL that writes. */
export const SQL_WRITE =
  /\b(?:insert\s+into|update\s+(?:"?public"?\s*\.\s*)?"?[a-z_][a-z0-9_]*"?\s+set|delete\s+from|truncate|merge\s+into)\b/i;

/** How many line breaks come before `index` in `text`. */
export const linesBefore = (text, index) => text.slice(0, index).split('\n').length - 1;

/**
 * @typedef {{ text: string, lineAt: (index: number) => number, nameAt: (index: number) => string | null }} SqlText
 *   `nameAt`: what the placeholder at `index` stands for, when that is a name (`loads`, `schema.loads`)
 * @typedef {{ text: string, line: number, after: string | null }} LiteralPart one string, or one piece of a
 *   template between `${…}`, with the name in the `${…}` after it
 */

/**
 * The SQL among a file's literals: templates tagged `sql`, strings given to `sql.raw()`, and any other
 * template or string that reads as a statement. Each comes with the line of any index in its text.
 * @param {{ parts: LiteralPart[], tag: string }[]} literals
 * @returns {SqlText[]}
 */
export function sqlTextsOf(literals) {
  const sqlTexts = [];
  for (const { parts, tag } of literals) {
    const segments = [];
    const names = new Map();
    let text = '';
    for (const part of parts) {
      segments.push({ start: text.length, text: part.text, line: part.line });
      text += `${part.text} `;
      if (part.after) names.set(text.length, part.after);
      text += `${PLACEHOLDER} `;
    }
    if (!SQL_TAG.test(tag) && !LOOKS_LIKE_SQL.test(text)) continue;
    const lineAt = (index) => {
      const seg = segments.findLast((s) => s.start <= index) ?? segments[0];
      return seg.line + linesBefore(seg.text, index - seg.start);
    };
    sqlTexts.push({ text, lineAt, nameAt: (index) => names.get(index) ?? null });
  }
  return sqlTexts;
}
