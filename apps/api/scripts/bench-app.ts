import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { createMailer } from '../src/lib/mailer';
import { createServices } from '../src/services';

/**
 * What the in-process benchmark scripts share: the real app on a fresh database (`DATABASE_URL`: that empty
 * PostgreSQL database; unset: an in-memory embedded one), mail written under a temporary folder, and a
 * Carriers user with an access token. `close()` stops it all and removes the folder.
 */
export async function openBenchApp(
  prefix: string,
  prepare?: (database: Database, dir: string) => Promise<void>,
) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `${prefix}-`));
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite' });
  await database.migrate();
  // What a bench needs before the app starts (the demo seed, which runs on an empty database only).
  await prepare?.(database, dir);
  const mailer = createMailer({
    from: 'bench@fletx.app',
    outboxDir: path.join(dir, 'outbox'),
    logger: pino({ level: 'silent' }),
  });
  const services = createServices(database, {
    mailer,
    jwtSecret: 'bench-secret-that-is-long-enough-for-hs256',
    filesDir: path.join(dir, 'files'),
  });
  const app = await buildApp({ services });
  await app.ready();
  const admin = await services.users.createStaff({
    firstName: 'Bench',
    lastName: 'Admin',
    email: `bench.${Date.now()}@fletx.app`,
    role: 'Carriers',
    password: 'Bench#Password1',
  });
  const { accessToken } = await services.signer.sign(admin);
  return {
    dir,
    database,
    services,
    app,
    admin,
    accessToken,
    async close() {
      await app.close();
      await database.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
