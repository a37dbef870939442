import { BROKER_STATUS } from '@fletx/contract/brokers';
import { DRIVER_STATUS } from '@fletx/contract/drivers';
import {
  ACTIONS_NEEDING_COMMENT,
  type DriverAction,
  isLoadStatusId,
  LOAD_STATUS,
  LOAD_STATUS_IDS,
  LOAD_STATUS_NAMES,
  type LoadStatusId,
  type StaffAction,
  staffActionFor,
  transitionTarget,
} from '@fletx/contract/load-status';
import {
  LOCKED_STATUS_IDS,
  type Load,
  type LoadBody,
  type LoadDriverOption,
  type LoadExtraData,
  type LoadFormType,
  type LoadInstruction,
  type LoadMetrics,
  type LoadTransaction,
  loadMessages,
  TRANSACTION_TYPE,
  TRANSACTION_TYPES,
} from '@fletx/contract/loads';
import { messages } from '@fletx/contract/messages';
import { can } from '@fletx/contract/roles';
import type { DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { dollarsToCents } from '../../lib/money';
import type { BookingsService } from '../bookings/bookings.service';
import type { BrokersService } from '../brokers/brokers.service';
import type { NotificationsService } from '../notifications/notifications.service';
import {
  fromLoadBody,
  toHistoryWire,
  toInstructionWire,
  toLoadWire,
  toTransactionWire,
} from './loads.mapper';
import { type LoadPageOptions, type LoadRow, LoadsRepository } from './loads.repository';

/**
 * The status changes staff are notified of (the bell): a driver's answer, a delivery (the driver's step to
 * Delivered: the service can be ended), an end, a cancellation, a decline, an approved delivery.
 */
const NOTIFIED_ACTIONS: ReadonlyArray<StaffAction | DriverAction> = [
  'accept',
  'refuse',
  'endService',
  'cancel',
  'decline',
  'approveDelivery',
];
const notifies = (action: StaffAction | DriverAction, to: number) =>
  NOTIFIED_ACTIONS.includes(action) || (action === 'advance' && to === LOAD_STATUS.delivered);

/** Who acts on a load: a back-office user or a driver (the access token's principal). */
export interface LoadActor {
  userId: number;
  role: string;
}

export interface TransitionResult {
  load: Load;
  from: LoadStatusId;
  to: LoadStatusId;
  action: StaffAction | DriverAction;
}

const name = (id: number) => LOAD_STATUS_NAMES[id as LoadStatusId] ?? String(id);
const fieldError = (path: string, message: string) =>
  new AppError('ValidationError', message, [{ path, message }]);

/** Loads (spec loads §2–§4, §7 Loads and Financial; DESIGN.md "Load statuses", "Money and time"). */
export class LoadsService {
  private readonly repo: LoadsRepository;

  constructor(
    private readonly db: DbOrTx,
    private readonly brokers: BrokersService,
    private readonly bookings: BookingsService,
    /** Staff hear of the changes worth knowing (NOTIFIED_ACTIONS); demo data and unit tests go without. */
    private readonly notifications?: Pick<NotificationsService, 'publish'>,
  ) {
    this.repo = new LoadsRepository(db);
  }

  /**
   * A load from the load form: a new load starts at 2 (New), an old load at 13 (Old load). The history gets
   * its first row and, with a trip rate, the ledger its first entry.
   */
  async create(
    body: LoadBody,
    actor: LoadActor,
    typeForm: LoadFormType = body.typeForm,
    /** When it was entered (demo data replays past trips); default: now. */
    at?: Date,
  ): Promise<Load> {
    return this.db.transaction(async (tx) => {
      await this.assertBrokerChoosable(body.broker_id, tx);
      await this.assertDriverChoosable(body.user_id, tx);
      const status = typeForm === 'old' ? LOAD_STATUS.oldLoad : LOAD_STATUS.new;
      const row = await this.repo.insert(
        { ...fromLoadBody(body), statusId: status, ...(at ? { createdAt: at, updatedAt: at } : {}) },
        tx,
      );
      await this.recordCreation(row, actor, typeForm === 'old' ? 'Old load entered' : '', tx, at);
      return this.get(row.id, tx);
    });
  }

  /**
   * Every field of the form; a changed broker or driver must be approved; finished loads are locked. A load
   * its driver refused (3) goes back to New (2) for the driver chosen instead ('reassign').
   */
  async update(id: number, body: LoadBody, actor: LoadActor): Promise<Load> {
    return this.db.transaction(async (tx) => {
      const current = await this.repo.lock(id, tx);
      if (!current) throw notFound(loadMessages.notFound);
      if ((LOCKED_STATUS_IDS as ReadonlyArray<number>).includes(current.statusId))
        throw conflict(loadMessages.locked(name(current.statusId)));
      const driverChanged = current.driverId !== body.user_id;
      if (current.brokerId !== body.broker_id) await this.assertBrokerChoosable(body.broker_id, tx);
      if (driverChanged) await this.assertDriverChoosable(body.user_id, tx);
      const values = fromLoadBody(body);
      await this.repo.update(id, values, tx);
      await this.syncTripRate(id, values.tripRateCents ?? null, actor, tx);
      if (driverChanged && current.statusId === LOAD_STATUS.refusedByDriver) {
        const driver = await this.repo.user(body.user_id, tx);
        const comment = driver ? loadMessages.reassignedTo(`${driver.firstName} ${driver.lastName}`) : '';
        await this.transition(id, 'reassign', actor, comment, tx);
      }
      return this.get(id, tx);
    });
  }

  /** A booking becomes a load awaiting confirmation (16), without a driver; once per booking. */
  async fromBooking(bookingId: number, actor: LoadActor): Promise<Load> {
    return this.db.transaction(async (tx) => {
      const booking = await this.bookings.get(bookingId, tx);
      const existing = await this.repo.findByBooking(bookingId, tx);
      if (existing) throw conflict(loadMessages.bookingAlreadyLoad(existing.id));
      const row = await this.repo.insert(
        {
          idNumber: booking.idNumber,
          statusId: LOAD_STATUS.awaitingConfirmation,
          brokerId: booking.loadBrokerId,
          bookingId: booking.id,
          driverId: null,
          distanceMiles: booking.distance,
          pickupOpenAt: new Date(booking.openTimePickup),
          pickupCloseAt: new Date(booking.closeTimePickup),
          pickupFacility: booking.nameLocationPickup,
          pickupZip: booking.postalCodePickup,
          pickupState: booking.stateCodePickup,
          pickupCity: booking.cityPickup,
          pickupLat: booking.latPickup,
          pickupLng: booking.lngPickup,
          deliveryOpenAt: booking.openTimeDelivery ? new Date(booking.openTimeDelivery) : null,
          deliveryCloseAt: booking.closeTimeDelivery ? new Date(booking.closeTimeDelivery) : null,
          deliveryFacility: booking.nameLocationDelivery,
          deliveryZip: booking.postalCodeDelivery,
          deliveryState: booking.stateCodeDelivery,
          deliveryCity: booking.cityDelivery,
          deliveryLat: booking.latDelivery,
          deliveryLng: booking.lngDelivery,
          productName: booking.productName,
          tripRateCents: booking.freightCompany === null ? null : dollarsToCents(booking.freightCompany),
          weightLbs: booking.loadWeight,
          instructions: booking.instruction,
          trailerTypeId: booking.trailerType,
          trailerDimensions: booking.lenght,
          loadType: booking.loadType,
        },
        tx,
      );
      await this.recordCreation(row, actor, `From booking ${booking.idNumber}`, tx);
      return this.get(row.id, tx);
    });
  }

  async get(id: number, db?: DbOrTx): Promise<Load> {
    const row = await this.repo.findById(id, db);
    if (!row) throw notFound(loadMessages.notFound);
    return toLoadWire(row);
  }

  /** The load's driver, status, driver information, truck and trailer, and its history. */
  async extras(load: Load, db?: DbOrTx): Promise<LoadExtraData> {
    const historyRows = await this.repo.history(load.id, db);
    const driver = load.user_id === null ? undefined : await this.repo.driver(load.user_id, db);
    const user = load.user_id === null ? undefined : await this.repo.user(load.user_id, db);
    const { vehicle, trailer } =
      load.user_id === null
        ? { vehicle: undefined, trailer: undefined }
        : await this.repo.equipmentOf(load.user_id, db);
    return {
      user: user
        ? {
            id: user.id,
            first_name: user.firstName,
            last_name: user.lastName,
            email: user.email,
            phone: user.phone,
          }
        : null,
      loadbookStatus: { id: load.loadbook_status_id, name: load.status_name },
      driverInformation:
        driver && driver.status !== null ? { status: driver.status, license_number: null } : null,
      vehicle: vehicle
        ? {
            id: vehicle.id,
            licenseplate_number: vehicle.plateNumber,
            unit_number: vehicle.unitNumber,
            vin_number: vehicle.vinNumber,
            year: vehicle.year,
            make: vehicle.make,
            model: vehicle.model,
          }
        : null,
      trailer: trailer
        ? {
            id: trailer.id,
            trailer_number: trailer.trailerNumber,
            licenseplate_number: trailer.plateNumber,
            vin: trailer.vin,
            type_id: trailer.typeId,
            type_name: trailer.typeName,
            size: trailer.sizeOther ?? trailer.sizeName,
          }
        : null,
      previous_status_id: previousStatus(load.loadbook_status_id, historyRows) ?? null,
      history: historyRows.map(toHistoryWire),
    };
  }

  async find(id: number) {
    const load = await this.get(id);
    return { info: [load], extraData: await this.extras(load) };
  }

  async detail(id: number) {
    const load = await this.get(id);
    const [extraData, instructions, totalCents] = await Promise.all([
      this.extras(load),
      this.instructions(id),
      this.repo.ledgerTotalCents(id),
    ]);
    return { info: load, extraData, instructions, total: totalCents / 100 };
  }

  async list(options: Omit<LoadPageOptions, 'limit' | 'offset'>, paging: { page: number; take: number }) {
    const { rows, total } = await this.repo.page({
      ...options,
      limit: paging.take,
      offset: (paging.page - 1) * paging.take,
    });
    const info = rows.map(toLoadWire);
    const driverIds = [...new Set(info.flatMap((l) => (l.user_id === null ? [] : [l.user_id])))];
    const users = (await this.repo.users(driverIds)).map((u) => ({
      id: u.id,
      first_name: u.firstName,
      last_name: u.lastName,
      email: u.email,
      phone: u.phone,
    }));
    const status = LOAD_STATUS_IDS.map((id) => ({ id, name: LOAD_STATUS_NAMES[id] }));
    return { info, total, users, status };
  }

  async counts() {
    const { active, finished } = await this.repo.countFinished();
    return { active, inactive: finished, total: active + finished };
  }

  async metrics(): Promise<LoadMetrics> {
    const [{ active, finished }, byStatus, cancelled] = await Promise.all([
      this.repo.countFinished(),
      this.repo.countByStatus(),
      this.repo.countHistoryTo(LOAD_STATUS.cancelled),
    ]);
    return {
      active,
      finished,
      total: active + finished,
      cancelled,
      byStatus: LOAD_STATUS_IDS.map((id) => ({
        id,
        name: LOAD_STATUS_NAMES[id],
        count: byStatus.find((s) => s.statusId === id)?.n ?? 0,
      })),
    };
  }

  /** Event type 14 is a cancellation: how many times a load was moved to Cancelled (1). */
  async countEvents(type: number): Promise<number> {
    if (type !== 14) return 0;
    return this.repo.countHistoryTo(LOAD_STATUS.cancelled);
  }

  /**
   * THE way a load changes status: locks the row, checks the transition (409 otherwise), writes the
   * history and answers the new state. Cancelling needs a comment ('There must be new comments'); approving
   * a delivery needs the approveDeliveries permission; confirming needs a driver.
   */
  async transition(
    loadId: number,
    action: StaffAction | DriverAction,
    actor: LoadActor,
    comment = '',
    db: DbOrTx = this.db,
    /** When it happened (demo data replays past trips); default: now. */
    at?: Date,
  ): Promise<TransitionResult> {
    const text = comment.trim();
    if ((ACTIONS_NEEDING_COMMENT as ReadonlyArray<string>).includes(action) && text === '')
      throw fieldError('body.comment', messages.newComments);
    if (action === 'approveDelivery' && !can(actor.role, 'approveDeliveries')) throw forbidden();
    return db.transaction(async (tx) => {
      const row = await this.repo.lock(loadId, tx);
      if (!row) throw notFound(loadMessages.notFound);
      const from = row.statusId;
      if (!isLoadStatusId(from)) throw conflict(loadMessages.actionNotAllowed(action, String(from)));
      const history = await this.repo.history(loadId, tx);
      const to = transitionTarget(action, from, previousStatus(from, history));
      if (to === undefined) throw conflict(loadMessages.actionNotAllowed(action, name(from)));
      if (action === 'confirm' && row.driverId === null) throw conflict(loadMessages.needsDriver);
      await this.repo.update(loadId, { statusId: to }, tx);
      await this.repo.addHistory(
        {
          loadId,
          fromStatus: from,
          toStatus: to,
          action,
          comment: text,
          changedBy: actor.userId,
          changedByName: await this.actorName(actor, tx),
          ...(at ? { changedAt: at } : {}),
        },
        tx,
      );
      const load = await this.get(loadId, tx);
      if (this.notifications && notifies(action, to) && !at) {
        await this.notifications.publish(
          {
            type: 'load_status',
            title: `Load ${load.id_number}: ${name(to)}`,
            body: [`${name(from)} → ${name(to)} by ${await this.actorName(actor, tx)}`, text]
              .filter(Boolean)
              .join('. '),
            entity: { type: 'load', id: loadId },
          },
          tx,
        );
      }
      return { load, from, to, action };
    });
  }

  /**
   * `PUT /loadbook/update/{id}`: the staff action that leads from the current status to `target`
   * (staffActionFor), or a 409 when none does.
   */
  async changeStatus(loadId: number, target: number, actor: LoadActor, comment: string) {
    const row = await this.repo.findById(loadId);
    if (!row) throw notFound(loadMessages.notFound);
    const from = row.statusId;
    if (!isLoadStatusId(from) || !isLoadStatusId(target))
      throw conflict(loadMessages.transitionNotAllowed(name(from), name(target)));
    const history = await this.repo.history(loadId);
    const action = staffActionFor(from, target, previousStatus(from, history));
    if (!action) throw conflict(loadMessages.transitionNotAllowed(name(from), name(target)));
    return this.transition(loadId, action, actor, comment);
  }

  // Approved drivers for the driver select

  async driverOptions(): Promise<LoadDriverOption[]> {
    const rows = await this.repo.driversWithStatus(DRIVER_STATUS.active);
    return rows.map((d) => ({ id: d.id, name: `${d.firstName} ${d.lastName}`, truck: d.plate }));
  }

  // Instructions

  async instructions(loadId: number): Promise<LoadInstruction[]> {
    await this.get(loadId);
    return (await this.repo.instructions(loadId)).map(toInstructionWire);
  }

  async createInstruction(loadId: number, text: string, actor: LoadActor): Promise<LoadInstruction> {
    return this.db.transaction(async (tx) => {
      await this.get(loadId, tx);
      const [existing] = await this.repo.instructions(loadId, tx);
      if (existing) throw conflict(loadMessages.instructionExists);
      return toInstructionWire(
        await this.repo.insertInstruction({ loadId, text, updatedBy: actor.userId }, tx),
      );
    });
  }

  async updateInstruction(id: number, text: string, actor: LoadActor): Promise<LoadInstruction> {
    const row = await this.repo.updateInstruction(id, text, actor.userId);
    if (!row) throw notFound(loadMessages.instructionNotFound);
    return toInstructionWire(row);
  }

  // Ledger

  async transactions(loadId: number): Promise<LoadTransaction[]> {
    await this.get(loadId);
    return (await this.repo.transactions(loadId)).map(toTransactionWire);
  }

  /** An accessorial, deduction or advance; `amount` is positive USD, the type gives the sign. */
  async addTransaction(
    input: { loadId: number; typeId: number; amount: number; comment: string },
    actor: LoadActor,
    db: DbOrTx = this.db,
  ): Promise<LoadTransaction> {
    const type = TRANSACTION_TYPES.find((t) => t.id === input.typeId);
    if (!type) throw fieldError('body.transaction_type_id', loadMessages.transactionType);
    if (!type.manual) throw badRequest(loadMessages.transactionManual);
    return db.transaction(async (tx) => {
      const load = await this.repo.lock(input.loadId, tx);
      if (!load) throw notFound(loadMessages.notFound);
      const row = await this.repo.insertTransaction(
        {
          loadId: input.loadId,
          typeId: type.id,
          amountCents: type.sign * dollarsToCents(input.amount),
          comment: input.comment.trim(),
          createdBy: actor.userId,
          createdByName: await this.actorName(actor, tx),
        },
        tx,
      );
      return toTransactionWire(row);
    });
  }

  // Helpers

  private async recordCreation(row: LoadRow, actor: LoadActor, comment: string, tx: DbOrTx, at?: Date) {
    const actorName = await this.actorName(actor, tx);
    await this.repo.addHistory(
      {
        loadId: row.id,
        fromStatus: null,
        toStatus: row.statusId,
        action: 'create',
        comment,
        changedBy: actor.userId,
        changedByName: actorName,
        ...(at ? { changedAt: at } : {}),
      },
      tx,
    );
    if (row.tripRateCents !== null) {
      await this.repo.insertTransaction(
        {
          loadId: row.id,
          typeId: TRANSACTION_TYPE.tripRate,
          amountCents: row.tripRateCents,
          comment: 'Trip rate',
          createdBy: actor.userId,
          createdByName: actorName,
          ...(at ? { createdAt: at } : {}),
        },
        tx,
      );
    }
  }

  /** The trip-rate entry follows the load's trip rate: changed, added, or removed with it. */
  private async syncTripRate(loadId: number, cents: number | null, actor: LoadActor, tx: DbOrTx) {
    const entry = await this.repo.tripRateEntry(loadId, tx);
    if (entry && cents === null) await this.repo.deleteTransaction(entry.id, tx);
    else if (entry && cents !== null && entry.amountCents !== cents)
      await this.repo.setTransactionAmount(entry.id, cents, tx);
    else if (!entry && cents !== null)
      await this.repo.insertTransaction(
        {
          loadId,
          typeId: TRANSACTION_TYPE.tripRate,
          amountCents: cents,
          comment: 'Trip rate',
          createdBy: actor.userId,
          createdByName: await this.actorName(actor, tx),
        },
        tx,
      );
  }

  private async actorName(actor: LoadActor, db: DbOrTx): Promise<string> {
    const user = await this.repo.user(actor.userId, db);
    return user ? `${user.firstName} ${user.lastName}` : `User ${actor.userId}`;
  }

  private async assertBrokerChoosable(brokerId: number, db: DbOrTx): Promise<void> {
    const broker = await this.brokers.find(brokerId, db);
    if (!broker) throw fieldError('body.broker_id', loadMessages.brokerNotFound);
    if (broker.status !== BROKER_STATUS.approved)
      throw conflict(loadMessages.brokerNotApproved(broker.brokerName, broker.status));
  }

  private async assertDriverChoosable(driverId: number, db: DbOrTx): Promise<void> {
    const driver = await this.repo.driver(driverId, db);
    if (driver?.group !== 'drivers') throw fieldError('body.user_id', loadMessages.driverNotFound);
    if (driver.status !== DRIVER_STATUS.active)
      throw conflict(loadMessages.driverNotApproved(`${driver.firstName} ${driver.lastName}`));
  }
}

/** The status before the latest cancellation request, when the load is at 15. */
function previousStatus(
  current: number,
  history: ReadonlyArray<{ fromStatus: number | null; toStatus: number }>,
): LoadStatusId | undefined {
  if (current !== LOAD_STATUS.cancellationRequested) return undefined;
  for (let i = history.length - 1; i >= 0; i--) {
    const entry = history[i];
    if (entry && entry.toStatus === LOAD_STATUS.cancellationRequested && entry.fromStatus !== null)
      return isLoadStatusId(entry.fromStatus) ? entry.fromStatus : undefined;
  }
  return undefined;
}
