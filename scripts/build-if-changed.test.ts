import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error scripts/build-if-changed.mjs is plain JavaScript without declarations
import { buildIfChanged, STAMP, TARGETS } from './build-if-changed.mjs';

const root = path.join(import.meta.dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

/** A repository in a temporary folder: a contract package, a web app and an API, each a file or two. */
let dir: string;
const builds: string[] = [];
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};
const target = (name: string, inputs: string[], envPrefixes: string[] = []) => ({
  name,
  root: dir,
  inputs: [...inputs, 'packages/contract', 'package-lock.json'],
  envPrefixes,
  outDir: `apps/${name}/dist`,
  build: () => {
    builds.push(name);
    write(`apps/${name}/dist/out.js`, 'built');
  },
});
const targets = () => [target('web', ['apps/web'], ['TILE_URL']), target('api', ['apps/api/src'])];
const run = (env: Record<string, string> = {}) => buildIfChanged(targets(), { env });

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fletx-build-stamp-'));
  builds.length = 0;
  write('packages/contract/src/index.ts', 'export const a = 1;');
  write('package-lock.json', '{}');
  write('apps/web/src/main.tsx', 'render();');
  write('apps/api/src/main.ts', 'listen();');
  expect(await run()).toEqual(['web', 'api']);
  builds.length = 0;
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm start builds only what changed since the last build', () => {
  it('builds nothing on a restart', async () => {
    expect(await run()).toEqual([]);
    expect(builds).toEqual([]);
  });

  it('rebuilds the web app alone after a change in its sources, then nothing', async () => {
    write('apps/web/src/main.tsx', 'render(<App />);');
    expect(await run()).toEqual(['web']);
    expect(await run()).toEqual([]);
    expect(builds).toEqual(['web']);
  });

  it('rebuilds the API alone after a file is added to its sources', async () => {
    write('apps/api/src/extra.ts', 'export {};');
    expect(await run()).toEqual(['api']);
  });

  it('rebuilds both after a change in the contract package or the lockfile', async () => {
    write('packages/contract/src/index.ts', 'export const a = 2;');
    expect(await run()).toEqual(['web', 'api']);
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(await run()).toEqual(['web', 'api']);
  });

  it('rebuilds the web app when TILE_URL, which its build inlines, changes', async () => {
    expect(await run({ TILE_URL: '/tiles/{z}/{x}/{y}.png' })).toEqual(['web']);
    expect(await run({ TILE_URL: '/tiles/{z}/{x}/{y}.png', OTHER: '1' })).toEqual([]);
  });

  it('rebuilds a target whose output folder was deleted', async () => {
    fs.rmSync(path.join(dir, 'apps/api/dist'), { recursive: true });
    expect(await run()).toEqual(['api']);
  });

  it('does not stamp a failed build, so the next start builds again', async () => {
    write('apps/api/src/main.ts', 'broken(');
    const failing = targets().map((t) =>
      t.name === 'api'
        ? {
            ...t,
            build: () => {
              throw new Error('the build of api failed');
            },
          }
        : t,
    );
    await expect(buildIfChanged(failing, { env: {} })).rejects.toThrow('the build of api failed');
    expect(fs.existsSync(path.join(dir, 'apps/api/dist', STAMP))).toBe(false);
    expect(await run()).toEqual(['api']);
  });

  it('is what npm start runs, and both targets read the contract package', () => {
    expect(manifest.scripts.start).toContain('scripts/build-if-changed.mjs');
    expect(manifest.scripts.start).not.toContain('npm run build');
    for (const t of TARGETS) expect(t.inputs).toContain('packages/contract');
  });
});
