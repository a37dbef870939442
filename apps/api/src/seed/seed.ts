import type { Logger } from 'pino';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { UsersService } from '../modules/users/users.service';
import { seedDemo } from './demo';

/**
 * On the first start of an empty database: the first back-office user (role Carriers) from
 * ADMIN_EMAIL / ADMIN_PASSWORD, then the demo data unless SEED_DEMO=0.
 */
export async function seedOnFirstStart(
  db: Db,
  env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'SEED_DEMO'>,
  logger: Pick<Logger, 'info'>,
  secret: string,
): Promise<void> {
  const users = new UsersService(db);
  if ((await users.count()) > 0) return;
  await db.transaction(async (tx) => {
    const admin = await new UsersService(tx).createStaff({
      firstName: 'Fleet',
      lastName: 'Admin',
      email: env.ADMIN_EMAIL,
      role: 'Carriers',
      password: env.ADMIN_PASSWORD,
    });
    if (env.SEED_DEMO) await seedDemo(tx, { secret, adminId: admin.id });
  });
  logger.info({ admin: env.ADMIN_EMAIL, demo: env.SEED_DEMO }, 'empty database: first user created');
}
