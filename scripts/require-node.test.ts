import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error scripts/require-node.mjs is plain JavaScript without declarations
import { olderThanNeeded } from './require-node.mjs';

const root = path.join(import.meta.dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

describe('the Node.js version npm start needs', () => {
  it('is 22 LTS or later, 24 in .nvmrc', () => {
    expect(manifest.engines.node).toBe('>=22.12');
    expect(fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()).toBe('24');
    expect(manifest.scripts.start).toMatch(/^node scripts\/require-node\.mjs && /);
  });

  it('stops an older Node.js with a message naming the version needed', () => {
    expect(olderThanNeeded('>=22.12', '20.19.2')).toMatch(
      /^Fletx needs Node\.js 22\.12 or later .* this is v20\.19\.2\./,
    );
    expect(olderThanNeeded('>=22.12', '22.11.0')).toMatch(/needs Node\.js 22\.12/);
    expect(olderThanNeeded('>=22.12', '22.12.0')).toBeUndefined();
    expect(olderThanNeeded('>=22.12', '24.21.0')).toBeUndefined();
  });

  it('lets this Node.js through (the one running the tests)', () => {
    const r = spawnSync(process.execPath, [path.join(root, 'scripts/require-node.mjs')], {
      encoding: 'utf8',
    });
    const enough = olderThanNeeded(manifest.engines.node, process.versions.node) === undefined;
    expect(r.status).toBe(enough ? 0 : 1);
    if (!enough) expect(r.stderr).toContain('Fletx needs Node.js 22.12 or later');
  });
});
