/**
 * Who owns which table: the `pgTable` exports of apps/api/src/db/schema against the ownership map of
 * scripts/boundaries.config.mjs. The map itself is checked here (a table without an owner, a table under two
 * owners, a name that is not a table, an owner that is not a module).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONFIG_FILE, MODULES, SCHEMA, walk } from './layout.mjs';
import { lineOf, parse, stringValue, ts } from './parse.mjs';
import { linesBefore } from './sql.mjs';

const RULE = 'api/table-ownership';

/**
 * @typedef {{ name: string, sqlName: string | null, file: string, line: number }} Table
 * @typedef {(file: string, line: number, rule: string, message: string) => void} Report
 * @typedef {{
 *   readModel: string, tables: Map<string, Table>, tableBySql: Map<string, Table>,
 *   owner: Map<string, string>, referenceTables: Set<string>,
 * }} Ownership
 */

/** Whether a statement is `export const x = pgTable('sql_name', …)` (or `schema.table(…)`). */
const tableCall = (init) => {
  if (!init || !ts.isCallExpression(init)) return false;
  const callee = init.expression;
  return (
    (ts.isIdentifier(callee) && callee.text === 'pgTable') ||
    (ts.isPropertyAccessExpression(callee) && callee.name.text === 'table')
  );
};

/**
 * Every table exported by a file of the schema folder, by export name; null when there is no schema folder.
 * @param {string} root
 * @returns {Map<string, Table> | null}
 */
function readTables(root) {
  const dir = path.join(root, SCHEMA);
  if (!fs.existsSync(dir)) return null;
  const tables = new Map();
  for (const file of walk(dir, [])) {
    const sf = parse(file);
    for (const statement of sf.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
      for (const decl of statement.declarationList.declarations) {
        if (!ts.isIdentifier(decl.name) || !tableCall(decl.initializer)) continue;
        tables.set(decl.name.text, {
          name: decl.name.text,
          sqlName: stringValue(decl.initializer.arguments[0]),
          file,
          line: lineOf(sf, decl.getStart(sf)),
        });
      }
    }
  }
  return tables;
}

/** @param {string} root */
async function readConfig(root) {
  const file = path.join(root, CONFIG_FILE);
  if (!fs.existsSync(file))
    return { file: null, text: '', config: { readModel: 'read-model', tableOwners: {} } };
  const mod = await import(pathToFileURL(file).href);
  return { file, text: fs.readFileSync(file, 'utf8'), config: mod.default };
}

/** Lines of the config's text: where an owner's key is, where a table is listed under it. */
function configLines(text) {
  const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const keyIndex = (mod) =>
    Math.max(0, text.search(new RegExp(`(?<![\\w-])['"]?${escapeRegExp(mod)}['"]?\\s*:`)));
  const lineAt = (index) => linesBefore(text, index) + 1;
  return {
    owner: (mod) => lineAt(keyIndex(mod)),
    table: (name, mod) => {
      const from = keyIndex(mod);
      const i = text.slice(from).search(new RegExp(`['"\`]${escapeRegExp(name)}['"\`]`));
      return lineAt(i < 0 ? from : from + i);
    },
  };
}

/**
 * The owner of each listed table, reporting owners that are not modules, tables listed twice and names that
 * are not tables.
 */
function ownersOf(root, tableOwners, tables, configRel, lines, report) {
  const owner = new Map();
  for (const [mod, names] of Object.entries(tableOwners)) {
    if (!fs.existsSync(path.join(root, MODULES, mod))) {
      report(
        configRel,
        lines.owner(mod),
        RULE,
        `owner "${mod}" is not a module (no ${MODULES}/${mod}/) (fix the module name or move its tables to the module that writes them)`,
      );
    }
    for (const name of names) {
      if (owner.has(name)) {
        report(
          configRel,
          lines.table(name, mod),
          RULE,
          `table ${name} is listed under both "${owner.get(name)}" and "${mod}" (a table has exactly one owner: keep the module that writes it)`,
        );
        continue;
      }
      owner.set(name, mod);
      if (!tables.has(name)) {
        report(
          configRel,
          lines.table(name, mod),
          RULE,
          `"${name}" (owned by ${mod}) is not a pgTable export of ${SCHEMA} (remove it from the map or fix the name)`,
        );
      }
    }
  }
  return owner;
}

/**
 * The ownership map checked against the schema; problems go to `report`.
 * @param {string} root
 * @param {(abs: string) => string} rel
 * @param {Report} report
 * @returns {Promise<Ownership>}
 */
export async function loadOwnership(root, rel, report) {
  const { file, text, config } = await readConfig(root);
  const configRel = file ? rel(file) : CONFIG_FILE;
  const tables = readTables(root) ?? new Map();
  const owner = ownersOf(root, config.tableOwners ?? {}, tables, configRel, configLines(text), report);
  for (const table of tables.values()) {
    if (!owner.has(table.name)) {
      report(
        rel(table.file),
        table.line,
        RULE,
        `table ${table.name} (${table.sqlName}) has no owner (add it to tableOwners in ${configRel}, under the module whose repository writes it)`,
      );
    }
  }
  return {
    readModel: config.readModel ?? 'read-model',
    tables,
    tableBySql: new Map([...tables.values()].filter((t) => t.sqlName).map((t) => [t.sqlName, t])),
    owner,
    // Reference tables: any module's repository may read (join) them; only their owner writes them.
    referenceTables: new Set(config.referenceTables ?? []),
  };
}
