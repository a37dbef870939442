/**
 * What every rule is given. Types only (JSDoc): a rule looks at one file, one of its imports, or the whole
 * import graph, and reports through `ctx.report`.
 *
 * @typedef {{ abs: string, rel: string, module: string | null, role: string, feature: string | null }} SourceFile
 *   a checked file: its path from the root, its API module or web feature, its role by name
 * @typedef {import('../scan.mjs').ImportStatement & { to: string | null, pkg: string | null, shown: string }} Import
 *   an import resolved: `to` our file it reaches (from the root), `pkg` the npm package, `shown` for messages
 * @typedef {(file: string, line: number, rule: string, message: string) => void} Report
 * @typedef {import('../ownership.mjs').Ownership & { report: Report }} Context
 */
export {};
