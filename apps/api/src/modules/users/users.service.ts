import { can, DRIVER_ROLE, GROUPS, type Group, type UserRole } from '@fletx/contract/roles';
import type { FindUsersQuery, ListMeta, UpdateUserBody, UserWire } from '@fletx/contract/users';
import { userMessages } from '@fletx/contract/users';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditTrail } from '../../lib/audit-trail';
import { conflict, forbidden, found, notFound } from '../../lib/errors';
import { groupBy } from '../../lib/group-by';
import { pageInfo, pageRequest, toListMeta } from '../../lib/paging';
import { hashPassword } from '../../lib/passwords';
import type { Principal } from '../../lib/principal';
import { assertVersion, type ExpectedVersion, type Saved } from '../../lib/record-version';
import { type AccountAccess, AccountAccessCache } from './account-access';
import {
  type DriverUserInput,
  listFilter,
  type NewStaffUser,
  NO_PASSWORD_HASH,
  normalizeEmail,
} from './users.inputs';
import { personTarget, toUserWire } from './users.mapper';
import { type NewUserRow, type UserNames, type UserRow, UsersRepository } from './users.repository';

export { type DriverUserInput, type NewStaffUser, NO_PASSWORD_HASH, normalizeEmail } from './users.inputs';
export { toPersonWire } from './users.mapper';
export type { AccountAccess, UserNames, UserRow };

const userTarget = (id: number) => ({ type: 'user' as const, id });

/** A driver's dispatcher where the driver's record (DriversService.detail) shows it, for the trail. */
const dispatcherOf = (dispatcherId: number | null) => ({
  extraData: { driverinformation: { data: { dispatcherId } } },
});

export class UsersService {
  private readonly repo: UsersRepository;
  private readonly access: AccountAccessCache;
  private readonly sessionEnders: Array<(userId: number) => Promise<void>> = [];

  constructor(
    private readonly uow: UnitOfWork,
    private readonly audit: AuditTrail,
  ) {
    this.repo = new UsersRepository(uow);
    this.access = new AccountAccessCache(async (id) => (await this.repo.findAccess(id)) ?? null);
  }

  /**
   * The account's current role, group and token version, or null when it no longer exists: what every
   * authenticated request is judged by (cached briefly, docs/decisions/0018-access-follows-the-account.md).
   */
  accessOf(userId: number): Promise<AccountAccess | null> {
    return this.access.get(userId);
  }

  /** The account changed (role, deletion, sessions ended): this process reads it again on its next request. */
  forgetAccess(userId: number): void {
    this.access.forget(userId);
  }

  /** Work to do in the same transaction when a user's sessions end (auth revokes the refresh tokens). */
  onSessionsEnd(listener: (userId: number) => Promise<void>): void {
    this.sessionEnders.push(listener);
  }

  /**
   * Ends every session of the user: the token version moves on and every listener runs, in one transaction.
   * With `summary` (DELETE /user/{id}/sessions) the audit trail keeps it, and an unknown user is a 404.
   */
  async endSessions(userId: number, summary?: string): Promise<void> {
    this.access.forget(userId);
    await this.uow.transaction(async () => {
      const group = await this.repo.bumpTokenVersion(userId);
      for (const end of this.sessionEnders) await end(userId);
      if (!summary) return;
      if (!group) throw notFound(userMessages.notFound);
      await this.audit.changed(personTarget(group, userId), null, null, { summary });
    });
    this.access.forget(userId);
  }

  findByEmail(email: string) {
    return this.repo.findByEmail(normalizeEmail(email));
  }

  findById(id: number) {
    return this.repo.findById(id);
  }

  /**
   * The one actor-name lookup: the name histories, comments and notifications record for who did something
   * ("First Last"), or `User <id>` for an account that no longer exists.
   */
  async nameOf(userId: number): Promise<string> {
    const user = await this.repo.findById(userId);
    return user ? `${user.firstName} ${user.lastName}`.trim() : `User ${userId}`;
  }

  count() {
    return this.repo.count();
  }

  /** A new password chosen with a recovery code: it ends every session of the user, who is its author. */
  async setPassword(id: number, password: string): Promise<void> {
    const hash = await hashPassword(password);
    await this.uow.transaction(async () => {
      await this.repo.setPasswordHash(id, hash);
      await this.endSessions(id);
      const row = await this.repo.findById(id);
      await this.audit.changed(personTarget(row?.group, id), undefined, undefined, {
        summary: 'Password changed with a recovery code',
        actorId: id,
      });
    });
    this.access.forget(id);
  }

