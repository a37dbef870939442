import { inject } from 'vitest';

/** The same server URL pointing at another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * The project's database (vitest.config.ts): `pglite` or `postgres`. The project `api` has none — its files,
 * `*.no-db.test.ts`, run once — so a file there that opens a database stops here, named for what to do.
 */
export function databaseKind(): 'pglite' | 'postgres' {
  const kind = inject('dbKind');
  if (!kind) {
    throw new Error(
      'This test file opens a database: name it *.test.ts, not *.no-db.test.ts (vitest.config.ts).',
    );
  }
  return kind;
}
