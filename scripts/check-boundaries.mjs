#!/usr/bin/env node
/**
 * Module boundaries, checked on resolved import paths (docs/decisions/0014-module-boundaries.md).
 *
 *   node scripts/check-boundaries.mjs [root]
 *
 * `root` defaults to the repository; the ownership map is `<root>/scripts/boundaries.config.mjs`.
 * Every import (static, `export … from`, `import()`, `require()`, `import('…')` types) is resolved with
 * TypeScript's own resolver and the nearest tsconfig.json, so relative paths, aliases and package names are
 * judged by the file they reach, not by their text. Prints `path:line rule: explanation (what to do instead)`
 * and exits 1 when anything is found.
 *
 * The checker lives in scripts/boundaries/: layout.mjs (where things are), parse.mjs and scan.mjs (what a
 * file holds), resolve.mjs (where an import leads), ownership.mjs (who owns which table), rules/ (one file
 * per area), check.mjs (the run over every file) and report.mjs (what is printed).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBoundaries } from './boundaries/check.mjs';
import { run } from './boundaries/report.mjs';

export { checkBoundaries } from './boundaries/check.mjs';
export { isTestFile } from './boundaries/layout.mjs';
export { formatViolation } from './boundaries/report.mjs';
export { RULES } from './boundaries/rules/index.mjs';

if (process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(path.resolve(process.argv[1]))) {
  await run(checkBoundaries, process.argv[2]);
}
