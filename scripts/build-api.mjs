import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

/**
 * The API as production runs it (docs/decisions/0019-compiled-server-and-static-assets.md): one JavaScript
 * file, `apps/api/dist/main.js`, bundled from `apps/api/src/main.ts` with the contract package (TypeScript
 * sources) and drizzle-orm (`BUNDLED`) inside and every other package left to node_modules. The migrations
 * are copied beside it: the database client finds them next to its own module (`import.meta.url`), which is
 * now `dist/main.js`.
 * The web app is found the same way (`dist/../../web/dist`, as from `src/`).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'apps/api');
export const API_DIST = path.join(api, 'dist');
export const API_MAIN = path.join(API_DIST, 'main.js');

/**
 * Packages bundled although installed: drizzle-orm, whose hundreds of modules Node.js would otherwise resolve
 * one by one at every start, reading its very large package.json again for each (docs/decisions/0069-start-time.md
 * has the figures). Plain JavaScript with no file of its own to find at run time, so the bundle holds it whole.
 */
const BUNDLED = /^drizzle-orm(\/|$)/;

/** Bare imports stay outside the bundle, except the workspace's own TypeScript packages and `BUNDLED`. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@fletx/') || BUNDLED.test(args.path)
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/**
 * Builds into `outDir` (default `apps/api/dist`), which must stay under `apps/api` for Node to find the
 * packages; returns the path of its `main.js`.
 */
export async function buildApi({ outDir = API_DIST } = {}) {
  const main = path.join(outDir, 'main.js');
  fs.rmSync(outDir, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: [path.join(api, 'src/main.ts')],
    outfile: main,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22.12',
    sourcemap: true,
    plugins: [externalPackages],
    logLevel: 'warning',
  });
  fs.cpSync(path.join(api, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
  return main;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildApi();
}
