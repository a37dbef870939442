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
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** `require`, not `import`: an ESM import of the CommonJS compiler makes Node lex all of it for its exports. */
const ts = createRequire(import.meta.url)('typescript');

export const RULES = [
  'api/module-boundary',
  'api/table-ownership',
  'api/only-repository-queries',
  'api/read-model-read-only',
  'api/lib-independent',
  'web/feature-isolation',
  'web/no-server',
  'web/driver-app-alone',
  'contract/zod-only',
];

const API_SRC = 'apps/api/src';
const MODULES = `${API_SRC}/modules`;
const SCHEMA = `${API_SRC}/db/schema`;
const WEB_SRC = 'apps/web/src';
const FEATURES = `${WEB_SRC}/features`;
const CONTRACT_SRC = 'packages/contract/src';
const CONFIG_FILE = 'scripts/boundaries.config.mjs';

/** Packages the web app never imports (it talks to the API over HTTP only). */
/**
 * The drivers' app starts on its own (apps/web/src/app/driver-entry.tsx) and must stay small on a phone
 * (docs/performance.md "The web's first page"): besides its own folder it may import only these shared files,
 * and none of the back office's libraries.
 */
const DRIVER_APP = `${FEATURES}/driver-app`;
const DRIVER_APP_SHARED = new Set(
  ['lib/api-error.ts', 'lib/jwt.ts', 'lib/query-config.ts', 'lib/token-refresh.ts'].map(
    (f) => `${WEB_SRC}/${f}`,
  ),
);
const BACK_OFFICE_PACKAGES = [
  /^@mantine\//,
  /^@tabler\//,
  /^zod$/,
  /^react-hook-form$/,
  /^@hookform\//,
  /^dayjs$/,
];

const SERVER_PACKAGES = [/^@fletx\/api$/, /^drizzle-orm$/, /^drizzle-kit$/, /^pg$/, /^@electric-sql\//];

const SOURCE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'migrations', 'coverage']);
const TEST_DIRS = new Set(['test', 'tests', '__tests__', '__mocks__']);
const TEST_FILE = /\.(?:test|spec)\.[cm]?[jt]sx?$/;

/** Test files are outside every rule: `*.test.*` / `*.spec.*` and anything under a `test` folder. */
export const isTestFile = (rel) => TEST_FILE.test(rel) || rel.split('/').some((part) => TEST_DIRS.has(part));

const SERVICE_FILE = /\.service(?:\.[cm]?[jt]sx?)?$/;
const fileRole = (rel) => {
  const base = path.posix.basename(rel);
  for (const role of ['service', 'repository', 'routes', 'mapper']) {
    if (new RegExp(`\\.${role}(?:\\.[cm]?[jt]sx?)?$`).test(base)) return role;
  }
  return 'other';
};

const under = (rel, dir) => rel === dir || rel.startsWith(`${dir}/`);
/** `apps/api/src/modules/<m>/…` → `<m>` (also for a path that did not resolve). */
const moduleOf = (rel) => {
  if (!under(rel, MODULES)) return null;
  const parts = rel.slice(MODULES.length + 1).split('/');
  return parts.length === 1 && SOURCE_FILE.test(parts[0]) ? null : parts[0] || null;
};
const featureOf = (rel) => {
  if (!under(rel, FEATURES)) return null;
  const parts = rel.slice(FEATURES.length + 1).split('/');
  return parts.length > 1 ? parts[0] : null;
};

/** The npm package a specifier or resolved path belongs to (`null` for our own files). */
const packageOfSpecifier = (spec) => {
  if (spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('#')) return null;
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};
const packageOfPath = (abs) => {
  const posix = abs.split(path.sep).join('/');
  const i = posix.lastIndexOf('/node_modules/');
  if (i < 0) return null;
  return packageOfSpecifier(posix.slice(i + '/node_modules/'.length));
};

// ---------------------------------------------------------------------------------------------------------
// Files and parsing

function walk(dir, out) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) walk(full, out);
    } else if (entry.isFile() && SOURCE_FILE.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

const scriptKind = (file) =>
  file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.jsx') ? ts.ScriptKind.JSX : ts.ScriptKind.TS;

const parse = (file) =>
  ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, scriptKind(file));

const lineOf = (sf, pos) => sf.getLineAndCharacterOfPosition(pos).line + 1;

