import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, type AppOptions, buildApp } from '../../src/app';
import { type Database, openDatabase } from '../../src/db/client';
import { loadEnv } from '../../src/env';
import type { Clock } from '../../src/lib/clock';
import type { Mail, Mailer } from '../../src/lib/mailer';
import type { S3Location } from '../../src/lib/s3-storage';
import type { IntakeLlmConfig } from '../../src/modules/intake/intake.llm';
import type { RoutingOptions } from '../../src/modules/miles/miles.service';
import { createServices, type Services } from '../../src/services';
import { type TestClient, testClient } from './client';
import { databaseKind, databaseUrl } from './postgres-url';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestContext {
  app: App;
  /** The app's API without a token: `ctx.api.as(authorization)` for a user's calls. */
  api: TestClient;
  database: Database;
  /** The app's services (createServices): tests call them directly to set up what no route offers. */
  services: Services;
  /** Mails the app sent, newest last (when no real mailer was given). */
  mails: Mail[];
  /** The app's file storage folder: a fresh temporary folder, removed on close. */
  filesDir: string;
  close(): Promise<void>;
}

/** A fresh database for one test file: a copy of the migrated template, on the project's database kind. */
export async function freshDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const kind = databaseKind();
  const template = inject('template');
  if (kind === 'pglite') {
    const database = await openDatabase({
      kind: 'pglite',
      loadDataDir: new Blob([await fs.readFile(template)]),
    });
    return { database, drop: async () => {} };
  }
  const serverUrl = inject('postgresUrl');
  const name = `fletx_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        break;
      } catch (error) {
        // 55006: the template is busy with another copy; copies are quick, so wait and try again.
        if ((error as { code?: string }).code !== '55006' || attempt > 50) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 4 });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export function captureMailer(mails: Mail[]): Mailer {
  return {
    send: async (mail) => {
      mails.push(mail);
    },
    close: () => {},
  };
}

/** The real app on a fresh database. Call `close()` in afterAll. */
export async function createTestApp(
  options: {
    mailer?: Mailer;
    clock?: Clock;
    filesS3?: S3Location;
    logger?: FastifyServerOptions['logger'];
    intakeMailbox?: AppOptions['intakeMailbox'];
    /** A model asked for uncertain fields of rate confirmations (INTAKE_LLM_URL…). */
    intakeLlm?: IntakeLlmConfig;
    /** A route service for planned miles (ROUTING_URL…). */
    routing?: RoutingOptions;
  } = {},
): Promise<TestContext> {
  const { database, drop } = await freshDatabase();
  const mails: Mail[] = [];
  const filesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fletx-files-'));
  const services = createServices(database, {
    mailer: options.mailer ?? captureMailer(mails),
    jwtSecret: TEST_JWT_SECRET,
    filesDir,
    filesS3: options.filesS3,
    ...(options.clock ? { clock: options.clock } : {}),
    intakeLlm: options.intakeLlm,
    routing: options.routing,
  });
  const app = await buildApp({
    services,
    answers: 'compared',
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.intakeMailbox ? { intakeMailbox: options.intakeMailbox } : {}),
  });
  await app.ready();
  return {
    app,
    api: testClient(app),
    database,
    services,
    mails,
    filesDir,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      await fs.rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** Another app on the services (and database) of `ctx`, behind a proxy it trusts (TRUST_PROXY), ready. */
export async function appBehindProxy(ctx: TestContext, trustProxy: string): Promise<App> {
  const app = await buildApp({
    services: ctx.services,
    trustProxy: loadEnv({ TRUST_PROXY: trustProxy }).TRUST_PROXY,
  });
  await app.ready();
  return app;
}
