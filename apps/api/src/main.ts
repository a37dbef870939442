import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { acquireDataDirLock, DataDirLockedError } from './db/lock';
import { loadEnv } from './env';
import { FIRST_START, isFreshDataDir, prepareInChild } from './first-start';
import { BACKUPS_FOLDER, backupName, PGLITE_FOLDER, startDailyBackups, writeBackup } from './lib/backup';
import { chooseLogFormat, logDestinations } from './lib/log-format';
import { createMailer } from './lib/mailer';
import { resolveJwtSecret } from './lib/secrets';
import { intakeLlmOf } from './modules/intake/intake.llm';
import { seedOnFirstStart } from './seed/seed';
import { runWorkers } from './workers';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Closers of what has been opened so far, run newest first on SIGTERM/SIGINT. The handlers are in place
 * before anything opens, so a signal during start-up also shuts down cleanly.
 */
const closers: Array<() => Promise<void> | void> = [];
let closing = false;

async function shutdown(signal: string, logger: pino.Logger) {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'shutting down');
  let code = 0;
  for (const close of closers.toReversed()) {
    try {
      await close();
    } catch (error) {
      code = 1;
      logger.error({ err: error }, 'shutdown step failed');
    }
  }
  process.exit(code);
}

async function main() {
  const env = loadEnv();
  const destinations = await logDestinations(chooseLogFormat(env.LOG_FORMAT, process.stdout.isTTY));
  const logger = destinations.main
    ? pino({ level: env.LOG_LEVEL }, destinations.main)
    : pino({ level: env.LOG_LEVEL });
  // A child of this server making a new embedded database (first-start.ts): this server holds the lock.
  const firstStartChild = process.argv.includes(FIRST_START);
  if (env.WORKERS > 1 && cluster.isPrimary && !firstStartChild) return runWorkers(env.WORKERS, logger);
  process.on('SIGTERM', () => void shutdown('SIGTERM', logger));
  process.on('SIGINT', () => void shutdown('SIGINT', logger));

  const pgliteDir = path.join(env.DATA_DIR, PGLITE_FOLDER);
  if (!env.DATABASE_URL && !firstStartChild) {
    try {
      closers.push(acquireDataDirLock(env.DATA_DIR));
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        logger.fatal(error.message);
        process.exit(1);
      }
      throw error;
    }
    // With the demo data only: its seed is what leaves most behind, and a start without it (a server's
    // first start in production, the tests' servers) is not made slower by a second process.
    if (env.SEED_DEMO && isFreshDataDir(pgliteDir)) {
      const child = prepareInChild(fileURLToPath(import.meta.url));
      closers.push(child.stop);
      await child.done;
      if (closing) return;
    }
  }

  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, namedStatements: env.DATABASE_PREPARED_STATEMENTS }
      : {
          kind: 'pglite',
          dataDir: pgliteDir,
          namedStatements: env.DATABASE_PREPARED_STATEMENTS,
        },
  );
  closers.push(() => database.close());
  if (closing) return;
  await database.migrate();
  logger.info({ database: database.kind }, 'migrations applied');

  const jwtSecret = resolveJwtSecret(env.JWT_SECRET, env.DATA_DIR);
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(env.DATA_DIR, 'outbox'),
    logger,
  });
  if (closing) return;
  const filesDir = path.join(env.DATA_DIR, 'files');
  // Under the start-up lock: of processes started at once on an empty database, one makes the first user.
  await database.exclusive(() =>
    seedOnFirstStart(database, env, logger, { mailer, jwtSecret, filesDir, filesS3: env.FILES_S3_URL }),
  );
  if (firstStartChild) {
    // The first of the daily backups (below), written here so that its copy of the database is not held by
    // the server's memory either: the server finds it fresh and writes the next one a day later.
    if (env.BACKUP_KEEP > 0)
      await writeBackup(database, path.join(env.DATA_DIR, BACKUPS_FOLDER, backupName(new Date())));
    await database.close();
    process.exit(0);
  }
  if (database.kind === 'pglite' && env.BACKUP_KEEP > 0) {
    // After the first start's seed; stopped before the database closes (a backup under way finishes first).
    const backups = startDailyBackups({
      database,
      dir: path.join(env.DATA_DIR, BACKUPS_FOLDER),
      keep: env.BACKUP_KEEP,
      log: logger,
    });
    closers.push(() => backups.stop());
  }

  const app = await buildApp({
    database,
    mailer,
    jwtSecret,
    // JSON lines: the request log written asynchronously, lines that come while a write is under way going
    // out together in the next instead of one system call each (written synchronously, the log line was a
    // large share of a list request's CPU; docs/performance.md "Session 13"). A quiet server still writes each
    // line at once, and pino writes what is left when the process exits. Pretty lines: lib/log-format.ts.
    logger: { level: env.LOG_LEVEL, stream: destinations.app },
    trustProxy: env.TRUST_PROXY,
    tileUrl: env.TILE_URL,
    webDist: env.WEB_DIST ?? path.resolve(here, '../../web/dist'),
    filesDir,
    filesS3: env.FILES_S3_URL,
    compliance: { autoSweep: true, digestHour: env.COMPLIANCE_DIGEST_HOUR },
    intakeMailbox: env,
    intakeLlm: intakeLlmOf(env),
    routing: { url: env.ROUTING_URL, timeoutMs: env.ROUTING_TIMEOUT_MS },
    publicUrl: env.PUBLIC_URL,
  });
  closers.push(() => app.close());
  if (closing) return;
  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