const stringValue = (node) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;

/**
 * One pass over a file: its imports (with the names they bind), the template/string literal texts, the
 * `.insert(`/`.update(`/`.delete(` calls and the `ns.name` accesses (for namespace imports of the schema).
 */
function scan(sf) {
  const imports = [];
  const literals = [];
  const sqlTags = new Map();
  const writeCalls = [];
  const memberAccesses = [];
  const specifierNodes = new Set();

  const addImport = (specNode, typeOnly, names = [], namespace = null, reexportAll = false) => {
    const spec = stringValue(specNode);
    if (spec === null) return;
    specifierNodes.add(specNode);
    imports.push({ spec, line: lineOf(sf, specNode.getStart(sf)), typeOnly, names, namespace, reexportAll });
  };

  /** `object.name` in a value (`a.b`) or, `typeOnly`, in a type (`A.B`). */
  const addMemberAccess = (node, object, name, typeOnly) => {
    memberAccesses.push({
      object: object.text,
      name: name.text,
      typeOnly,
      line: lineOf(sf, node.getStart(sf)),
    });
  };

  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const clauseTypeOnly = Boolean(clause?.isTypeOnly);
      const names = [];
      let namespace = null;
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const el of bindings.elements) {
          names.push({
            name: (el.propertyName ?? el.name).text,
            typeOnly: clauseTypeOnly || el.isTypeOnly,
            line: lineOf(sf, el.getStart(sf)),
          });
        }
      } else if (bindings && ts.isNamespaceImport(bindings)) {
        namespace = { local: bindings.name.text, typeOnly: clauseTypeOnly };
      }
      const allTypeOnly =
        clauseTypeOnly || (names.length > 0 && !clause?.name && names.every((n) => n.typeOnly));
      addImport(node.moduleSpecifier, allTypeOnly, names, namespace);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const names = [];
      let reexportAll = false;
      if (node.exportClause && ts.isNamedExports(node.exportClause)) {
        for (const el of node.exportClause.elements) {
          names.push({
            name: (el.propertyName ?? el.name).text,
            typeOnly: node.isTypeOnly || el.isTypeOnly,
            line: lineOf(sf, el.getStart(sf)),
          });
        }
      } else {
        reexportAll = true;
      }
      addImport(node.moduleSpecifier, node.isTypeOnly, names, null, reexportAll);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      addImport(node.moduleReference.expression, node.isTypeOnly);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (
        callee.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(callee) && callee.text === 'require')
      ) {
        addImport(node.arguments[0], false);
      } else if (
        ts.isPropertyAccessExpression(callee) &&
        ['insert', 'update', 'delete'].includes(callee.name.text)
      ) {
        writeCalls.push({
          method: callee.name.text,
          line: lineOf(sf, callee.name.getStart(sf)),
          target: node.arguments[0] && ts.isIdentifier(node.arguments[0]) ? node.arguments[0].text : null,
        });
      } else if (ts.isPropertyAccessExpression(callee) && SQL_RAW.test(callee.getText(sf))) {
        for (const arg of node.arguments) sqlTags.set(arg, 'sql');
      }
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      addImport(node.argument.literal, true);
    } else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      addMemberAccess(node, node.expression, node.name, false);
    } else if (ts.isQualifiedName(node) && ts.isIdentifier(node.left)) {
      addMemberAccess(node, node.left, node.right, true);
    }

    if (ts.isTaggedTemplateExpression(node)) {
      sqlTags.set(node.template, node.tag.getText(sf));
    } else if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const parts = ts.isNoSubstitutionTemplateLiteral(node)
        ? [node]
        : [node.head, ...node.templateSpans.map((span) => span.literal)];
      literals.push({ node, parts });
    } else if (ts.isStringLiteral(node)) {
      literals.push({ node, parts: [node] });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);

  // Raw SQL: templates tagged `sql` (drizzle's sql`…`) or strings given to sql.raw(), and any other template
  // or string that reads as a statement. `${…}` becomes a placeholder, so `delete from ${loads}` still reads.
  const sqlTexts = [];
  for (const { node, parts } of literals) {
    if (specifierNodes.has(node)) continue;
    const segments = [];
    let text = '';
    for (const part of parts) {
      segments.push({ start: text.length, text: part.text ?? '', line: lineOf(sf, part.getStart(sf)) });
      text += `${part.text ?? ''} ${PLACEHOLDER} `;
    }
    if (!SQL_TAG.test(sqlTags.get(node) ?? '') && !LOOKS_LIKE_SQL.test(text)) continue;
    const lineAt = (index) => {
      const seg = segments.findLast((s) => s.start <= index) ?? segments[0];
      return seg.line + linesBefore(seg.text, index - seg.start);
    };
    sqlTexts.push({ text, lineAt });
  }
  return { imports, sqlTexts, writeCalls, memberAccesses };
}

