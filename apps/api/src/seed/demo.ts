import type { UserRole } from '@fletx/contract/roles';
import type { DbOrTx } from '../db/client';
import { UsersService } from '../modules/users/users.service';
import { seedEquipment } from './demo-equipment';

const DEMO_PASSWORD = 'Fletx#Demo2026';

const STAFF: ReadonlyArray<[string, string, UserRole, string]> = [
  ['Maria', 'González', 'Admin user', '3055550142'],
  ['James', 'Carter', 'Dispatcher', '4695550188'],
  ['Aisha', 'Brown', 'Dispatcher', '7135550123'],
  ['Luis', 'Peña', 'Dispatcher', '2105550177'],
  ['Emily', 'Nguyen', 'Admin user', '6025550111'],
  ['Robert', 'Miller', 'Dispatcher', '3125550165'],
];

/** Realistic demo data for every screen built so far (a back-office team). */
export async function seedDemo(db: DbOrTx): Promise<void> {
  const users = new UsersService(db);
  for (const [firstName, lastName, role, phone] of STAFF) {
    const local = `${firstName}.${lastName}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    await users.createStaff({
      firstName,
      lastName,
      role,
      phone,
      email: `${local}@fletx.app`,
      password: DEMO_PASSWORD,
    });
  }
  await seedEquipment(db, DEMO_PASSWORD);
}
