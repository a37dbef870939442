/**
 * The API's tables: a module touches only the tables it owns (reference tables aside, which its repositories
 * may read), only through its repositories; the read model reads every table and writes none; lib/ owns no
 * table, so it writes none.
 */
import { API_LIB, SCHEMA, under } from '../layout.mjs';
import { PLACEHOLDER, SQL_TABLE_REF, SQL_WRITE, SQL_WRITTEN_TABLE } from '../sql.mjs';

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
 * The table a name stands for in this file: `loads` (or `l` after `import { loads as l }`) and `schema.loads`
 * through the file's imports of db/schema; null for any other name (a parameter, a local).
 * @param {Import[]} imports @param {Context['tables']} tables
 * @returns {(name: string | null) => string | null}
 */
function schemaNames(imports, tables) {
  const named = new Map();
  const namespaces = new Set();
  for (const imp of imports) {
    if (!imp.to || !under(imp.to, SCHEMA)) continue;
    for (const n of imp.names) if (tables.has(n.name)) named.set(n.local, n.name);
    if (imp.namespace) namespaces.add(imp.namespace.local);
  }
  return (name) => {
    if (!name) return null;
    if (named.has(name)) return named.get(name);
    const [object, member, ...rest] = name.split('.');
    return member && rest.length === 0 && namespaces.has(object) && tables.has(member) ? member : null;
  };
}

/**
 * lib/ owns no table: a write there (`.insert/.update/.delete(<table>)`, or SQL that inserts, updates,
 * deletes, truncates or merges into a table) belongs in the owner's repository. Only a named table counts:
 * a write on a table given as a parameter (a base class shared by the owners' own repositories, as
 * lib/equipment.ts) is the owner's write, made through shared code.
 * @param {SourceFile} file @param {Import[]} imports @param {Scan} scanned @param {Context} ctx
 */
function libWrites(file, imports, { writeCalls, sqlTexts }, ctx) {
  const tableNamed = schemaNames(imports, ctx.tables);
  const refuse = (line, what, table) => {
    const owner = ctx.owner.get(table.name);
    const where = owner ? `a repository of module ${owner}` : 'the repository of the module that owns it';
    ctx.report(
      file.rel,
      line,
      'api/table-ownership',
      `${what} writes table ${table.sqlName ?? table.name}${owner ? `, owned by module ${owner}` : ''}: lib/ owns no table (move the write into ${where}, and give lib/ an interface that the module implements)`,
    );
  };
  for (const call of writeCalls) {
    const name = tableNamed(call.target);
    if (name) refuse(call.line, `.${call.method}(${call.target})`, ctx.tables.get(name));
  }
  for (const t of sqlTexts) {
    for (const m of t.text.matchAll(SQL_WRITTEN_TABLE)) {
      const table =
        m[1] === PLACEHOLDER
          ? ctx.tables.get(tableNamed(t.nameAt(m.indices[1][0])))
          : ctx.tableBySql.get(m[1].toLowerCase());
      if (!table) continue;
      const statement = m[0].replace(PLACEHOLDER, `\${${t.nameAt(m.indices[1][0])}}`).replace(/\s+/g, ' ');
      refuse(t.lineAt(m.index), `raw SQL \`${statement}\``, table);
    }
  }
}

/**
 * @param {SourceFile} file @param {Import[]} imports resolved @param {Scan} scanned @param {Context} ctx
 */
export function checkTables(file, imports, scanned, ctx) {
  if (under(file.rel, API_LIB)) libWrites(file, imports, scanned, ctx);
  if (!file.module) return;
  if (file.module === ctx.readModel) {
    readModelReadOnly(file, scanned, ctx);
    return;
  }
  importedTables(file, tableUsesOf(imports, scanned.memberAccesses, ctx.tables), scanned.writeCalls, ctx);
  rawSqlTables(file, scanned.sqlTexts, ctx);
}