// ---------------------------------------------------------------------------------------------------------
// Resolution: nearest tsconfig.json (up to the root), TypeScript's resolver, real paths

function makeResolver(root) {
  const configByDir = new Map();
  const compilers = new Map();
  // Only compilerOptions matter here: no listing of the files a tsconfig includes.
  const host = { ...ts.sys, readDirectory: () => [], onUnRecoverableConfigFileDiagnostic: () => {} };
  const fallback = {
    options: {
      module: ts.ModuleKind.Preserve,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
      resolveJsonModule: true,
    },
  };

  const configFor = (dir) => {
    if (configByDir.has(dir)) return configByDir.get(dir);
    let found = null;
    const candidate = path.join(dir, 'tsconfig.json');
    if (fs.existsSync(candidate)) found = candidate;
    else if (dir !== root && path.dirname(dir) !== dir && dir.startsWith(root))
      found = configFor(path.dirname(dir));
    configByDir.set(dir, found);
    return found;
  };

  const compilerFor = (configPath) => {
    const key = configPath ?? '';
    let compiler = compilers.get(key);
    if (!compiler) {
      const options = configPath
        ? (ts.getParsedCommandLineOfConfigFile(configPath, {}, host)?.options ?? fallback.options)
        : fallback.options;
      const cwd = configPath ? path.dirname(configPath) : root;
      const cache = ts.createModuleResolutionCache(cwd, (f) => f, options);
      compiler = { options, cache };
      compilers.set(key, compiler);
    }
    return compiler;
  };

  /** → { abs: resolved real path or null, pkg: npm package name or null } */
  return (spec, fromFile) => {
    const { options, cache } = compilerFor(configFor(path.dirname(fromFile)));
    const result = ts.resolveModuleName(spec, fromFile, options, ts.sys, cache).resolvedModule;
    let abs = result?.resolvedFileName ?? null;
    if (abs) {
      try {
        abs = fs.realpathSync(abs);
      } catch {}
    } else if (spec.startsWith('.')) {
      // A relative path that resolves to nothing (file moved, not created yet): still judge where it points.
      abs = path.resolve(path.dirname(fromFile), spec);
    }
    const pkg = (abs && packageOfPath(abs)) ?? packageOfSpecifier(spec);
    return { abs, pkg };
  };
}

// ---------------------------------------------------------------------------------------------------------
// Tables

/** `export const x = pgTable('sql_name', …)` in every apps/api/src/db/schema file. */
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
        const init = decl.initializer;
        if (!ts.isIdentifier(decl.name) || !init || !ts.isCallExpression(init)) continue;
        const callee = init.expression;
        const isTable =
          (ts.isIdentifier(callee) && callee.text === 'pgTable') ||
          (ts.isPropertyAccessExpression(callee) && callee.name.text === 'table');
        if (!isTable) continue;
        tables.set(decl.name.text, {
          name: decl.name.text,
          sqlName: stringValue(init.arguments[0]),
          file,
          line: lineOf(sf, decl.getStart(sf)),
        });
      }
    }
  }
  return tables;
}

async function readConfig(root) {
  const file = path.join(root, CONFIG_FILE);
  if (!fs.existsSync(file))
    return { file: null, text: '', config: { readModel: 'read-model', tableOwners: {} } };
  const mod = await import(pathToFileURL(file).href);
  return { file, text: fs.readFileSync(file, 'utf8'), config: mod.default };
}

