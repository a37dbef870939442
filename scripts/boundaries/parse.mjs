/** The TypeScript compiler, used as a parser only (no program, no type checking: one file at a time). */
import fs from 'node:fs';
import { createRequire } from 'node:module';

/** `require`, not `import`: an ESM import of the CommonJS compiler makes Node lex all of it for its exports. */
export const ts = createRequire(import.meta.url)('typescript');

/** @param {string} file */
const scriptKind = (file) =>
  file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.jsx') ? ts.ScriptKind.JSX : ts.ScriptKind.TS;

/**
 * The syntax tree of one file (parent pointers off: the scan walks down only).
 * @param {string} file absolute path
 */
export const parse = (file) =>
  ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, scriptKind(file));

/** 1-based line of a position. */
export const lineOf = (sf, pos) => sf.getLineAndCharacterOfPosition(pos).line + 1;

/** The text of a string literal or a template without `${…}`; `null` for anything else. */
export const stringValue = (node) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;
