import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';
import { databaseUrl } from './postgres-url';

declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    postgresUrl: string;
    /** PGlite: the migrated template, a dumped data folder. PostgreSQL: the template database's name. */
    template: string;
  }
}

/**
 * Migrates one template per run; each test file then starts from a copy of it
 * (PGlite: `loadDataDir`; PostgreSQL: `CREATE DATABASE … TEMPLATE …`).
 */
export default async function setup(project: TestProject) {
  const kind = project.config.provide.dbKind;
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    const dump = await database.dump!();
    await database.close();
    const file = path.join(os.tmpdir(), `fletx-template-${process.pid}-${crypto.randomUUID()}.tar`);
    await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('template', file);
    return async () => {
      await fs.rm(file, { force: true });
    };
  }

  const adminUrl = project.config.provide.postgresUrl ?? '';
  const name = `fletx_template_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name), poolSize: 1 });
  await database.migrate();
  await database.close();
  project.provide('template', name);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}
