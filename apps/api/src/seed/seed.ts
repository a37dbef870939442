import type { Logger } from 'pino';
import type { Database } from '../db/client';
import type { Env } from '../env';
import { ManualClock } from '../lib/clock';
import { createServices, type ServicesOptions } from '../services';
import { seedDemo } from './demo';

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
  // The demo data replays the past: the seed's services run on a clock it moves.
  const clock = new ManualClock();
  const services = createServices(database, { ...options, clock });
  if ((await services.users.count()) > 0) return;
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
  logger.info({ admin: env.ADMIN_EMAIL, demo: env.SEED_DEMO }, 'empty database: first user created');
}
