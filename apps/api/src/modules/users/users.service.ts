import { DRIVER_ROLE, GROUPS, type UserRole } from '@fletx/contract/roles';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { type UserRow, UsersRepository } from './users.repository';

export type { UserRow };

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export interface NewStaffUser {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  role: UserRole;
  password: string;
}

export class UsersService {
  private readonly repo: UsersRepository;

  constructor(db: DbOrTx) {
    this.repo = new UsersRepository(db);
  }

  findByEmail(email: string) {
    return this.repo.findByEmail(normalizeEmail(email));
  }

  findById(id: number) {
    return this.repo.findById(id);
  }

  count() {
    return this.repo.count();
  }

  async setPassword(id: number, password: string, db?: DbOrTx): Promise<void> {
    await this.repo.setPasswordHash(id, await hashPassword(password), db);
  }

  /** A back-office user (group carriers). */
  async createStaff(input: NewStaffUser, db?: DbOrTx): Promise<UserRow> {
    const email = normalizeEmail(input.email);
    if (await this.repo.findByEmail(email, db))
      throw conflict(`A user with the email ${email} already exists.`);
    return this.repo.insert(
      {
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        email,
        phone: input.phone?.trim() ?? '',
        role: input.role,
        group: GROUPS.carriers,
        passwordHash: await hashPassword(input.password),
      },
      db,
    );
  }

  /** A driver account (group drivers, role Driver); used by the demo data until the driver form exists. */
  async createDriverAccount(input: Omit<NewStaffUser, 'role'>, db?: DbOrTx): Promise<UserRow> {
    const email = normalizeEmail(input.email);
    if (await this.repo.findByEmail(email, db))
      throw conflict(`A user with the email ${email} already exists.`);
    return this.repo.insert(
      {
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        email,
        phone: input.phone?.trim() ?? '',
        role: DRIVER_ROLE,
        group: GROUPS.drivers,
        passwordHash: await hashPassword(input.password),
      },
      db,
    );
  }
}
