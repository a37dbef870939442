import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS, measureBuild, overBudget, WEB_ROOT } from './web-budget.mjs';

type Measured = ReturnType<typeof measureBuild>;

/**
 * The web's first page (docs/performance.md "The web's first page"): the current sources are built once
 * into a temporary folder with the app's own Vite configuration, as it ships (its source maps are `hidden`: no
 * file names them), and the build's manifest is measured against scripts/web-budget.mjs's budgets.
 */
let outDir: string;
let measured: Measured;

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fletx-web-budget-'));
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: path.join(WEB_ROOT, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  measured = measureBuild(outDir);
}, 180_000);

afterAll(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

describe("the web's first page", () => {
  it('stays within the budgets: each route, and each file', () => {
    expect(overBudget(measured)).toEqual([]);
  });

  it('never lets a limit above its target stand where the target is met, nor a limit above 150 KB for the drivers’ app', () => {
    for (const route of measured.routes) {
      if (route.gzip <= route.target) expect(route.limit, route.route).toBe(route.target);
      if (route.route.startsWith('/driver')) expect(route.limit, route.route).toBeLessThanOrEqual(150_000);
    }
  });

  it("measures each route's own page, not only the shared entry", () => {
    for (const route of measured.routes) {
      expect(route.gzip).toBeGreaterThan(measured.entry.gzip);
    }
    expect(measured.routes.map((route) => route.route)).toEqual(BUDGETS.routes.map((route) => route.route));
  });

  it('has every text file compressed beside it, brotli and gzip (unless that would not be smaller)', () => {
    const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' });
    const served = files.filter((file) => /\.(js|css|html|svg)$/.test(file) && !file.startsWith('.vite'));
    expect(served).toContain('index.html');
    const missing = served.filter((file) => {
      const content = fs.readFileSync(path.join(outDir, file));
      const worth = (compressed: Buffer) => compressed.length < content.length;
      return (
        (!files.includes(`${file}.br`) && worth(zlib.brotliCompressSync(content))) ||
        (!files.includes(`${file}.gz`) && worth(zlib.gzipSync(content, { level: 9 })))
      );
    });
    expect(missing).toEqual([]);
    const index = fs.readFileSync(path.join(outDir, 'index.html'));
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(outDir, 'index.html.br')))).toEqual(index);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(outDir, 'index.html.gz')))).toEqual(index);
  });
});
