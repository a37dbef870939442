import { can, DRIVER_ROLE, GROUPS, type UserRole } from '@fletx/contract/roles';
import type { FindUsersQuery, ListMeta, UpdateUserBody, UserWire } from '@fletx/contract/users';
import { userMessages } from '@fletx/contract/users';
import type { DbOrTx } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { Principal } from '../auth/tokens';
import { listMeta, toUserWire } from './users.mapper';
import { type NewUserRow, type UserRow, UsersRepository } from './users.repository';

export { likePattern, userSearchCondition } from './users.repository';
export type { UserRow };

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * The hash of a user who has no password yet (bulk-imported users set theirs with the emailed code).
 * It is not an argon2 hash, so no password ever verifies against it.
 */
export const NO_PASSWORD_HASH = '!no-password-yet';

export interface NewStaffUser {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  role: UserRole;
  password: string;
}

export interface DriverUserInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Empty or absent: the driver sets one with a recovery code. */
  password?: string;
  dispatcherId?: number | null;
}

export class UsersService {
  private readonly repo: UsersRepository;

  constructor(db: DbOrTx) {
    this.repo = new UsersRepository(db);
  }

  findByEmail(email: string) {
    return this.repo.findByEmail(normalizeEmail(email));
  }

  findById(id: number, db?: DbOrTx) {
    return this.repo.findById(id, db);
  }

  count() {
    return this.repo.count();
  }

  async setPassword(id: number, password: string, db?: DbOrTx): Promise<void> {
    await this.repo.setPasswordHash(id, await hashPassword(password), db);
  }

  /** POST /user/findBy: `Carriers` means every back-office user, other roles that role. */
  async list(
    query: FindUsersQuery,
    role: string | undefined,
  ): Promise<{ items: UserWire[]; meta: ListMeta }> {
    const filter =
      role === undefined || role === 'Carriers'
        ? { group: GROUPS.carriers }
        : role === DRIVER_ROLE
          ? { group: GROUPS.drivers }
          : { group: GROUPS.carriers, role };
    const { rows, total } = await this.repo.list(
      { ...filter, ...(query.search ? { search: query.search } : {}) },
      { offset: (query.page - 1) * query.limit, limit: query.limit },
    );
    const assigned = await this.repo.listAssigned(rows.map((r) => r.id));
    return {
      items: rows.map((row) =>
        toUserWire(
          row,
          assigned.filter((d) => d.dispatcherId === row.id),
        ),
      ),
      meta: listMeta(total, query.page, query.limit),
    };
  }

  async getWire(id: number): Promise<UserWire> {
    const row = await this.repo.findById(id);
    if (!row) throw notFound(userMessages.notFound);
    return toUserWire(row, await this.repo.listAssigned([row.id]));
  }

  /** A back-office user (group carriers). */
  async createStaff(input: NewStaffUser, db?: DbOrTx): Promise<UserRow> {
    const email = normalizeEmail(input.email);
    await this.assertEmailFree(email, undefined, db);
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

  /**
   * Many back-office users at once, without passwords (they set theirs with an emailed code): the caller
   * has checked the rows; a duplicate that slipped in fails the whole insert.
   */
  async insertStaffWithoutPassword(
    rows: Array<{ firstName: string; lastName: string; email: string; phone: string; role: UserRole }>,
    db?: DbOrTx,
  ): Promise<UserRow[]> {
    return this.repo.insertMany(
      rows.map((r) => ({ ...r, group: GROUPS.carriers, passwordHash: NO_PASSWORD_HASH })),
      db,
    );
  }

  findExistingEmails(emails: string[], db?: DbOrTx) {
    return this.repo.findExistingEmails(emails.map(normalizeEmail), db);
  }

  assignDrivers(driverIds: number[], dispatcherId: number, db?: DbOrTx) {
    return this.repo.setDispatcher(driverIds, dispatcherId, db);
  }

  async updateStaff(id: number, input: UpdateUserBody): Promise<UserWire> {
    const row = await this.findStaff(id);
    const email = normalizeEmail(input.email);
    await this.assertEmailFree(email, row.id);
    await this.repo.update(id, {
      firstName: input.first_name,
      lastName: input.last_name,
      email,
      phone: input.phone,
      role: input.role,
    });
    return this.getWire(id);
  }

  async changeUsername(id: number, email: string): Promise<UserWire> {
    await this.findStaff(id);
    const normalized = normalizeEmail(email);
    await this.assertEmailFree(normalized, id);
    await this.repo.update(id, { email: normalized });
    return this.getWire(id);
  }

  async changePassword(id: number, password: string): Promise<void> {
    await this.findStaff(id);
    await this.setPassword(id, password);
  }

  /**
   * DELETE /user/{id}: a driver needs `operate`, a back-office user `manageUsers`; nobody deletes themself.
   * Returns the deleted row.
   */
  async delete(id: number, actor: Principal, db?: DbOrTx): Promise<UserRow> {
    const row = await this.repo.findById(id, db);
    if (!row) throw notFound(userMessages.notFound);
    if (row.id === actor.userId) throw conflict(userMessages.deleteSelf);
    if (row.group !== GROUPS.drivers && !can(actor.role, 'manageUsers')) throw forbidden();
    const deleted = await this.repo.deleteById(id, db);
    if (!deleted) throw notFound(userMessages.notFound);
    return deleted;
  }

  /** Drivers, by name (GET /user/findUserDriver). */
  listDrivers() {
    return this.repo.listByGroup(GROUPS.drivers);
  }

  /** A driver's user row (group drivers, role Driver). */
  async createDriverUser(input: DriverUserInput, db?: DbOrTx): Promise<UserRow> {
    const email = normalizeEmail(input.email);
    await this.assertEmailFree(email, undefined, db);
    if (input.dispatcherId) await this.assertDispatcher(input.dispatcherId, db);
    return this.repo.insert(
      {
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        email,
        phone: input.phone.trim(),
        role: DRIVER_ROLE,
        group: GROUPS.drivers,
        dispatcherId: input.dispatcherId ?? null,
        passwordHash: input.password ? await hashPassword(input.password) : NO_PASSWORD_HASH,
      },
      db,
    );
  }

  async updateDriverUser(id: number, input: DriverUserInput, db?: DbOrTx): Promise<UserRow> {
    const email = normalizeEmail(input.email);
    await this.assertEmailFree(email, id, db);
    if (input.dispatcherId) await this.assertDispatcher(input.dispatcherId, db);
    const values: Partial<NewUserRow> = {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email,
      phone: input.phone.trim(),
      dispatcherId: input.dispatcherId ?? null,
    };
    if (input.password) values.passwordHash = await hashPassword(input.password);
    const row = await this.repo.update(id, values, db);
    if (!row) throw notFound(userMessages.notFound);
    return row;
  }

  private async findStaff(id: number): Promise<UserRow> {
    const row = await this.repo.findById(id);
    if (!row || row.group !== GROUPS.carriers) throw notFound(userMessages.notFound);
    return row;
  }

  private async assertDispatcher(id: number, db?: DbOrTx): Promise<void> {
    const row = await this.repo.findById(id, db);
    if (!row || row.group !== GROUPS.carriers) throw conflict('The dispatcher must be a back-office user.');
  }

  private async assertEmailFree(email: string, exceptId: number | undefined, db?: DbOrTx): Promise<void> {
    const existing = await this.repo.findByEmail(email, db);
    if (existing && existing.id !== exceptId) throw conflict(userMessages.emailTaken(email));
  }
}
