import type { Logger } from 'pino';
import type { Database } from '../db/client';
import type { Env } from '../env';
import { ManualClock } from '../lib/clock';
import type { Mailer } from '../lib/mailer';
import { createServices } from '../services';
import type { ServicesOptions } from '../services-options';
import { seedDemo } from './demo';

const NO_MAIL: Mailer = { send: async () => {}, close: () => {} };

/**
 * On the first start of an empty database: the first back-office user (role Carriers) from
 * ADMIN_EMAIL / ADMIN_PASSWORD, then the demo data unless SEED_DEMO=0.
 */
export async function seedOnFirstStart(
  database: Database,
  env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'SEED_DEMO'>,
  logger: Pick<Logger, 'info'>,
  options: Omit<ServicesOptions, 'clock'>,
): Promise<void> {
  // The demo data replays the past: the seed's services run on a clock it moves. Its invoices are mailed
  // to the demo brokers, whose addresses look real: the seed's mails go nowhere.
  const clock = new ManualClock();
  const services = createServices(database, { ...options, clock, mailer: NO_MAIL });
  if ((await services.users.count()) > 0) return;
  // The demo is the first start's long step: whoever waits for the page is told why it does not answer yet.
  if (env.SEED_DEMO) logger.info('empty database: loading the demo data; the server answers once it is in');
  await services.uow.transaction(async () => {
    const admin = await services.users.createStaff({
      firstName: 'Fleet',
      lastName: 'Admin',
      email: env.ADMIN_EMAIL,
      role: 'Carriers',
      password: env.ADMIN_PASSWORD,
    });
    if (env.SEED_DEMO) await seedDemo(services, clock, { adminId: admin.id });
  });
  // The demo's mails leave the outbox now (to nowhere), before the server's own outbox starts.
  await services.outbox.idle();
  services.outbox.kick();
  await services.outbox.idle();
  // The demo's rate confirmations are read now that they are committed.
  services.intake.queue.kick();
  await services.intake.queue.idle();
  logger.info({ admin: env.ADMIN_EMAIL, demo: env.SEED_DEMO }, 'empty database: first user created');
}
