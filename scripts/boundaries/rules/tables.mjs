/**
 * The API's tables: a module touches only the tables it owns (reference tables aside, which its repositories
 * may read), only through its repositories; the read model reads every table and writes none.
 */
import { SCHEMA, under } from '../layout.mjs';
import { PLACEHOLDER, SQL_TABLE_REF, SQL_WRITE } from '../sql.mjs';

/** @typedef {import('./types.mjs').SourceFile} SourceFile @typedef {import('./types.mjs').Import} Import */
/** @typedef {import('./types.mjs').Context} Context @typedef {import('../scan.mjs').Scan} Scan */
/** @typedef {{ name: string, typeOnly: boolean, line: number }} TableUse a table taken from db/schema */

/**
 * The tables a file takes from db/schema: by name, through `export * from`, or as `schema.x` through a
 * namespace import.
 * @param {Import[]} imports
 * @param {Scan['memberAccesses']} memberAccesses
 * @param {Context['tables']} tables
 * @returns {TableUse[]}
 */
export function tableUsesOf(imports, memberAccesses, tables) {
  const uses = [];
  for (const imp of imports) {
    if (!imp.to || !under(imp.to, SCHEMA)) continue;
    for (const n of imp.names) {
      if (tables.has(n.name)) uses.push(n);
    }
    if (imp.reexportAll) {
      for (const name of tables.keys()) uses.push({ name, typeOnly: imp.typeOnly, line: imp.line });
    }
    if (imp.namespace) {
      for (const access of memberAccesses) {
        if (access.object === imp.namespace.local && tables.has(access.name)) {
          uses.push({
            name: access.name,
            typeOnly: imp.namespace.typeOnly || access.typeOnly,
            line: access.line,
          });
        }
      }
    }
  }
  return uses;
}

/**
 * Tables imported by a module file. Type-only imports count for ownership (another module's row shape is its
 * own business) but not for `only-repository-queries` (a row type cannot query).
 * @param {SourceFile} file @param {TableUse[]} uses @param {Scan['writeCalls']} writeCalls @param {Context} ctx
 */
function importedTables(file, uses, writeCalls, ctx) {
  for (const use of uses) {
    const tableOwner = ctx.owner.get(use.name);
    const readsReference =
      ctx.referenceTables.has(use.name) && !writeCalls.some((call) => call.target === use.name);
    if (tableOwner && tableOwner !== file.module && !(readsReference && file.role === 'repository')) {
      ctx.report(
        file.rel,
        use.line,
        'api/table-ownership',
        `uses table ${use.name}, owned by module ${tableOwner} (call the ${tableOwner} module's service, or read it through the read model)`,
      );
    }
    if (file.role !== 'repository' && !use.typeOnly) {
      ctx.report(
        file.rel,
        use.line,
        'api/only-repository-queries',
        `a ${file.role} file imports table ${use.name} (query it in a *.repository.ts of this module; \`import type\` is fine for row types)`,
      );
    }
  }
}

/**
 * Tables named in a module file's raw SQL, by their SQL names.
 * @param {SourceFile} file @param {Scan['sqlTexts']} sqlTexts @param {Context} ctx
 */
function rawSqlTables(file, sqlTexts, ctx) {
  for (const t of sqlTexts) {
    for (const m of t.text.matchAll(SQL_TABLE_REF)) {
      const table = ctx.tableBySql.get(m[1].toLowerCase());
      if (!table) continue;
      const line = t.lineAt(m.index);
      const tableOwner = ctx.owner.get(table.name);
      const writes = /^(?:into|update)$/i.test(m[0].trim().split(/\s+/)[0] ?? '');
      const readsReference = ctx.referenceTables.has(table.name) && !writes && file.role === 'repository';
      if (tableOwner && tableOwner !== file.module && !readsReference) {
        ctx.report(
          file.rel,
          line,
          'api/table-ownership',
          `raw SQL names table ${table.sqlName}, owned by module ${tableOwner} (call the ${tableOwner} module's service, or read it through the read model)`,
        );
      }
      if (file.role !== 'repository') {
        ctx.report(
          file.rel,
          line,
          'api/only-repository-queries',
          `raw SQL naming table ${table.sqlName} in a ${file.role} file (move the query to a *.repository.ts of the owning module)`,
        );
      }
    }
  }
}

/**
 * The read model calls no `.insert/.update/.delete` (without types, a Map's `.delete` looks the same) and
 * holds no writing SQL.
 * @param {SourceFile} file @param {Scan} scanned @param {Context} ctx
 */
function readModelReadOnly(file, { writeCalls, sqlTexts }, ctx) {
  for (const call of writeCalls) {
    ctx.report(
      file.rel,
      call.line,
      'api/read-model-read-only',
      `calls .${call.method}(): the read model never writes (write through the owning module's service; a Map/Set here needs another method name)`,
    );
  }
  for (const t of sqlTexts) {
    const m = SQL_WRITE.exec(t.text);
    if (m) {
      ctx.report(
        file.rel,
        t.lineAt(m.index),
        'api/read-model-read-only',
        `raw SQL "${m[0].replace(PLACEHOLDER, '…').replace(/\s+/g, ' ')}": the read model never writes (write through the owning module's service)`,
      );
    }
  }
}

/**
 * @param {SourceFile} file @param {Import[]} imports resolved @param {Scan} scanned @param {Context} ctx
 */
export function checkTables(file, imports, scanned, ctx) {
  if (!file.module) return;
  if (file.module === ctx.readModel) {
    readModelReadOnly(file, scanned, ctx);
    return;
  }
  importedTables(file, tableUsesOf(imports, scanned.memberAccesses, ctx.tables), scanned.writeCalls, ctx);
  rawSqlTables(file, scanned.sqlTexts, ctx);
}
