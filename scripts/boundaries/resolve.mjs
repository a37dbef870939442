/**
 * Import resolution as TypeScript does it: the nearest tsconfig.json (up to the root), TypeScript's own
 * resolver, real paths. So relative paths, `paths` aliases and workspace package names are judged by the
 * file they reach, not by their text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { packageOfPath, packageOfSpecifier } from './layout.mjs';
import { ts } from './parse.mjs';

/** Without a tsconfig.json: resolve as a bundler would. */
const FALLBACK_OPTIONS = {
  module: ts.ModuleKind.Preserve,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
};

/**
 * @param {string} root real path of the root
 * @returns {(spec: string, fromFile: string) => { abs: string | null, pkg: string | null }} the resolved real
 *   path (or where a relative path points when nothing is there) and the npm package it belongs to
 */
export function makeResolver(root) {
  const configByDir = new Map();
  const compilers = new Map();
  // Only compilerOptions matter here: no listing of the files a tsconfig includes.
  const host = { ...ts.sys, readDirectory: () => [], onUnRecoverableConfigFileDiagnostic: () => {} };

  const configFor = (dir) => {
    if (configByDir.has(dir)) return configByDir.get(dir);
    let found = null;
    const candidate = path.join(dir, 'tsconfig.json');
    if (fs.existsSync(candidate)) found = candidate;
    else if (dir !== root && path.dirname(dir) !== dir && dir.startsWith(root))
      found = configFor(path.dirname(dir));
    configByDir.set(dir, found);
    return found;
  };

  const compilerFor = (configPath) => {
    const key = configPath ?? '';
    let compiler = compilers.get(key);
    if (!compiler) {
      const options = configPath
        ? (ts.getParsedCommandLineOfConfigFile(configPath, {}, host)?.options ?? FALLBACK_OPTIONS)
        : FALLBACK_OPTIONS;
      const cwd = configPath ? path.dirname(configPath) : root;
      const cache = ts.createModuleResolutionCache(cwd, (f) => f, options);
      compiler = { options, cache };
      compilers.set(key, compiler);
    }
    return compiler;
  };

  return (spec, fromFile) => {
    const { options, cache } = compilerFor(configFor(path.dirname(fromFile)));
    const result = ts.resolveModuleName(spec, fromFile, options, ts.sys, cache).resolvedModule;
    let abs = result?.resolvedFileName ?? null;
    if (abs) {
      try {
        abs = fs.realpathSync(abs);
      } catch {}
    } else if (spec.startsWith('.')) {
      // A relative path that resolves to nothing (file moved, not created yet): still judge where it points.
      abs = path.resolve(path.dirname(fromFile), spec);
    }
    const pkg = (abs && packageOfPath(abs)) ?? packageOfSpecifier(spec);
    return { abs, pkg };
  };
}
