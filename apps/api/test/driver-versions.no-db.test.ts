import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REVIEWED_DRIVERS } from '../src/db/driver-internals';

/**
 * The database drivers are pinned to exact versions, and the installed ones are those db/driver-internals.ts and
 * db/pglite-client.ts were reviewed against (`REVIEWED_DRIVERS`): an upgrade fails here until that review is done.
 */
const api = path.join(import.meta.dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(api, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const pinned = { ...manifest.dependencies, ...manifest.devDependencies };

/** The version installed where the API resolves `name` from (its own node_modules, else the workspace's). */
function installed(name: string): string {
  const places = [path.join(api, 'node_modules', name), path.join(api, '..', '..', 'node_modules', name)];
  const folder = places.find((place) => fs.existsSync(path.join(place, 'package.json')));
  if (!folder) throw new Error(`${name} is not installed`);
  return (JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string })
    .version;
}

describe('database drivers', () => {
  it.each(['drizzle-orm', 'drizzle-kit', 'pg', '@electric-sql/pglite'])(
    '%s is pinned to one version',
    (name) => {
      expect(pinned[name]).toMatch(/^\d+\.\d+\.\d+$/);
      expect(installed(name)).toBe(pinned[name]);
    },
  );

  it.each(Object.entries(REVIEWED_DRIVERS))(
    '%s is the version db/driver-internals.ts and db/pglite-client.ts were reviewed against',
    (name, version) => {
      expect(installed(name)).toBe(version);
    },
  );
});
