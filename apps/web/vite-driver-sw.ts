import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The drivers' app service worker's source (a plain script: the browser runs it as it is). */
export const DRIVER_SW_SOURCE = path.join(import.meta.dirname, 'service-worker', 'driver-sw.js');

/** The placeholder of the source that names the build. */
const BUILD_VERSION = 'BUILD_VERSION';

/** A short digest of a build's file names: they carry their content's hash, so it changes with any file. */
export function buildVersion(fileNames: Iterable<string>): string {
  const digest = crypto.createHash('sha256');
  for (const name of [...fileNames].sort()) digest.update(`${name}\n`);
  return digest.digest('hex').slice(0, 12);
}

/** The worker's text for a build: its cache named after the build's version. */
export function driverServiceWorker(source: string, version: string): string {
  if (!source.includes(BUILD_VERSION))
    throw new Error(`${DRIVER_SW_SOURCE} no longer names ${BUILD_VERSION}`);
  return source.replaceAll(BUILD_VERSION, version);
}

/**
 * Emits `driver/sw.js` into the build, its cache versioned by the build (issue 31): a deploy's worker is a new
 * file whenever any built file changed, so browsers install it, and it drops the caches of earlier deploys.
 */
export function driverServiceWorkerPlugin(): Plugin {
  return {
    name: 'fletx:driver-service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const source = await fs.readFile(DRIVER_SW_SOURCE, 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'driver/sw.js',
        source: driverServiceWorker(source, buildVersion(Object.keys(bundle))),
      });
    },
  };
}
