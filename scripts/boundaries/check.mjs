/**
 * The check: every source file of the checked trees parsed once, its imports resolved, each rule applied.
 * Rules report; this file only gathers what they need.
 */
import fs from 'node:fs';
import path from 'node:path';
import { featureOf, fileRole, isTestFile, moduleOf, packageOfPath, SOURCE_ROOTS, walk } from './layout.mjs';
import { loadOwnership } from './ownership.mjs';
import { parse } from './parse.mjs';
import { makeResolver } from './resolve.mjs';
import {
  checkApiImport,
  checkContractImport,
  checkCycles,
  checkTables,
  checkWebImport,
} from './rules/index.mjs';
import { scan } from './scan.mjs';

/**
 * @typedef {{ file: string, line: number, rule: string, message: string }} Violation
 * @typedef {import('./rules/types.mjs').SourceFile} SourceFile
 * @typedef {import('./rules/types.mjs').Import} Import
 */

const REPOSITORY = path.join(import.meta.dirname, '..', '..');

/** @param {string} abs @param {string} rel @returns {SourceFile} */
const describe = (abs, rel) => ({
  abs,
  rel,
  module: moduleOf(rel),
  role: fileRole(rel),
  feature: featureOf(rel),
});

/**
 * @param {string} [rootArg] folder laid out like the repository (default: the repository)
 * @returns {Promise<{ violations: Violation[], files: number }>}
 */
export async function checkBoundaries(rootArg = REPOSITORY) {
  const root = fs.realpathSync(path.resolve(rootArg));
  const rel = (abs) => path.relative(root, abs).split(path.sep).join('/');
  /** @type {Violation[]} */
  const violations = [];
  const report = (file, line, rule, message) => violations.push({ file, line, rule, message });
  const ctx = { ...(await loadOwnership(root, rel, report)), report };

  const files = SOURCE_ROOTS.flatMap((dir) => walk(path.join(root, dir), [])).filter(
    (abs) => !isTestFile(rel(abs)),
  );
  const resolve = makeResolver(root);
  /** @type {(imp: import('./scan.mjs').ImportStatement, from: string) => Import} */
  const resolved = (imp, from) => {
    const { abs: target, pkg } = resolve(imp.spec, from);
    const to = target && !packageOfPath(target) ? rel(target) : null;
    return { ...imp, to, pkg, shown: to ?? imp.spec };
  };

  /** @type {import('./rules/no-cycle.mjs').ImportGraph} */
  const graph = new Map(files.map((abs) => [rel(abs), new Map()]));
  for (const abs of files) {
    const file = describe(abs, rel(abs));
    const scanned = scan(parse(abs));
    const imports = scanned.imports.map((imp) => resolved(imp, abs));
    const edges = graph.get(file.rel);
    for (const imp of imports) {
      checkApiImport(file, imp, ctx);
      checkWebImport(file, imp, ctx);
      checkContractImport(file, imp, ctx);
      if (imp.to && graph.has(imp.to) && !edges.has(imp.to)) edges.set(imp.to, imp.line);
    }
    checkTables(file, imports, scanned, ctx);
  }
  checkCycles(graph, ctx);

  violations.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.rule.localeCompare(b.rule));
  return { violations, files: files.length };
}