  /** POST /user/findBy: `Carriers` means every back-office user, other roles that role. */
  async list(
    query: FindUsersQuery,
    role: string | undefined,
  ): Promise<{ items: UserWire[]; meta: ListMeta }> {
    const request = pageRequest(query);
    const { rows, total } = await this.repo.list(listFilter(query.search, role), request);
    return { items: await this.withAssigned(rows), meta: toListMeta(pageInfo(request, total)) };
  }

  /** Every user of the list, a batch at a time, as the list shows them (`format=csv`). */
  async *csvRows(search: string | undefined, role: string | undefined): AsyncGenerator<UserWire[]> {
    for await (const rows of this.repo.batches(listFilter(search, role))) yield this.withAssigned(rows);
  }

  /** The users with the drivers assigned to them. */
  private async withAssigned(rows: UserRow[]): Promise<UserWire[]> {
    const assigned = groupBy(await this.repo.listAssigned(rows.map((r) => r.id)), (d) => d.dispatcherId);
    return rows.map((row) => toUserWire(row, assigned.get(row.id) ?? []));
  }

  /** A user as the wire spells it, without the drivers assigned to them. */
  toWire(row: UserRow): UserWire {
    return toUserWire(row);
  }

  async getWire(id: number): Promise<UserWire> {
    const row = found(await this.repo.findById(id), userMessages.notFound);
    return toUserWire(row, await this.repo.listAssigned([row.id]));
  }

  /** A back-office user (group carriers), kept in the audit trail. */
  async createStaff(input: NewStaffUser): Promise<UserRow> {
    const email = normalizeEmail(input.email);
    await this.assertEmailFree(email, undefined);
    const passwordHash = await hashPassword(input.password);
    return this.uow.transaction(async () => {
      const row = await this.repo.insert({
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        email,
        phone: input.phone?.trim() ?? '',
        role: input.role,
        group: GROUPS.carriers,
        passwordHash,
      });
      await this.audit.created(userTarget(row.id), await this.getWire(row.id));
      return row;
    });
  }

  /**
   * Many back-office users at once, without passwords (they set theirs with an emailed code): the caller
   * has checked the rows; a duplicate that slipped in fails the whole insert.
   */
  async insertStaffWithoutPassword(
    rows: Array<{ firstName: string; lastName: string; email: string; phone: string; role: UserRole }>,
  ): Promise<UserRow[]> {
    return this.repo.insertMany(
      rows.map((r) => ({ ...r, group: GROUPS.carriers, passwordHash: NO_PASSWORD_HASH })),
    );
  }

  /**
   * The audit trail's create entries of users made in bulk (the import), once their drivers are assigned:
   * one entry each, as the API answers the user, read in two queries whatever their number.
   */
  async recordCreated(rows: UserRow[]): Promise<void> {
    const assigned = new Map<number, UserRow[]>();
    for (const driver of await this.repo.listAssigned(rows.map((r) => r.id))) {
      if (driver.dispatcherId === null) continue;
      assigned.set(driver.dispatcherId, [...(assigned.get(driver.dispatcherId) ?? []), driver]);
    }
    await this.audit.createdMany(
      'user',
      rows.map((row) => ({ id: row.id, snapshot: toUserWire(row, assigned.get(row.id) ?? []) })),
    );
  }

  findExistingEmails(emails: string[]) {
    return this.repo.findExistingEmails(emails.map(normalizeEmail));
  }

  /** The drivers' dispatcher changes: an update of each driver in the audit trail (dispatcher before → after). */
  async assignDrivers(driverIds: number[], dispatcherId: number): Promise<void> {
    await this.uow.transaction(async () => {
      const before = await this.repo.findDispatchers(driverIds);
      await this.repo.setDispatcher(driverIds, dispatcherId);
      for (const { id, dispatcherId: was } of before) {
        if (was === dispatcherId) continue;
        await this.audit.changed({ type: 'driver', id }, dispatcherOf(was), dispatcherOf(dispatcherId));
      }
    });
  }

  /** At the version the request expects. */
  async updateStaff(id: number, input: UpdateUserBody, version?: ExpectedVersion): Promise<Saved<UserWire>> {
    const { first_name: firstName, last_name: lastName, phone, role } = input;
    const email = normalizeEmail(input.email);
    const saved = await this.editStaff(id, version, { firstName, lastName, email, phone, role });
    // The next request is judged by the new role (plugins/access.ts reads the account, not the token).
    this.access.forget(id);
    return saved;
  }

  /** At the version the request expects. */
  changeUsername(id: number, email: string, version?: ExpectedVersion): Promise<Saved<UserWire>> {
    return this.editStaff(id, version, { email: normalizeEmail(email) });
  }

