import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, rowsOf } from '../src/db/client';
import { acquireDataDirLock } from '../src/db/lock';
import { loadEnv } from '../src/env';
import { listBackups, PGLITE_FOLDER, restoreDataDir, startDailyBackups } from '../src/lib/backup';

/** `npm run backup` / `npm run restore` and the server's daily backup, on the embedded database. */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(apiRoot, '../../node_modules/.bin/tsx');

function run(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const child = spawn(tsx, [`scripts/${script}.ts`, ...args], {
    cwd: apiRoot,
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

const silent = { info: () => {}, error: () => {} };

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fletx-backup-'));
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The keys in `rate_limits` of DATA_DIR's embedded database, after running `changes` on it. */
async function keys(...changes: string[]): Promise<string[]> {
  const folder = path.join(dataDir, PGLITE_FOLDER);
  // The first time, from the migrated template (faster than creating a database).
  const fresh = !fs.existsSync(path.join(folder, 'PG_VERSION'));
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: folder,
    ...(fresh ? { loadDataDir: new Blob([fs.readFileSync(inject('template'))]) } : {}),
  });
  try {
    for (const change of changes) await database.db.execute(sql.raw(change));
    const result = await database.db.execute(sql`SELECT key FROM rate_limits ORDER BY key`);
    return rowsOf<{ key: string }>(result).map((r) => r.key);
  } finally {
    await database.close();
  }
}

const insert = (key: string) =>
  `INSERT INTO rate_limits (key, hits, reset_at) VALUES ('${key}', 1, now() + interval '1 day')`;

if (inject('dbKind') === 'pglite') {
  describe('backups of the embedded database', () => {
    it('backs up, and a restore brings the old state back', async () => {
      expect(await keys(insert('before'))).toEqual(['before']);
      const file = path.join(dataDir, 'saved', 'backup.tar.gz');
      const backup = await run('backup', ['--out', file], { DATA_DIR: dataDir });
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toMatch(/backup written/);
      expect(fs.statSync(file).size).toBeGreaterThan(0);

      expect(await keys('DELETE FROM rate_limits', insert('after'))).toEqual(['after']);
      const restore = await run('restore', [file], { DATA_DIR: dataDir });
      expect(restore.code, restore.output).toBe(0);
      expect(await keys()).toEqual(['before']);
      // The replaced database is kept beside it.
      expect(fs.readdirSync(dataDir).some((f) => f.startsWith(`${PGLITE_FOLDER}.before-restore-`))).toBe(
        true,
      );
    }, 60_000);

    it('refuses to back up or restore while a server holds the data folder', async () => {
      const file = path.join(dataDir, 'saved', 'backup.tar.gz');
      // This process holds the lock, as a running server would.
      const release = acquireDataDirLock(dataDir);
      try {
        for (const [script, args] of [
          ['restore', [file]],
          ['backup', ['--out', path.join(dataDir, 'other.tar.gz')]],
        ] as const) {
          const r = await run(script, [...args], { DATA_DIR: dataDir });
          expect(r.code, r.output).toBe(1);
          expect(r.output).toMatch(/is in use by another Fletx process/);
        }
      } finally {
        release();
      }
      expect(fs.existsSync(path.join(dataDir, 'other.tar.gz'))).toBe(false);
    }, 60_000);

    it('refuses a file that is not a backup, and changes nothing', async () => {
      const junk = path.join(dataDir, 'junk.tar.gz');
      fs.writeFileSync(junk, 'not a tarball');
      await expect(restoreDataDir(dataDir, junk)).rejects.toThrow(/is not a backup of a Fletx database/);
      expect(await keys()).toEqual(['before']);
      expect(fs.existsSync(path.join(dataDir, `${PGLITE_FOLDER}.restoring`))).toBe(false);
    }, 60_000);

    it('the server backs up its open database every day and keeps BACKUP_KEEP files', async () => {
      expect(loadEnv({}).BACKUP_KEEP).toBe(7);
      expect(loadEnv({ BACKUP_KEEP: '3' }).BACKUP_KEEP).toBe(3);
      const dir = path.join(dataDir, 'daily');
      const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, PGLITE_FOLDER) });
      let backups: ReturnType<typeof startDailyBackups> | undefined;
      try {
        // A short "day"; the app keeps writing while the backups are taken.
        backups = startDailyBackups({ database, dir, keep: 3, log: silent, everyMs: 150 });
        for (let i = 0; listBackups(dir).length < 3 || i < 12; i++) {
          await database.db.execute(sql.raw(insert(`during-${String(i).padStart(2, '0')}`)));
          await new Promise((r) => setTimeout(r, 50));
        }
        await backups.stop();
        const kept = listBackups(dir);
        expect(kept).toHaveLength(3);
        // The newest backup is a consistent database with what was written before it.
        const newest = kept.at(-1)!;
        const latest = await backups.runNow();
        expect(listBackups(dir)).toEqual([...kept.slice(1), latest]);
        const restored = await openDatabase({
          kind: 'pglite',
          loadDataDir: new Blob([fs.readFileSync(newest)]),
        });
        const rows = rowsOf<{ key: string }>(
          await restored.db.execute(sql`SELECT key FROM rate_limits WHERE key LIKE 'during-%'`),
        );
        await restored.close();
        expect(rows.length).toBeGreaterThan(0);
      } finally {
        await backups?.stop();
        await database.close();
      }
    }, 60_000);
  });
} else {
  describe('backups on PostgreSQL', () => {
    it('are refused: PostgreSQL has pg_dump', async () => {
      // A password of its own: with DATABASE_URL the published default stops any start (docs/security.md).
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: inject('postgresUrl'),
        ADMIN_PASSWORD: 'Backup#Test2026',
      };
      for (const [script, args] of [
        ['backup', ['--out', path.join(dataDir, 'x.tar.gz')]],
        ['restore', [path.join(dataDir, 'x.tar.gz')]],
      ] as const) {
        const r = await run(script, [...args], env);
        expect(r.code, r.output).toBe(1);
        expect(r.output).toMatch(/backups are for the embedded database; use pg_dump/);
      }
    }, 30_000);
  });
}
