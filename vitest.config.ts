import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { resolvePostgres } from './apps/api/test/helpers/postgres-probe.ts';
// @ts-expect-error scripts/require-node.mjs is plain JavaScript without declarations
import { requireNode } from './scripts/require-node.mjs';

/**
 * One run, every suite: the contract's rules, the API on PGlite and on PostgreSQL, the web's components,
 * the repository's own tooling (scripts/: the module-boundary checker on its fixtures).
 * The PostgreSQL half runs when a server answers (TEST_DATABASE_URL, else 127.0.0.1:5432/test);
 * with TEST_DATABASE_URL set it is mandatory.
 */
export default defineConfig(async () => {
  requireNode();
  const postgresUrl = await resolvePostgres();
  /**
   * The API's tests: `dbKind` undefined runs the files that use no database (`*.no-db.test.ts`), once; the
   * others run on each database (`*.postgres.test.ts`, what only PostgreSQL can do — several processes on one
   * database — on PostgreSQL alone).
   */
  const api = (name: string, dbKind?: 'pglite' | 'postgres') => ({
    extends: true as const,
    test: {
      name,
      root: 'apps/api',
      include: [dbKind ? 'test/**/*.test.ts' : 'test/**/*.no-db.test.ts'],
      exclude:
        { pglite: ['test/**/*.{no-db,postgres}.test.ts'], postgres: ['test/**/*.no-db.test.ts'] }[
          dbKind ?? ''
        ] ?? [],
      environment: 'node',
      // A file's world is its own (a fresh database and app per file, helpers/setup.ts), so the files of one
      // worker share the loaded modules instead of importing the whole server again for each
      // (docs/performance.md "Session 25: the test run").
      isolate: false,
      ...(dbKind && {
        globalSetup: ['test/helpers/global-setup.ts'],
        provide: { dbKind, postgresUrl: postgresUrl ?? '' },
      }),
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
  return {
    test: {
      // Two files at a time even on two cores (vitest's default is one fewer than the cores): an API test
      // file spends much of its time waiting on its database, so the run takes a quarter less.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
        api('api'),
        api('api-pglite', 'pglite'),
        ...(postgresUrl ? [api('api-postgres', 'postgres')] : []),
        {
          extends: './apps/web/vitest.config.ts',
          test: {
            name: 'web',
            root: 'apps/web',
            include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
            exclude: ['src/**/*.chicago.test.tsx'],
          },
        },
        // A person reading in Chicago: the formatters take the zone they are made in, so these files run in a
        // project of their own, the zone set before any is imported.
        {
          extends: './apps/web/vitest.config.ts',
          test: {
            name: 'web-chicago',
            root: 'apps/web',
            include: ['src/**/*.chicago.test.tsx'],
            env: { TZ: 'America/Chicago' },
          },
        },
        {
          test: {
            name: 'tooling',
            root: 'scripts',
            include: ['**/*.test.ts'],
            exclude: ['boundaries/fixtures/**', '**/node_modules/**'],
          },
        },
      ],
    },
  };
});
