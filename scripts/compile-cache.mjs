/**
 * Loaded by `npm start` before the server (`node --import ./scripts/compile-cache.mjs`): Node.js keeps the
 * code it compiles for the server's modules and its packages on disk and reuses it on the next start, instead
 * of compiling every module again (docs/decisions/0037-start-and-logs.md). The cache is Node.js's own, in
 * NODE_COMPILE_CACHE or else the system's temporary folder, and is checked against each file's contents.
 */
import module from 'node:module';

module.enableCompileCache?.();
