import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { acquireDataDirLock, DataDirLockedError } from './db/lock';
import { loadEnv } from './env';
import { createMailer } from './lib/mailer';
import { resolveJwtSecret } from './lib/secrets';
import { seedOnFirstStart } from './seed/seed';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const env = loadEnv();
  const logger = pino({ level: env.LOG_LEVEL });

  let releaseLock = () => {};
  if (!env.DATABASE_URL) {
    try {
      releaseLock = acquireDataDirLock(env.DATA_DIR);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        logger.fatal(error.message);
        process.exit(1);
      }
      throw error;
    }
  }

  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') },
  );
  await database.migrate();
  logger.info({ database: database.kind }, 'migrations applied');

  const jwtSecret = resolveJwtSecret(env.JWT_SECRET, env.DATA_DIR);
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(env.DATA_DIR, 'outbox'),
    logger,
  });
  await seedOnFirstStart(database.db, env, logger, jwtSecret);

  const app = await buildApp({
    database,
    mailer,
    jwtSecret,
    logger: { level: env.LOG_LEVEL },
    webDist: env.WEB_DIST ?? path.resolve(here, '../../web/dist'),
    filesDir: path.join(env.DATA_DIR, 'files'),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
    } finally {
      releaseLock();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
