import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/**
 * The web's first-page budgets (docs/performance.md "The web's first page"), counted gzipped from the
 * build's manifest (`build.manifest: true`):
 * - each route: the entry, the app main.tsx starts for it (the back office or the drivers' app) and the lazy
 *   modules the router loads at once for that route (its layout and its page), with their static imports and
 *   their CSS: all the JavaScript and CSS a browser needs before the route shows;
 * - any one JavaScript file.
 * Run `node scripts/web-budget.mjs [dist] [--files]` to print the figures of a build, with the entry's alone (index.html's
 * script and its static imports: what every route downloads before any code of its own).
 */
export const KB = 1000;

/** What main.tsx starts: the back office, or the drivers' app under /driver. */
const BACK_OFFICE = 'src/app/back-office.tsx';
const DRIVER_APP = 'src/app/driver-entry.tsx';
/** What main.tsx starts for a tracking link's public page (/t/{token}). */
const TRACKING_PAGE = 'src/app/tracking-entry.tsx';

/**
 * `target` is the budget asked for; `limit` is what the test enforces: the target where it is met, else the
 * size reached (rounded up to the next KB) so that it cannot grow, until the remaining work is done
 * (docs/performance.md "The web's first page" lists it).
 */
export const BUDGETS = {
  chunk: 100 * KB,
  routes: [
    {
      route: '/login/auth',
      target: 150 * KB,
      limit: 150 * KB,
      modules: [
        BACK_OFFICE,
        'src/features/auth/components/auth-layout.tsx',
        'src/features/auth/pages/login-page.tsx',
      ],
    },
    {
      route: '/fletx/loads',
      target: 250 * KB,
      limit: 250 * KB,
      modules: [BACK_OFFICE, 'src/app/routes/app-root.tsx', 'src/features/loads/pages/loads-page.tsx'],
    },
    // The drivers' app has no lazy pages: its login and its loads list load the same files.
    { route: '/driver/login', target: 150 * KB, limit: 150 * KB, modules: [DRIVER_APP] },
    { route: '/driver/', target: 150 * KB, limit: 150 * KB, modules: [DRIVER_APP] },
    // A broker's phone, often on a slow network: issue 35 asks for at most 100 KB of JavaScript.
    { route: '/t/{token}', target: 100 * KB, limit: 100 * KB, modules: [TRACKING_PAGE] },
  ],
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_ROOT = path.join(root, 'apps/web');

/** The gzipped size of a built file: its `.gz` twin when the build wrote one, else gzip -9 of the file. */
export function gzipSize(file) {
  if (fs.existsSync(`${file}.gz`)) return fs.statSync(`${file}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/**
 * Reads `dist/.vite/manifest.json` and measures: every JavaScript file, and each budgeted route's initial
 * JavaScript and CSS (the files it needs and their total).
 */
export function measureBuild(dist) {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build with build.manifest.`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  const entryKey = entries[0][0];

  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSize(path.join(dist, file)));
    return sizes.get(file);
  };
  /** The files of a manifest key and of everything it imports statically. */
  const closure = (key, files = new Set()) => {
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(
        `${key} is not in the build's manifest (was it renamed? update scripts/web-budget.mjs)`,
      );
    if (files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) closure(imported, files);
    return files;
  };

  const chunks = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file, index, all) => file.endsWith('.js') && all.indexOf(file) === index)
    .map((file) => ({ file, gzip: sizeOf(file) }))
    .sort((a, b) => b.gzip - a.gzip);

  const measure = (keys) => {
    const files = new Set();
    for (const key of keys) closure(key, files);
    const list = [...files].filter((file) => /\.(js|css)$/.test(file)).sort();
    return { gzip: list.reduce((sum, file) => sum + sizeOf(file), 0), files: list };
  };
  const entry = { route: 'entry (index.html)', ...measure([entryKey]) };
  const routes = BUDGETS.routes.map(({ route, limit, target, modules }) => ({
    route,
    limit,
    target,
    ...measure([entryKey, ...modules]),
  }));
  return { chunks, entry, routes };
}

/** The budgets a measured build breaks, as sentences (empty: within budget). */
export function overBudget({ chunks, routes }) {
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
  return [
    ...chunks
      .filter((chunk) => chunk.gzip > BUDGETS.chunk)
      .map((chunk) => `${chunk.file} is ${kb(chunk.gzip)} gzipped (limit ${kb(BUDGETS.chunk)} per file)`),
    ...routes
      .filter((route) => route.gzip > route.limit)
      .map(
        (route) =>
          `${route.route} needs ${kb(route.gzip)} of JavaScript and CSS gzipped (limit ${kb(route.limit)}): ${route.files.join(', ')}`,
      ),
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(
    process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? path.join(WEB_ROOT, 'dist'),
  );
  const sizeOf = (root, file) => gzipSize(path.join(root, file));
  const measured = measureBuild(dist);
  console.log(`${measured.entry.route}: ${(measured.entry.gzip / KB).toFixed(1)} KB gzip`);
  for (const route of measured.routes) {
    console.log(
      `${route.route}: ${(route.gzip / KB).toFixed(1)} KB gzip, ${route.files.length} files (limit ${route.limit / KB} KB, target ${route.target / KB} KB)`,
    );
    if (process.argv.includes('--files'))
      for (const file of route.files) console.log(`  ${file} ${(sizeOf(dist, file) / KB).toFixed(1)}`);
  }
  console.log('largest files (gzip):');
  for (const chunk of measured.chunks.slice(0, 12))
    console.log(`  ${(chunk.gzip / KB).toFixed(1)} KB ${chunk.file}`);
  const broken = overBudget(measured);
  for (const line of broken) console.error(`over budget: ${line}`);
  process.exit(broken.length ? 1 : 0);
}
