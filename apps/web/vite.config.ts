import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { driverServiceWorkerPlugin } from './vite-driver-sw';
import { preloadLists } from './vite-preload-lists';

const webRoot = import.meta.dirname;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images and fonts of the web formats are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the build (the API serves them by
 * Accept-Encoding: docs/decisions/0019-compiled-server-and-static-assets.md). Source maps and the manifest
 * (`.vite/`) are left alone; a variant that would not be smaller is not written.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'fletx:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      if (error) return;
      const entries = await fs.readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter((file) => !path.relative(outDir, file).startsWith('.vite'));
      await Promise.all(
        files.map(async (file) => {
          const content = await fs.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: 9 }),
          ]);
          if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
          if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/** One chunk for each library every page needs, one for the map; the rest follows the lazy routes. */
const chunkGroups = [
  // clsx too: Mantine and the charts both use it, and it must stay on the first page's side.
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|clsx)[\\/]/, priority: 4 },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 3 },
  { name: 'leaflet', test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/, priority: 2 },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 1 },
  /**
   * The contract's small modules the first pages share (the load statuses, the money formatter, the roles, the
   * constants) in one file: each alone would be a file of a few hundred bytes, and every file costs its own
   * headers and imports on a first page.
   */
  {
    name: 'contract-shared',
    test: /packages[\\/]contract[\\/]src[\\/](load-status|money|roles|constants)\.ts$/,
  },
  /**
   * The charts (only the Invoices screens and the broker profile load them): recharts alone would be one file
   * over the 100 KB budget, so its drawing (d3) and its state (redux) are files of their own. A group also takes
   * what its modules import: clsx, which Mantine shares with every page, is a group of its own so that no chart
   * file is needed by the first page.
   */
  { name: 'clsx', test: /node_modules[\\/]clsx[\\/]/, priority: 1 },
  /**
   * Floating positioning (Mantine's Tooltip, Popover, menus) on its own: left ungrouped it shares a file with
   * small Mantine helpers every page needs (DirectionProvider), which brought it into the first page although
   * the shell and the list pages download their tooltips and popovers after showing.
   */
  { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/, priority: 1 },
  { name: 'charts-d3', test: /node_modules[\\/](victory-vendor|d3-[\w-]+|internmap|decimal\.js-light)[\\/]/ },
  {
    name: 'charts-state',
    test: /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect|use-sync-external-store|es-toolkit|eventemitter3)[\\/]/,
  },
  // recharts only: a group takes its modules' dependencies along, and @mantine/charts would bring @mantine/core
  // (so every page) into it.
  { name: 'charts', test: /node_modules[\\/]recharts[\\/]/ },
];

const preload = preloadLists();

export default defineConfig({
  root: webRoot,
  plugins: [react(), driverServiceWorkerPlugin(), preload.plugin, precompress()],
  /** `TILE_URL` (README "Configuration"): the maps' tiles, the same setting the server's policy reads. */
  envPrefix: ['VITE_', 'TILE_URL'],
  resolve: {
    // Every `zod` import, the contract's included, through the module that makes zod jitless first.
    alias: [{ find: /^zod$/, replacement: `${webRoot}/src/lib/zod-jitless.ts` }],
  },
  build: {
    outDir: `${webRoot}/dist`,
    emptyOutDir: true,
    /**
     * Source maps written beside the files for whoever debugs a build, but not named in them (`hidden`): a
     * `sourceMappingURL` comment in each of a page's files is weight on its first load that nobody uses
     * (docs/performance.md "Session 23 (2026-11-29): the earlier figures after the session's merges").
     */
    sourcemap: 'hidden',
    /** `dist/.vite/manifest.json`: what scripts/web-budget.mjs measures the first page with. */
    manifest: true,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    rolldownOptions: {
      output: {
        /**
         * Mantine, TanStack Query and the form libraries are not grouped: a group holds every module it
         * matches, so one Mantine chunk would bring every component of every page into the first one.
         */
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
});
