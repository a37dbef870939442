/**
 * `npm start` builds only what changed since the last build (docs/decisions/0037-start-and-logs.md): each
 * target (the web app, the API) has a fingerprint, a SHA-256 of its inputs' paths and contents (its sources,
 * the contract package both bundle, the lockfile and root configs) and of the environment its build reads
 * (the web build inlines `VITE_*` and `TILE_URL`). The fingerprint of the last successful build is kept in a
 * stamp file inside the target's output folder: the same fingerprint and the folder still there, nothing is
 * built; anything else (a changed, added or removed file, another TILE_URL, a deleted `dist`, a build that
 * failed half-way) builds that target again. Contents, not modification times: a checkout that touches
 * files without changing them builds nothing. Plain JavaScript that any Node.js runs.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Folders never read as inputs: installed packages, build output, test results. */
const SKIPPED = new Set(['node_modules', 'dist', '.tmp', 'test-results', 'coverage']);

/** The name of the stamp file inside a target's output folder. */
export const STAMP = '.build-stamp';

/** Every file under `entry` (a file or a folder), relative to `root`, sorted; a missing entry yields none. */
function filesOf(root, entry) {
  const full = path.join(root, entry);
  let stat;
  try {
    stat = fs.statSync(full);
  } catch {
    return [];
  }
  if (stat.isFile()) return [entry];
  if (!stat.isDirectory()) return [];
  const found = [];
  for (const child of fs.readdirSync(full, { withFileTypes: true })) {
    if (SKIPPED.has(child.name)) continue;
    found.push(...filesOf(root, path.join(entry, child.name)));
  }
  return found;
}

/**
 * The fingerprint of a target: its inputs' paths and contents, in a stable order, and the values of the
 * environment variables whose names start with one of `envPrefixes`.
 */
export function fingerprint({ root, inputs, envPrefixes = [] }, env = process.env) {
  const hash = crypto.createHash('sha256');
  const files = [...new Set(inputs.flatMap((entry) => filesOf(root, entry)))].sort();
  for (const file of files) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  const names = Object.keys(env)
    .filter((name) => envPrefixes.some((prefix) => name.startsWith(prefix)))
    .sort();
  for (const name of names) hash.update(`env:${name}=${env[name]}\0`);
  return hash.digest('hex');
}

/**
 * Builds each target whose fingerprint differs from its stamp, one after the other, and writes the new stamp
 * once its build succeeded. A target: `{ name, root, inputs, envPrefixes?, outDir, build }`, `build` a
 * function (maybe async) that throws when the build fails. Answers the names of the targets built.
 */
export async function buildIfChanged(targets, { env = process.env, log = () => {} } = {}) {
  const built = [];
  for (const target of targets) {
    const stampFile = path.join(target.root, target.outDir, STAMP);
    const wanted = fingerprint(target, env);
    let stamped;
    try {
      stamped = fs.readFileSync(stampFile, 'utf8').trim();
    } catch {
      stamped = undefined;
    }
    if (stamped === wanted) {
      log(`${target.name}: unchanged since its last build`);
      continue;
    }
    log(`${target.name}: building`);
    fs.rmSync(stampFile, { force: true });
    await target.build();
    fs.mkdirSync(path.dirname(stampFile), { recursive: true });
    fs.writeFileSync(stampFile, `${wanted}\n`);
    built.push(target.name);
  }
  return built;
}

/** What both builds read beside their own folder: the contract package, the lockfile, the root configs. */
const SHARED = ['packages/contract', 'package.json', 'package-lock.json', 'tsconfig.base.json'];

/** Runs `npm run build -w <workspace>`, throwing when it fails. */
function npmBuild(workspace) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '--silent', '-w', workspace], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`the build of ${workspace} failed`);
}

/** The repository's two targets: the web app (Vite) and the compiled API (scripts/build-api.mjs). */
export const TARGETS = [
  {
    name: 'web',
    root: ROOT,
    inputs: ['apps/web', ...SHARED],
    envPrefixes: ['VITE_', 'TILE_URL'],
    outDir: 'apps/web/dist',
    build: () => npmBuild('@fletx/web'),
  },
  {
    name: 'api',
    root: ROOT,
    inputs: ['apps/api/src', 'apps/api/package.json', 'scripts/build-api.mjs', ...SHARED],
    outDir: 'apps/api/dist',
    build: async () => {
      const { buildApi } = await import('./build-api.mjs');
      await buildApi();
    },
  },
];

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await buildIfChanged(TARGETS, { log: (line) => console.error(line) });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
