/**
 * The API's imports: a module reaches another only through its service (the read model through routes and
 * services), and lib/ and db/ depend on no module.
 */
import { API_DB, API_LIB, API_SRC, MODULES, moduleOf, SERVICE_FILE, under } from '../layout.mjs';

/** @typedef {import('./types.mjs').SourceFile} SourceFile @typedef {import('./types.mjs').Import} Import */
/** @typedef {import('./types.mjs').Context} Context */

/** @param {SourceFile} file @param {Import} imp @param {Context} ctx */
function moduleBoundary(file, imp, ctx) {
  const toModule = imp.to ? moduleOf(imp.to) : null;
  if (!file.module || !toModule || toModule === file.module) return;
  if (file.module === ctx.readModel) {
    ctx.report(
      file.rel,
      imp.line,
      'api/module-boundary',
      `imports ${imp.shown}, a file of module ${toModule}, into the read model (the read model infers its own row types from its selects and takes tables and search expressions from db/schema: move what it needs there or into lib/)`,
    );
  } else if (toModule === ctx.readModel) {
    // A mapper may name the rows the read model answers (`import type`: erased, it cannot query).
    const rowTypes = file.role === 'mapper' && imp.typeOnly;
    if (file.role !== 'routes' && file.role !== 'service' && !rowTypes) {
      ctx.report(
        file.rel,
        imp.line,
        'api/module-boundary',
        `imports the read model (${imp.shown}) from a ${file.role} file (only *.routes.ts and *.service.ts use the read model, and a *.mapper.ts its row types with \`import type\`: call it from this module's service)`,
      );
    }
  } else if (!SERVICE_FILE.test(imp.to)) {
    ctx.report(
      file.rel,
      imp.line,
      'api/module-boundary',
      `imports ${imp.shown}, an internal file of module ${toModule} (import only its service, ${MODULES}/${toModule}/*.service.ts)`,
    );
  }
}

/** @param {SourceFile} file @param {Import} imp @param {Context} ctx */
function libIndependent(file, imp, ctx) {
  if ((under(file.rel, API_LIB) || under(file.rel, API_DB)) && imp.to && under(imp.to, MODULES)) {
    ctx.report(
      file.rel,
      imp.line,
      'api/lib-independent',
      `imports ${imp.shown}: lib/ and db/ never depend on a module (move the shared code into lib/, or pass it in from the module)`,
    );
  }
}

/**
 * Packages a server can go hours without (PDFs, pretty logs, reading rate confirmations, the intake mailbox, the
 * time zone of a ZIP code): each is a share of an idle server's memory when loaded at start (docs/performance.md
 * "Session 22"), so the server loads them with `import('…')` (or `require`) where they are first needed, and
 * imports only their types elsewhere.
 */
const LOADED_ON_USE = new Set([
  '@cantoo/pdf-lib',
  'fontkit',
  'pino-pretty',
  'pdfjs-dist',
  '@napi-rs/canvas',
  'tesseract.js',
  'imapflow',
  '@photostructure/tz-lookup',
]);

/** @param {SourceFile} file @param {Import} imp @param {Context} ctx */
function loadedOnUse(file, imp, ctx) {
  if (!under(file.rel, API_SRC) || imp.typeOnly || imp.dynamic || !LOADED_ON_USE.has(imp.pkg ?? '')) return;
  ctx.report(
    file.rel,
    imp.line,
    'api/loaded-on-use',
    `imports ${imp.pkg} when the server starts: load it where it is first needed with \`await import('${imp.spec}')\` (or lib/pdf/pdf-lib.ts for pdf-lib; \`createRequire(import.meta.url)('…')\` where the caller cannot wait, as lib/stop-zone.ts), and import only its types with \`import type\``,
  );
}

/**
 * A stop's point has one way in, lib/stop-position.ts (its coordinates, else its ZIP code's centroid, else its
 * city's or state's): the pieces it is made of are not placed by hand elsewhere, so the ETA, the tracking page,
 * the markers and the miles never disagree on where a stop is. lib/stop-zone.ts reads the ZIP centroid for
 * the zone, not the position.
 */
const STOP_POSITION_PIECES = [
  { name: 'roughPosition', from: /(^|\/)geo(\.ts)?$/, allowed: [`${API_LIB}/stop-position.ts`] },
  {
    name: 'zipCentroid',
    from: /(^|\/)zip-centroids(\.ts)?$/,
    allowed: [`${API_LIB}/stop-position.ts`, `${API_LIB}/stop-zone.ts`],
  },
];

/** @param {SourceFile} file @param {Import} imp @param {Context} ctx */
function oneStopPosition(file, imp, ctx) {
  if (!under(file.rel, API_SRC)) return;
  for (const piece of STOP_POSITION_PIECES) {
    if (!piece.from.test(imp.spec) || piece.allowed.includes(file.rel)) continue;
    for (const n of imp.names.filter((n) => n.name === piece.name && !n.typeOnly))
      ctx.report(
        file.rel,
        n.line,
        'api/one-stop-position',
        `places a stop with ${piece.name}: ask \`stopPosition\` of lib/stop-position.ts, the one answer to where a stop is`,
      );
  }
}

/** @param {SourceFile} file @param {Import} imp @param {Context} ctx */
export function checkApiImport(file, imp, ctx) {
  moduleBoundary(file, imp, ctx);
  libIndependent(file, imp, ctx);
  loadedOnUse(file, imp, ctx);
  oneStopPosition(file, imp, ctx);
}
