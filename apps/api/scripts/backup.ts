import path from 'node:path';
import { parseArgs } from 'node:util';
import { DataDirLockedError } from '../src/db/lock';
import { loadEnv } from '../src/env';
import { BACKUPS_FOLDER, backupDataDir, backupName, NOT_EMBEDDED } from '../src/lib/backup';

const USAGE = `Usage: npm run backup -- [--out <file>]

Copies the embedded database of DATA_DIR (default ./data) into one file, a gzipped tarball.
The server must be stopped: it holds the folder while it runs (and makes its own backup every day into
DATA_DIR/backups). Put a backup back with npm run restore -- <file>.

  --out <file>   where to write it (default DATA_DIR/backups/fletx-<time>.tar.gz)`;

const { values } = parseArgs({
  options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

async function main() {
  const env = loadEnv();
  if (env.DATABASE_URL) throw new Error(NOT_EMBEDDED);
  const file = path.resolve(values.out ?? path.join(env.DATA_DIR, BACKUPS_FOLDER, backupName(new Date())));
  const bytes = await backupDataDir(env.DATA_DIR, file);
  console.log(`backup written: ${file} (${bytes} bytes)`);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    error instanceof DataDirLockedError
      ? `${message}\nA running server makes its own backup every day into DATA_DIR/${BACKUPS_FOLDER}.`
      : message,
  );
  process.exit(1);
});
