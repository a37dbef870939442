import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const sb = process.argv[2] ?? '32MB';
const m0 = process.memoryUsage();
const db = await PGlite.create({
  dataDir: '/tmp/memdd/pglite',
  extensions: { pg_trgm, unaccent },
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sb}`],
});
await db.query('select 1');
const m = process.memoryUsage();
console.log(
  sb,
  'rss',
  (m.rss / 1e6) | 0,
  'external',
  (m.external / 1e6) | 0,
  'ab',
  (m.arrayBuffers / 1e6) | 0,
);
await db.query('select count(*) from loads');
const m2 = process.memoryUsage();
console.log(' after query rss', (m2.rss / 1e6) | 0, 'external', (m2.external / 1e6) | 0);
await db.close();
