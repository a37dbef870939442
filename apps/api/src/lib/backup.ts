import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from '../db/client';
import { acquireDataDirLock } from '../db/lock';

/**
 * Backups of the embedded database (README "Backups"): a backup is the PGlite data folder as a gzipped
 * tarball, taken by the running server (daily, into `DATA_DIR/backups`) or by `npm run backup` while no
 * server holds the folder; `npm run restore` puts one back while no server holds it.
 */

/** The embedded database's folder inside DATA_DIR. */
export const PGLITE_FOLDER = 'pglite';
export const BACKUPS_FOLDER = 'backups';
const BACKUP_NAME = /^fletx-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.tar\.gz$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export const NOT_EMBEDDED =
  'backups are for the embedded database; use pg_dump (and pg_restore) for PostgreSQL';

interface Log {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** `fletx-2026-01-15T02-00-00-000Z.tar.gz`: names sort by time. */
export function backupName(at: Date): string {
  return `fletx-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

/** Writes a consistent copy of the open embedded database to `file`; a half-written file never has its name. */
export async function writeBackup(database: Database, file: string): Promise<number> {
  if (!database.dump) throw new Error(NOT_EMBEDDED);
  const bytes = Buffer.from(await (await database.dump('gzip')).arrayBuffer());
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const fd = fs.openSync(partial, 'w', 0o600);
  try {
    fs.writeSync(fd, bytes);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(partial, file);
  return bytes.length;
}

/** The backups in `dir` made by the server, oldest first. */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Deletes all but the `keep` newest backups of `dir`; answers the deleted files. */
export function pruneBackups(dir: string, keep: number): string[] {
  const all = listBackups(dir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const file of old) fs.rmSync(file, { force: true });
  return old;
}

export interface DailyBackups {
  /** Makes a backup now (then prunes); answers its file. */
  runNow(): Promise<string>;
  /** Stops the schedule and waits for a backup under way. */
  stop(): Promise<void>;
}

/**
 * The server's daily backup of its embedded database into `dir`, keeping the `keep` newest: the first one
 * when the newest backup is a day old (at once on a first start), then one a day. Failures are logged and
 * tried again the next time.
 */
export function startDailyBackups(options: {
  database: Database;
  dir: string;
  keep: number;
  log: Log;
  everyMs?: number;
  now?: () => Date;
}): DailyBackups {
  const { database, dir, keep, log } = options;
  const everyMs = options.everyMs ?? DAY_MS;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  const runNow = async () => {
    const file = path.join(dir, backupName(now()));
    const bytes = await writeBackup(database, file);
    const removed = pruneBackups(dir, keep);
    log.info({ file, bytes, removed: removed.length }, 'backup written');
    return file;
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runNow()
        .catch((error: unknown) => log.error({ err: error }, 'backup failed'))
        .finally(() => schedule(everyMs));
    }, delay);
    timer.unref();
  };

  // A backup cut short by a crash left its temporary file.
  if (fs.existsSync(dir)) {
    for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.partial'))) {
      fs.rmSync(path.join(dir, name), { force: true });
    }
  }
  const newest = listBackups(dir).at(-1);
  const age = newest ? now().getTime() - fs.statSync(newest).mtime.getTime() : everyMs;
  schedule(Math.max(0, everyMs - age));
  return {
    runNow,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** Makes a backup of DATA_DIR's embedded database into `file`; refuses while a server holds the folder. */
export async function backupDataDir(dataDir: string, file: string): Promise<number> {
  const folder = path.join(dataDir, PGLITE_FOLDER);
  if (!fs.existsSync(path.join(folder, 'PG_VERSION'))) {
    throw new Error(`There is no embedded database in ${dataDir}.`);
  }
  const release = acquireDataDirLock(dataDir);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: folder });
    try {
      return await writeBackup(database, file);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

/** Unpacks and opens the backup in `staging`: it must be a Fletx database (it has the migrations journal). */
async function checkBackup(file: string, backup: Blob, staging: string): Promise<void> {
  let client: PGlite | undefined;
  try {
    client = await PGlite.create({ dataDir: staging, loadDataDir: backup, extensions: PGLITE_EXTENSIONS });
    await client.query('SELECT count(*) FROM drizzle.__drizzle_migrations');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${file} is not a backup of a Fletx database (${reason}).`);
  } finally {
    await client?.close();
  }
}

/**
 * Replaces DATA_DIR's embedded database with the backup in `file`; refuses while a server holds the folder.
 * The backup is unpacked and opened beside the current database first, so a bad file changes nothing; the
 * database it replaces is kept as `pglite.before-restore-<time>`. Answers that folder (if there was one).
 */
export async function restoreDataDir(dataDir: string, file: string, at = new Date()): Promise<string | null> {
  const backup = new Blob([fs.readFileSync(file)]);
  const release = acquireDataDirLock(dataDir);
  const folder = path.join(dataDir, PGLITE_FOLDER);
  const staging = path.join(dataDir, `${PGLITE_FOLDER}.restoring`);
  try {
    fs.rmSync(staging, { recursive: true, force: true });
    await checkBackup(file, backup, staging);
    let previous: string | null = null;
    if (fs.existsSync(folder)) {
      previous = path.join(
        dataDir,
        `${PGLITE_FOLDER}.before-restore-${at.toISOString().replace(/[:.]/g, '-')}`,
      );
      fs.renameSync(folder, previous);
    }
    fs.renameSync(staging, folder);
    return previous;
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    release();
  }
}