const SQL_TAG = /(?:^|\.)sql$/i;
const SQL_RAW = /(?:^|\.)sql\.raw$/i;
const PLACEHOLDER = '__expr__';
const LOOKS_LIKE_SQL =
  /^\s*\(?\s*(?:select\b[\s\S]*\bfrom|with\s+\w+\s+as\s*\(|insert\s+into|update\s+\S+\s+set|delete\s+from|truncate)\b|\bselect\b[\s\S]+\bfrom\s+"?[a-z_]/i;
// Raw SQL: a table named after FROM / JOIN / INTO / UPDATE (optionally schema-qualified and quoted).
const SQL_TABLE_REF = /\b(?:from|join|into|update)\s+(?:"?public"?\s*\.\s*)?"?([a-z_][a-z0-9_]*)"?/gi;
// Raw SQL that writes.
const SQL_WRITE =
  /\b(?:insert\s+into|update\s+(?:"?public"?\s*\.\s*)?"?[a-z_][a-z0-9_]*"?\s+set|delete\s+from|truncate|merge\s+into)\b/i;

const linesBefore = (text, index) => text.slice(0, index).split('\n').length - 1;

// ---------------------------------------------------------------------------------------------------------
// The check

/**
 * @param {string} [rootArg] folder laid out like the repository (default: the repository)
 * @returns {Promise<{ violations: { file: string, line: number, rule: string, message: string }[], files: number }>}
 */
export async function checkBoundaries(rootArg = path.join(import.meta.dirname, '..')) {
  const root = fs.realpathSync(path.resolve(rootArg));
  const rel = (abs) => path.relative(root, abs).split(path.sep).join('/');
  const violations = [];
  const report = (file, line, rule, message) => violations.push({ file, line, rule, message });

  // Ownership map against the schema.
  const { file: configFile, text: configText, config } = await readConfig(root);
  const readModel = config.readModel ?? 'read-model';
  const configRel = configFile ? rel(configFile) : CONFIG_FILE;
  const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const keyIndex = (mod) =>
    Math.max(0, configText.search(new RegExp(`(?<![\\w-])['"]?${escapeRegExp(mod)}['"]?\\s*:`)));
  const lineAt = (index) => linesBefore(configText, index) + 1;
  const tableLine = (name, mod) => {
    const from = keyIndex(mod);
    const i = configText.slice(from).search(new RegExp(`['"\`]${escapeRegExp(name)}['"\`]`));
    return lineAt(i < 0 ? from : from + i);
  };
  const tables = readTables(root) ?? new Map();
  const tableBySql = new Map([...tables.values()].filter((t) => t.sqlName).map((t) => [t.sqlName, t]));
  /** Reference tables: any module's repository may read (join) them; only their owner writes them. */
  const referenceTables = new Set(config.referenceTables ?? []);
  const owner = new Map();
  for (const [mod, names] of Object.entries(config.tableOwners ?? {})) {
    if (!fs.existsSync(path.join(root, MODULES, mod))) {
      report(
        configRel,
        lineAt(keyIndex(mod)),
        'api/table-ownership',
        `owner "${mod}" is not a module (no ${MODULES}/${mod}/) (fix the module name or move its tables to the module that writes them)`,
      );
    }
    for (const name of names) {
      if (owner.has(name)) {
        report(
          configRel,
          tableLine(name, mod),
          'api/table-ownership',
          `table ${name} is listed under both "${owner.get(name)}" and "${mod}" (a table has exactly one owner: keep the module that writes it)`,
        );
        continue;
      }
      owner.set(name, mod);
      if (!tables.has(name)) {
        report(
          configRel,
          tableLine(name, mod),
          'api/table-ownership',
          `"${name}" (owned by ${mod}) is not a pgTable export of ${SCHEMA} (remove it from the map or fix the name)`,
        );
      }
    }
  }
  for (const table of tables.values()) {
    if (!owner.has(table.name)) {
      report(
        rel(table.file),
        table.line,
        'api/table-ownership',
        `table ${table.name} (${table.sqlName}) has no owner (add it to tableOwners in ${configRel}, under the module whose repository writes it)`,
      );
    }
  }

  const files = [API_SRC, WEB_SRC, CONTRACT_SRC]
    .flatMap((dir) => walk(path.join(root, dir), []))
    .filter((abs) => !isTestFile(rel(abs)));
  const resolve = makeResolver(root);

  for (const abs of files) {
    const from = rel(abs);
    const sf = parse(abs);
    const { imports, sqlTexts, writeCalls, memberAccesses } = scan(sf);
    const fromModule = moduleOf(from);
    const role = fileRole(from);
    const inReadModel = fromModule === readModel;
    const inWeb = under(from, WEB_SRC);
    const fromFeature = featureOf(from);

    /** Tables a module file uses through a schema import: { name, typeOnly, line }. */
    const tableUses = [];

    for (const imp of imports) {
      const { abs: target, pkg } = resolve(imp.spec, abs);
      const to = target && !packageOfPath(target) ? rel(target) : null;
      const shown = to ?? imp.spec;

      // 1. api/module-boundary
      const toModule = to ? moduleOf(to) : null;
      if (fromModule && toModule && toModule !== fromModule) {
        if (inReadModel) {
          report(
            from,
            imp.line,
            'api/module-boundary',
            `imports ${shown}, a file of module ${toModule}, into the read model (the read model infers its own row types from its selects and takes tables and search expressions from db/schema: move what it needs there or into lib/)`,
          );
        } else if (toModule === readModel) {
          // A mapper may name the rows the read model answers (`import type`: erased, it cannot query).
          const rowTypes = role === 'mapper' && imp.typeOnly;
          if (role !== 'routes' && role !== 'service' && !rowTypes) {
            report(
              from,
              imp.line,
              'api/module-boundary',
              `imports the read model (${shown}) from a ${role} file (only *.routes.ts and *.service.ts use the read model, and a *.mapper.ts its row types with \`import type\`: call it from this module's service)`,
            );
          }
        } else if (!SERVICE_FILE.test(to)) {
          report(
            from,
            imp.line,
            'api/module-boundary',
            `imports ${shown}, an internal file of module ${toModule} (import only its service, ${MODULES}/${toModule}/*.service.ts)`,
          );
        }
      }

      // 5. api/lib-independent
      if ((under(from, `${API_SRC}/lib`) || under(from, `${API_SRC}/db`)) && to && under(to, MODULES)) {
        report(
          from,
          imp.line,
          'api/lib-independent',
          `imports ${shown}: lib/ and db/ never depend on a module (move the shared code into lib/, or pass it in from the module)`,
        );
      }

      // 2 and 3: tables imported from db/schema
      if (fromModule && to && under(to, SCHEMA)) {
        for (const n of imp.names) {
          if (tables.has(n.name)) tableUses.push(n);
        }
        if (imp.reexportAll) {
          for (const name of tables.keys()) tableUses.push({ name, typeOnly: imp.typeOnly, line: imp.line });
        }
        if (imp.namespace) {
          for (const access of memberAccesses) {
            if (access.object === imp.namespace.local && tables.has(access.name)) {
              tableUses.push({
                name: access.name,
                typeOnly: imp.namespace.typeOnly || access.typeOnly,
                line: access.line,
              });
            }
          }
        }
      }

      // 6. web/feature-isolation
      if (inWeb && to && under(to, FEATURES)) {
        const toFeature = featureOf(to) ?? to.slice(FEATURES.length + 1).split('/')[0];
        if (fromFeature && toFeature !== fromFeature) {
          report(
            from,
            imp.line,
            'web/feature-isolation',
            `feature ${fromFeature} imports ${shown} from feature ${toFeature} (move the shared piece to components/, hooks/ or lib/, or compose both features in app/)`,
          );
        } else if (!fromFeature && !under(from, `${WEB_SRC}/app`)) {
          report(
            from,
            imp.line,
            'web/feature-isolation',
            `shared code imports ${shown} from feature ${toFeature} (only app/ imports features: move the piece out of the feature, or pass it in from app/)`,
          );
        }
      }

      // 6b. web/driver-app-alone
      if (under(from, DRIVER_APP)) {
        const backOfficeFile =
          to && under(to, WEB_SRC) && !under(to, DRIVER_APP) && !DRIVER_APP_SHARED.has(to);
        const backOfficePackage = pkg && BACK_OFFICE_PACKAGES.some((re) => re.test(pkg));
        if (backOfficeFile || backOfficePackage) {
          report(
            from,
            imp.line,
            'web/driver-app-alone',
            `imports ${backOfficePackage ? pkg : shown}: the drivers' app loads none of the back office's code or libraries (keep it in features/driver-app, or move a dependency-free piece to one of ${[...DRIVER_APP_SHARED].join(', ')})`,
          );
        }
      }

      // 7. web/no-server
      if (inWeb) {
        const serverPackage = pkg && SERVER_PACKAGES.some((re) => re.test(pkg));
        if ((to && under(to, 'apps/api')) || serverPackage) {
          report(
            from,
            imp.line,
            'web/no-server',
            `imports ${serverPackage ? pkg : shown}: the web app never imports the API or the database (share types and schemas through @fletx/contract, call the API over HTTP)`,
          );
        }
      }

      // 7. contract/zod-only
      if (under(from, CONTRACT_SRC)) {
        const own = to && under(to, CONTRACT_SRC);
        if (!own && pkg !== 'zod') {
          report(
            from,
            imp.line,
            'contract/zod-only',
            `imports ${pkg ?? shown}: the contract depends on zod and its own files only (keep the code where it is used, or rewrite it with zod)`,
          );
        }
      }
    }

    if (fromModule && !inReadModel) {
      for (const use of tableUses) {
        // 2. api/table-ownership (type-only imports count: another module's row shape is its own business)
        const tableOwner = owner.get(use.name);
        const readsReference =
          referenceTables.has(use.name) && !writeCalls.some((call) => call.target === use.name);
        if (tableOwner && tableOwner !== fromModule && !(readsReference && role === 'repository')) {
          report(
            from,
            use.line,
            'api/table-ownership',
            `uses table ${use.name}, owned by module ${tableOwner} (call the ${tableOwner} module's service, or read it through the read model)`,
          );
        }
        // 3. api/only-repository-queries (row types through `import type` are allowed)
        if (role !== 'repository' && !use.typeOnly) {
          report(
            from,
            use.line,
            'api/only-repository-queries',
            `a ${role} file imports table ${use.name} (query it in a *.repository.ts of this module; \`import type\` is fine for row types)`,
          );
        }
      }

      // 2 and 3 for raw SQL text
      for (const t of sqlTexts) {
        for (const m of t.text.matchAll(SQL_TABLE_REF)) {
          const table = tableBySql.get(m[1].toLowerCase());
          if (!table) continue;
          const line = t.lineAt(m.index);
          const tableOwner = owner.get(table.name);
          const writes = /^(?:into|update)$/i.test(m[0].trim().split(/\s+/)[0] ?? '');
          const readsReference = referenceTables.has(table.name) && !writes && role === 'repository';
          if (tableOwner && tableOwner !== fromModule && !readsReference) {
            report(
              from,
              line,
              'api/table-ownership',
              `raw SQL names table ${table.sqlName}, owned by module ${tableOwner} (call the ${tableOwner} module's service, or read it through the read model)`,
            );
          }
          if (role !== 'repository') {
            report(
              from,
              line,
              'api/only-repository-queries',
              `raw SQL naming table ${table.sqlName} in a ${role} file (move the query to a *.repository.ts of the owning module)`,
            );
          }
        }
      }
    }

    // 4. api/read-model-read-only
    if (inReadModel) {
      for (const call of writeCalls) {
        report(
          from,
          call.line,
          'api/read-model-read-only',
          `calls .${call.method}(): the read model never writes (write through the owning module's service; a Map/Set here needs another method name)`,
        );
      }
      for (const t of sqlTexts) {
        const m = SQL_WRITE.exec(t.text);
        if (m) {
          report(
            from,
            t.lineAt(m.index),
            'api/read-model-read-only',
            `raw SQL "${m[0].replace(PLACEHOLDER, '…').replace(/\s+/g, ' ')}": the read model never writes (write through the owning module's service)`,
          );
        }
      }
    }
  }

  violations.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.rule.localeCompare(b.rule));
  return { violations, files: files.length };
}

export const formatViolation = (v) => `${v.file}:${v.line} ${v.rule}: ${v.message}`;

async function main() {
  const started = performance.now();
  const { violations, files } = await checkBoundaries(process.argv[2]);
  for (const v of violations) console.log(formatViolation(v));
  const ms = Math.round(performance.now() - started);
  if (violations.length > 0) {
    const counts = new Map();
    for (const v of violations) counts.set(v.rule, (counts.get(v.rule) ?? 0) + 1);
    const byRule = [...counts].map(([rule, n]) => `${rule} ${n}`).join(', ');
    console.error(
      `check-boundaries: ${violations.length} violation(s) in ${files} files, ${ms} ms (${byRule})`,
    );
    process.exitCode = 1;
  } else {
    console.error(`check-boundaries: ${files} files, no violation, ${ms} ms`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(path.resolve(process.argv[1]))) {
  await main();
}
