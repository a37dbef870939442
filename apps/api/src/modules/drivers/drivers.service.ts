import {
  DRIVER_STATUS,
  DRIVER_STATUS_NAMES,
  type DriverDetailResponse,
  type DriverFormBody,
  type DriverRow,
  type DriverStatusBody,
  driverMessages,
} from '@fletx/contract/drivers';
import { notificationMessages } from '@fletx/contract/notifications';
import { GROUPS } from '@fletx/contract/roles';
import type { FindDriversQuery, ListMeta } from '@fletx/contract/users';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditTrail } from '../../lib/audit-trail';
import { conflict, found, notFound } from '../../lib/errors';
import { pageInfo, pageRequest, toListMeta } from '../../lib/paging';
import type { Principal } from '../../lib/principal';
import { assertVersion, type ExpectedVersion, type Saved } from '../../lib/record-version';
import { createCipher } from '../../lib/secrets';
import type { NotificationsService } from '../notifications/notifications.service';
import type { DriversQueries } from '../read-model/drivers.queries';
import type { TrucksService } from '../trucks/trucks.service';
import type { UserRow, UsersService } from '../users/users.service';
import {
  toDriverRow,
  toHistoryItem,
  toInformationValues,
  toInformationWire,
  toPayTermValues,
  toPolicyValues,
  toPolicyWire,
} from './drivers.mapper';
import { type DriverInformationRow, type DriverPolicyRow, DriversRepository } from './drivers.repository';

export interface DriverSaved {
  id: number;
  driverInformationId: number;
  driverPolicyId: number;
}

const driverTarget = (id: number) => ({ type: 'driver' as const, id });

/** What a driver's record is made of: their user, information, insurance file and preferences. */
interface DriverRows {
  info: DriverInformationRow;
  user: UserRow;
  policy: DriverPolicyRow;
  powerOnly: boolean;
}

const statusName = (status: number) =>
  DRIVER_STATUS_NAMES[status as keyof typeof DRIVER_STATUS_NAMES] ?? String(status);