  /**
   * An edit of a back-office user at `version` (409 when another user has the email). The user is read once;
   * the answer is the row as stored, with the drivers assigned to them.
   */
  private editStaff(id: number, version: ExpectedVersion, values: Partial<NewUserRow> & { email: string }) {
    return this.audit.edit(userTarget(id), async () => {
      const row = await this.findStaff(id);
      assertVersion(row.version, version);
      await this.assertEmailFree(values.email, id);
      const assigned = await this.repo.listAssigned([id]);
      const saved = found(await this.repo.update(id, values, version), userMessages.notFound);
      return {
        before: toUserWire(row, assigned),
        after: toUserWire(saved, assigned),
        version: saved.version,
      };
    });
  }

  /** The trail says the password changed, never what it was or is. */
  async changePassword(id: number, password: string): Promise<void> {
    await this.findStaff(id);
    const hash = await hashPassword(password);
    await this.uow.transaction(async () => {
      await this.repo.setPasswordHash(id, hash);
      await this.endSessions(id);
      await this.audit.changed(userTarget(id), undefined, undefined, { summary: 'Password changed' });
    });
    this.access.forget(id);
  }

  /**
   * DELETE /user/{id}: a driver needs `operate`, a back-office user `manageUsers`; nobody deletes themself.
   * Returns the deleted row. A back-office user's delete is kept in the trail here, a driver's by the
   * drivers service (DriversService.deleteUser), which calls this in its transaction.
   */
  async delete(id: number, actor: Principal, version?: ExpectedVersion): Promise<UserRow> {
    const deleted = await this.audit.guarded(userTarget(id), async () => {
      const row = found(await this.repo.findById(id), userMessages.notFound);
      if (row.id === actor.userId) throw conflict(userMessages.deleteSelf);
      if (row.group !== GROUPS.drivers && !can(actor.role, 'manageUsers')) throw forbidden();
      assertVersion(row.version, version);
      const before = row.group === GROUPS.drivers ? undefined : await this.getWire(id);
      const deleted = found(await this.repo.deleteById(id, version), userMessages.notFound);
      if (before) await this.audit.deleted(userTarget(id), before);
      return deleted;
    });
    // Its refresh tokens went with it (cascade); its access tokens answer 401 from the next request on.
    this.access.forget(id);
    return deleted;
  }

  /** A group's users, by name: drivers (GET /user/findUserDriver), back-office users (GET /user/findStaff). */
  listGroup(group: Group) {
    return this.repo.listByGroup(group);
  }

  /** Which of these ids are drivers (group drivers), by id, with their names and their dispatcher's. */
  async driversAmong(ids: number[]): Promise<Map<number, UserNames>> {
    return new Map((await this.repo.namesInGroup(ids, GROUPS.drivers)).map((row) => [row.id, row]));
  }

  /** A driver's user row (group drivers, role Driver). */
  async createDriverUser(input: DriverUserInput): Promise<UserRow> {
    const email = normalizeEmail(input.email);
    await this.assertEmailFree(email, undefined);
    if (input.dispatcherId) await this.assertDispatcher(input.dispatcherId);
    return this.repo.insert({
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email,
      phone: input.phone.trim(),
      role: DRIVER_ROLE,
      group: GROUPS.drivers,
      dispatcherId: input.dispatcherId ?? null,
      passwordHash: input.password ? await hashPassword(input.password) : NO_PASSWORD_HASH,
    });
  }

  /** At `version` when given (`StaleVersion` when the user moved on). */
  async updateDriverUser(id: number, input: DriverUserInput, version?: ExpectedVersion): Promise<UserRow> {
    const email = normalizeEmail(input.email);
    await this.assertEmailFree(email, id);
    if (input.dispatcherId) await this.assertDispatcher(input.dispatcherId);
    const values: Partial<NewUserRow> = {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email,
      phone: input.phone.trim(),
      dispatcherId: input.dispatcherId ?? null,
    };
    if (input.password) values.passwordHash = await hashPassword(input.password);
    const row = found(await this.repo.update(id, values, version), userMessages.notFound);
    if (input.password) await this.endSessions(id);
    return row;
  }

  private async findStaff(id: number): Promise<UserRow> {
    const row = await this.repo.findById(id);
    if (!row || row.group !== GROUPS.carriers) throw notFound(userMessages.notFound);
    return row;
  }

  private async assertDispatcher(id: number): Promise<void> {
    const row = await this.repo.findById(id);
    if (!row || row.group !== GROUPS.carriers) throw conflict('The dispatcher must be a back-office user.');
  }

  private async assertEmailFree(email: string, exceptId: number | undefined): Promise<void> {
    const existing = await this.repo.findByEmail(email);
    if (existing && existing.id !== exceptId) throw conflict(userMessages.emailTaken(email));
  }
}
