import pg from 'pg';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** The PostgreSQL server for the tests, or undefined (with one line saying so) when none answers. */
export async function resolvePostgres(): Promise<string | undefined> {
  const configured = process.env.TEST_DATABASE_URL;
  const url = configured || DEFAULT_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch (error) {
    if (configured) {
      throw new Error(
        `TEST_DATABASE_URL is set but PostgreSQL does not answer at it: ${(error as Error).message}`,
      );
    }
    console.log(
      `No PostgreSQL at ${url}: running the API tests on PGlite only (set TEST_DATABASE_URL to require it).`,
    );
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}
