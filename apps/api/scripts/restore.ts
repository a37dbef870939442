import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../src/env';
import { NOT_EMBEDDED, PGLITE_FOLDER, restoreDataDir } from '../src/lib/backup';

const USAGE = `Usage: npm run restore -- <file>

Replaces the embedded database of DATA_DIR (default ./data) with a backup made by npm run backup or by the
server's daily backup (DATA_DIR/backups). The server must be stopped. The database it replaces is kept
beside it as DATA_DIR/${PGLITE_FOLDER}.before-restore-<time> (delete it once the restore is checked).`;

const { values, positionals } = parseArgs({
  options: { help: { type: 'boolean', short: 'h' } },
  allowPositionals: true,
});
const [file] = positionals;
if (values.help || !file || positionals.length > 1) {
  (values.help ? console.log : console.error)(USAGE);
  process.exit(values.help ? 0 : 2);
}

async function main(backup: string) {
  const env = loadEnv();
  if (env.DATABASE_URL) throw new Error(NOT_EMBEDDED);
  const previous = await restoreDataDir(env.DATA_DIR, backup);
  console.log(`restored ${backup} into ${path.join(env.DATA_DIR, PGLITE_FOLDER)}`);
  if (previous) console.log(`the database it replaced is kept in ${previous}`);
}

main(path.resolve(file)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
