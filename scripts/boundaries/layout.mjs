/**
 * Where things are in the repository, and what a path says about its file: its module, its feature, its role,
 * whether it is a test. Paths are relative to the root and use `/` on every system.
 */
import fs from 'node:fs';
import path from 'node:path';

export const API_SRC = 'apps/api/src';
export const API_LIB = `${API_SRC}/lib`;
export const API_DB = `${API_SRC}/db`;
export const MODULES = `${API_SRC}/modules`;
export const SCHEMA = `${API_SRC}/db/schema`;
export const WEB_SRC = 'apps/web/src';
export const FEATURES = `${WEB_SRC}/features`;
export const CONTRACT_SRC = 'packages/contract/src';
export const CONFIG_FILE = 'scripts/boundaries.config.mjs';
/** The trees every rule looks at. */
export const SOURCE_ROOTS = [API_SRC, WEB_SRC, CONTRACT_SRC];

const SOURCE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'migrations', 'coverage']);
const TEST_DIRS = new Set(['test', 'tests', '__tests__', '__mocks__']);
const TEST_FILE = /\.(?:test|spec)\.[cm]?[jt]sx?$/;

/**
 * Test files are outside every rule: `*.test.*` / `*.spec.*` and anything under a `test` folder.
 * @param {string} rel
 */
export const isTestFile = (rel) => TEST_FILE.test(rel) || rel.split('/').some((part) => TEST_DIRS.has(part));

export const SERVICE_FILE = /\.service(?:\.[cm]?[jt]sx?)?$/;
const ROLES = ['service', 'repository', 'routes', 'mapper'].map((role) => ({
  role,
  pattern: new RegExp(`\\.${role}(?:\\.[cm]?[jt]sx?)?$`),
}));

/**
 * What a module file is, by its name: `*.service.ts` → `service`, …, anything else → `other`.
 * @param {string} rel
 */
export const fileRole = (rel) => {
  const base = path.posix.basename(rel);
  return ROLES.find(({ pattern }) => pattern.test(base))?.role ?? 'other';
};

/** @param {string} rel @param {string} dir */
export const under = (rel, dir) => rel === dir || rel.startsWith(`${dir}/`);

/**
 * `apps/api/src/modules/<m>/…` → `<m>` (also for a path that did not resolve).
 * @param {string} rel
 */
export const moduleOf = (rel) => {
  if (!under(rel, MODULES)) return null;
  const parts = rel.slice(MODULES.length + 1).split('/');
  return parts.length === 1 && SOURCE_FILE.test(parts[0]) ? null : parts[0] || null;
};

/**
 * `apps/web/src/features/<f>/…` → `<f>`.
 * @param {string} rel
 */
export const featureOf = (rel) => {
  if (!under(rel, FEATURES)) return null;
  const parts = rel.slice(FEATURES.length + 1).split('/');
  return parts.length > 1 ? parts[0] : null;
};

/**
 * The npm package a specifier belongs to (`null` for our own files).
 * @param {string} spec
 */
export const packageOfSpecifier = (spec) => {
  if (spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('#')) return null;
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

/**
 * The npm package a resolved path lies in (`null` outside node_modules).
 * @param {string} abs
 */
export const packageOfPath = (abs) => {
  const posix = abs.split(path.sep).join('/');
  const i = posix.lastIndexOf('/node_modules/');
  if (i < 0) return null;
  return packageOfSpecifier(posix.slice(i + '/node_modules/'.length));
};

/**
 * Every source file under `dir` (absolute paths), skipping dependencies, builds, migrations and dot folders.
 * @param {string} dir
 * @param {string[]} out
 * @returns {string[]}
 */
export function walk(dir, out) {
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