/** Drivers: users of group drivers with their information, insurance file, preferences and status history. */
export class DriversService {
  private readonly repo: DriversRepository;
  private readonly cipher: ReturnType<typeof createCipher>;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UsersService,
    secret: string,
    private readonly trucks: Pick<TrucksService, 'currentTrucks'>,
    private readonly notifications: Pick<NotificationsService, 'publish' | 'withdraw'>,
    private readonly queries: DriversQueries,
    private readonly audit: AuditTrail,
  ) {
    this.repo = new DriversRepository(uow);
    this.cipher = createCipher(secret);
  }

  /**
   * A new driver starts "to be approved"; the history records its first status and every staff user is
   * told (a 'driver_awaiting_approval' notification, in the same transaction).
   */
  async create(body: DriverFormBody, actor: Principal): Promise<DriverSaved> {
    const actorName = await this.users.nameOf(actor.userId);
    return this.uow.transaction(async () => {
      const user = await this.users.createDriverUser(this.userInput(body));
      const info = await this.repo.insertInformation({
        userId: user.id,
        status: DRIVER_STATUS.toBeApproved,
        ...toInformationValues(body, undefined),
        logbookPasswordEncrypted: this.cipher.encrypt(body.electronicPassword),
      });
      const policy = await this.repo.upsertPolicy(toPolicyValues(user.id, body));
      await this.repo.upsertPreferences(user.id, body.powerOnly);
      await this.repo.appendHistory({
        driverId: user.id,
        fromStatus: null,
        toStatus: DRIVER_STATUS.toBeApproved,
        comment: 'Driver created',
        changedBy: actor.userId,
        changedByName: actorName,
      });
      await this.notifications.publish({
        type: 'driver_awaiting_approval',
        title: notificationMessages.driverAwaitingTitle,
        body: notificationMessages.driverAwaitingBody(`${body.first_name} ${body.last_name}`.trim()),
        entity: { type: 'driver', id: user.id },
      });
      await this.audit.created(driverTarget(user.id), await this.record(user.id));
      return { id: user.id, driverInformationId: info.id, driverPolicyId: policy.id };
    });
  }

  /**
   * At the version the request expects (the driver's user's), kept in the trail (before → after); a new
   * password is said, never shown. The driver is read once; the record after is made of the rows as stored.
   */
  async update(userId: number, body: DriverFormBody, version?: ExpectedVersion): Promise<Saved<DriverSaved>> {
    return this.audit.edit(driverTarget(userId), async () => {
      const before = await this.rowsOf(userId);
      assertVersion(before.user.version, version);
      const user = await this.users.updateDriverUser(userId, this.userInput(body), version);
      const encrypted = body.electronicPassword ? this.cipher.encrypt(body.electronicPassword) : undefined;
      const info = found(
        await this.repo.updateInformation(userId, toInformationValues(body, encrypted)),
        driverMessages.notFound,
      );
      const policy = await this.repo.upsertPolicy(toPolicyValues(userId, body));
      await this.repo.upsertPreferences(userId, body.powerOnly);
      return {
        before: this.toRecord(before),
        after: this.toRecord({ info, user, policy, powerOnly: body.powerOnly }),
        version: user.version,
        answer: { id: userId, driverInformationId: info.id, driverPolicyId: policy.id },
        ...(body.password ? { options: { summary: 'Password changed' } } : {}),
      };
    });
  }

  /**
   * Sets only the driver's pay terms (docs/product.md "Driver pay rules"), as the driver form's fields would
   * (the demo gives its drivers different rules); recorded in the driver's audit trail.
   */
  async setPayTerms(
    userId: number,
    terms: Pick<DriverFormBody, 'payRule' | 'extraStopPay' | 'detentionPerHour'>,
  ) {
    const values = toPayTermValues(terms);
    const pick = (r: DriverInformationRow) => ({
      payRuleKind: r.payRuleKind,
      payRuleRate: r.payRuleRate,
      extraStopPayCents: r.extraStopPayCents,
      detentionPerHourCents: r.detentionPerHourCents,
    });
    await this.uow.transaction(async () => {
      const before = await this.repo.findInformation(userId);
      const after = await this.repo.updateInformation(userId, values);
      if (!before || !after) throw notFound(driverMessages.notFound);
      await this.audit.changed(driverTarget(userId), pick(before), pick(after), {
        summary: 'Pay terms changed',
      });
    });
  }

  async detail(userId: number): Promise<DriverDetailResponse['data']> {
    const { info, extraData } = await this.record(userId);
    return {
      info,
      extraData: {
        ...extraData,
        history: { data: (await this.repo.listHistory(userId)).map(toHistoryItem) },
      },
    };
  }

  /** The driver as their detail answers it, without the status history: what the audit trail compares. */
  private async record(userId: number) {
    return this.toRecord(await this.rowsOf(userId));
  }

  /** The rows a driver's record is made of (`info` when read already); 404 without them. */
  private async rowsOf(userId: number, read?: DriverInformationRow): Promise<DriverRows> {
    const info = read ?? (await this.findDriverInfo(userId));
    const user = await this.users.findById(userId);
    const policy = await this.repo.findPolicy(userId);
    if (!user || !policy) throw notFound(driverMessages.notFound);
    return { info, user, policy, powerOnly: await this.repo.findPowerOnly(userId) };
  }

  private toRecord({ info, user, policy, powerOnly }: DriverRows) {
    return {
      info: this.users.toWire(user),
      extraData: {
        driverpolicy: { data: toPolicyWire(policy) },
        driverinformation: {
          data: toInformationWire(info, {
            powerOnly,
            dispatcherId: user.dispatcherId,
            // Unreadable under another server key: answered empty, for the office to enter again.
            logbookPassword: this.cipher.decrypt(info.logbookPasswordEncrypted) ?? '',
          }),
        },
      },
    };
  }

  /**
   * DELETE /user/{id}: the users service deletes (and keeps a back-office user's delete in the trail); a
   * driver's delete is kept here, as the driver was, in the same transaction.
   */
  async deleteUser(id: number, actor: Principal, version?: ExpectedVersion): Promise<UserRow> {
    return this.uow.transaction(async () => {
      const user = await this.users.findById(id);
      const before = user?.group === GROUPS.drivers ? await this.recordOrUser(user) : undefined;
      const deleted = await this.users.delete(id, actor, version);
      if (before) await this.audit.deleted(driverTarget(id), before);
      return deleted;
    });
  }

  async list(query: FindDriversQuery): Promise<{ items: DriverRow[]; meta: ListMeta }> {
    const request = pageRequest(query);
    const { rows, total } = await this.queries.list(query.search ? { search: query.search } : {}, {
      offset: request.offset,
      limit: request.take,
    });
    const trucks = await this.trucks.currentTrucks(rows.map((r) => r.id));
    return {
      items: rows.map((row) => toDriverRow(row, trucks.get(row.id))),
      meta: toListMeta(pageInfo(request, total)),
    };
  }

  /** Every driver of the list, a batch at a time, as the list shows them (`format=csv`). */
  async *csvRows(search: string | undefined): AsyncGenerator<DriverRow[]> {
    for await (const rows of this.queries.batches(search ? { search } : {})) {
      const trucks = await this.trucks.currentTrucks(rows.map((r) => r.id));
      yield rows.map((row) => toDriverRow(row, trucks.get(row.id)));
    }
  }

  /** State 1 ("Drivers created") counts every driver; the others count drivers in that status. */
  countByState(state: number): Promise<number> {
    return this.repo.countByStatus(state === DRIVER_STATUS.created ? undefined : state);
  }

  async owners() {
    const rows = await this.queries.owners();
    return rows.map((row) => ({
      id: row.id,
      name: `${row.firstName} ${row.lastName}`.trim(),
      owner: row.ownerName,
      ownerEmail: row.ownerEmail,
      ownerCell: row.ownerCell,
      driver_owner: row.ownership === 'driver_owner',
    }));
  }

  /**
   * PUT /user/{id} {status, comment}, at the version the request expects (the driver's user's, which a status
   * change leaves as it is: answered): the change and its history row commit together. A driver leaving "to be
   * approved" was reviewed: the awaiting-approval notification is withdrawn.
   */
  async changeStatus(
    userId: number,
    body: DriverStatusBody,
    actor: Principal,
    version?: ExpectedVersion,
  ): Promise<number> {
    const actorName = await this.users.nameOf(actor.userId);
    const saved = await this.audit.edit(driverTarget(userId), async () => {
      const locked = found(await this.repo.lockInformation(userId), driverMessages.notFound);
      const before = await this.rowsOf(userId, locked);
      assertVersion(before.user.version, version);
      if (locked.status === body.status) throw conflict(driverMessages.sameStatus);
      const info = found(await this.repo.setStatus(userId, body.status), driverMessages.notFound);
      await this.repo.appendHistory({
        driverId: userId,
        fromStatus: locked.status,
        toStatus: body.status,
        comment: body.comment ?? '',
        changedBy: actor.userId,
        changedByName: actorName,
      });
      if (locked.status === DRIVER_STATUS.toBeApproved) {
        await this.notifications.withdraw({ type: 'driver', id: userId }, 'driver_awaiting_approval');
      }
      const comment = body.comment?.trim();
      const summary = `Status ${statusName(locked.status)} → ${statusName(body.status)}${comment ? `: ${comment}` : ''}`;
      return {
        before: this.toRecord(before),
        after: this.toRecord({ ...before, info }),
        version: before.user.version,
        options: { action: 'status', summary },
      };
    });
    return saved.version;
  }

  private userInput(body: DriverFormBody) {
    return {
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email,
      phone: body.phone,
      ...(body.password ? { password: body.password } : {}),
      dispatcherId: body.dispatcher_id ?? null,
    };
  }

  /** A driver without their information (made outside the driver form) is kept as the user they are. */
  private async recordOrUser(user: UserRow) {
    return (await this.repo.findInformation(user.id)) ? this.record(user.id) : this.users.toWire(user);
  }

  private async findDriverInfo(userId: number) {
    return found(await this.repo.findInformation(userId), driverMessages.notFound);
  }
}
