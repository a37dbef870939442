/** The contract is shared by the API and the browser: it depends on zod and its own files only. */
import { CONTRACT_SRC, under } from '../layout.mjs';

/** @typedef {import('./types.mjs').SourceFile} SourceFile @typedef {import('./types.mjs').Import} Import */
/** @typedef {import('./types.mjs').Context} Context */

/** @param {SourceFile} file @param {Import} imp @param {Context} ctx */
export function checkContractImport(file, imp, ctx) {
  if (!under(file.rel, CONTRACT_SRC)) return;
  const own = imp.to && under(imp.to, CONTRACT_SRC);
  if (!own && imp.pkg !== 'zod') {
    ctx.report(
      file.rel,
      imp.line,
      'contract/zod-only',
      `imports ${imp.pkg ?? imp.shown}: the contract depends on zod and its own files only (keep the code where it is used, or rewrite it with zod)`,
    );
  }
}
