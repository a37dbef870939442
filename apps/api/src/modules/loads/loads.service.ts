import { BROKER_STATUS, type Broker } from '@fletx/contract/brokers';
import { DRIVER_STATUS } from '@fletx/contract/drivers';
import { LOAD_EVENT_TYPE, type LoadMetrics, type RevenueWeek } from '@fletx/contract/load-metrics';
import type { LoadExtraData, LoadListResponse } from '@fletx/contract/load-responses';
import { LOAD_STATUS, LOCKED_STATUS_IDS } from '@fletx/contract/load-status';
import {
  type Load,
  type LoadBody,
  type LoadDriverOption,
  type LoadFormType,
  loadMessages,
} from '@fletx/contract/loads';
import { deliveryOpensBeforePickup } from '@fletx/contract/stops';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditTrail } from '../../lib/audit-trail';
import type { CarrierClock } from '../../lib/carrier-day';
import { conflict, found } from '../../lib/errors';
import { centsToDollars } from '../../lib/money';
import type { PageRequest } from '../../lib/paging';
import { type ExpectedVersion, foundAtVersion, type Saved } from '../../lib/record-version';
import type { BookingsService } from '../bookings/bookings.service';
import type { BrokersService } from '../brokers/brokers.service';
import type { ComplianceService } from '../compliance/compliance.service';
import type { ReferenceNames } from '../parametrics/parametrics.service';
import type { LoadDriversQueries } from '../read-model/load-drivers.queries';
import type { LoadPageOptions, LoadsQueries, LoadWithNames } from '../read-model/loads.queries';
import type { UsersService } from '../users/users.service';
import { assertDriverChoosable, driverChange, reassignIfRefused } from './load-driver-change';
import type { LoadInstructionsService } from './load-instructions.service';
import type { LoadLedgerService } from './load-ledger.service';
import type { LoadLifecycleService, TransitionResult } from './load-lifecycle.service';
import { type LoadMiles, stopsChanged } from './load-miles';
import { revenueWindow, toRevenueWeeks } from './load-revenue';
import { LoadRevenueRepository } from './load-revenue.repository';
import { fieldError, type LoadActor } from './loads.common';
import {
  fromBooking,
  fromLoadBody,
  loadStatusName,
  toCountsWire,
  toDriverOption,
  toExtrasWire,
  toLoadPage,
  toLoadWire,
  toMetricsWire,
} from './loads.mapper';
import { type LoadRow, LoadsRepository, type NewLoadRow } from './loads.repository';

const loadTarget = (id: number) => ({ type: 'load' as const, id });

export type { LoadActor } from './loads.common';

/**
 * The load record (docs/product.md "Loads", "Load form", "Load details"): loads entered with the form or
 * made from a booking, edited, read one at a time or in the active and finished lists, and counted.
 */
export class LoadsService {
  private readonly repo: LoadsRepository;
  private readonly revenueRepo: LoadRevenueRepository;

  constructor(
    private readonly uow: UnitOfWork,
    /** The loads with their names, the lists (read model). */
    private readonly queries: LoadsQueries,
    /** The drivers a load may be given, and what they drive (read model). */
    private readonly drivers: LoadDriversQueries,
    private readonly brokers: Pick<BrokersService, 'find'>,
    private readonly bookings: Pick<BookingsService, 'lockToConvert' | 'recordConverted'>,
    private readonly users: Pick<UsersService, 'nameOf'>,
    /** Whether a driver (and what they drive) may be dispatched (docs/product.md "Compliance"). */
    private readonly compliance: Pick<ComplianceService, 'checkDispatch' | 'blockReasons'>,
    private readonly lifecycle: LoadLifecycleService,
    private readonly ledger: LoadLedgerService,
    private readonly instructions: LoadInstructionsService,
    /** When a load is entered; the carrier's weeks of the revenue chart. */
    private readonly clock: CarrierClock,
    private readonly audit: AuditTrail,
    private readonly parametrics: ReferenceNames,
    /** Planned and deadhead miles from the stops (docs/product.md "Miles and IFTA"). */
    private readonly miles: LoadMiles,
  ) {
    this.repo = new LoadsRepository(uow);
    this.revenueRepo = new LoadRevenueRepository(uow);
  }

  /**
   * A load from the load form: a new load starts at 2 (New), an old load at 13 (Old load). The history gets
   * its first row and, with a trip rate, the ledger its first entry.
   */
  async create(body: LoadBody, actor: LoadActor, typeForm: LoadFormType = body.typeForm): Promise<Load> {
    const load = await this.uow.transaction(async () => {
      await this.assertBrokerChoosable(body.broker_id);
      await assertDriverChoosable(this.drivers, body.user_id);
      // An old load (13) records a trip already made: nobody is dispatched.
      const override =
        typeForm === 'old'
          ? undefined
          : await this.compliance.checkDispatch(body.user_id, actor, body.complianceOverride);
      const status = typeForm === 'old' ? LOAD_STATUS.oldLoad : LOAD_STATUS.new;
      const comment = [typeForm === 'old' ? 'Old load entered' : '', override ?? '']
        .filter(Boolean)
        .join('. ');
      return this.enter(
        { ...fromLoadBody(body), statusId: status, complianceOverride: override ?? null },
        actor,
        comment,
      );
    });
    this.miles.routeLater(load.id);
    return load;
  }

  /**
   * Every field of the form, at the version the request expects; a changed broker or driver must be approved;
   * finished loads are locked. A load its driver refused (3) goes back to New (2) for the driver chosen
   * instead ('reassign'). The load is locked and read with its names once; the answer is that row with the
   * stored one and the names of what changed.
   */
  async update(
    id: number,
    body: LoadBody,
    actor: LoadActor,
    version?: ExpectedVersion,
  ): Promise<Saved<Load>> {
    const saved = await this.audit.edit(loadTarget(id), async () => {
      const current = foundAtVersion(await this.repo.lockById(id), version, loadMessages.notFound);
      const named = found(await this.queries.byId(id), loadMessages.notFound);
      const changed = await this.change(current, named, body, actor, version);
      return { before: toLoadWire(named), after: changed.data, version: changed.version };
    });
    if (saved.data.plannedMilesEstimated) this.miles.routeLater(id);
    return saved;
  }

  /** The update itself, on the locked row. */
  private async change(
    current: LoadRow,
    named: LoadWithNames,
    body: LoadBody,
    actor: LoadActor,
    version: ExpectedVersion,
  ): Promise<Saved<Load>> {
    const id = current.id;
    if ((LOCKED_STATUS_IDS as ReadonlyArray<number>).includes(current.statusId))
      throw conflict(loadMessages.locked(loadStatusName(current.statusId)));
    const broker =
      current.brokerId === body.broker_id ? undefined : await this.assertBrokerChoosable(body.broker_id);
    const driver = await driverChange(
      { drivers: this.drivers, compliance: this.compliance },
      current,
      body.user_id,
      actor,
      body.complianceOverride,
    );
    const body_ = fromLoadBody(body);
    const replanned = stopsChanged(current, body_) || current.driverId !== body_.driverId;
    const values = replanned ? { ...body_, ...(await this.miles.ofEntry({ ...current, ...body_ })) } : body_;
    const stored = found(
      await this.repo.update(
        id,
        driver ? { ...values, complianceOverride: driver.overrideNote ?? null } : values,
        version,
      ),
      loadMessages.notFound,
    );
    await this.ledger.followTripRate(id, values.tripRateCents ?? null, actor);
    const moved =
      driver && (await reassignIfRefused(this.lifecycle, id, driver, actor, body.complianceOverride));
    if (moved) return { data: moved.load, version: moved.version };
    const trailerTypeName =
      stored.trailerTypeId === named.trailerTypeId
        ? named.trailerTypeName
        : await this.parametrics.nameOf('trailerTypes', stored.trailerTypeId);
    const names = {
      brokerName: broker?.brokerName ?? named.brokerName,
      trailerTypeName,
      ...(driver && { driverFirstName: driver.firstName, driverLastName: driver.lastName }),
    };
    return { data: toLoadWire({ ...named, ...stored, ...names }), version: stored.version };
  }

  /** A booking becomes a load awaiting confirmation (16), without a driver; once per booking. */
  async fromBooking(bookingId: number, actor: LoadActor): Promise<Load> {
    return this.uow
      .transaction(async () => {
        const booking = await this.bookings.lockToConvert(bookingId);
        const existing = await this.repo.findByBooking(bookingId);
        if (existing) throw conflict(loadMessages.bookingAlreadyLoad(existing.id));
        // A booking saved before its stops' order was checked would hand the load the same wrong order.
        const opening = (stop: 'Pickup' | 'Delivery') => ({
          open: booking[`openTime${stop}`],
          state: booking[`stateCode${stop}`],
        });
        if (deliveryOpensBeforePickup(opening('Pickup'), opening('Delivery')))
          throw conflict(loadMessages.bookingStopsOutOfOrder);
        const values = { ...fromBooking(booking), statusId: LOAD_STATUS.awaitingConfirmation };
        const load = await this.enter(values, actor, `From booking ${booking.idNumber}`);
        await this.bookings.recordConverted(bookingId, load.id_number);
        return load;
      })
      .then((load) => {
        this.miles.routeLater(load.id);
        return load;
      });
  }

  /**
   * The load's status, its row locked until the end of the open transaction (so a status change waits for
   * the caller's work, and the other way round); undefined when there is no such load.
   */
  async lockStatus(id: number): Promise<number | undefined> {
    return (await this.repo.lockById(id))?.statusId;
  }

  async get(id: number): Promise<Load> {
    const row = found(await this.queries.byId(id), loadMessages.notFound);
    return toLoadWire(row);
  }

  /** The load's driver, status, driver information, truck and trailer, and its history. */
  async extras(load: Load): Promise<LoadExtraData> {
    const driverId = load.user_id;
    const [history, driver, { vehicle, trailer }] = await this.uow.all(
      () => this.lifecycle.historyOf({ id: load.id, statusId: load.loadbook_status_id }),
      async () => (driverId === null ? undefined : this.drivers.driver(driverId)),
      async () =>
        driverId === null ? { vehicle: undefined, trailer: undefined } : this.drivers.equipmentOf(driverId),
    );
    return toExtrasWire(load, {
      user: driver,
      driverStatus: driver?.status,
      licenseNumber: driver?.cdlNumber ?? null,
      vehicle,
      trailer,
      previousStatus: history.previousStatus,
      history: history.rows,
    });
  }

  /** `GET /loadbook/find/{id}`: the load and its extras. */
  async find(id: number) {
    const load = await this.get(id);
    return { info: [load], extraData: await this.extras(load) };
  }

  /** `GET /loadbook/loadbookDetail`: the load, its extras, its instructions and its ledger total. */
  async detail(id: number) {
    const load = await this.get(id);
    const [extraData, instructions, totalCents] = await this.uow.all(
      () => this.extras(load),
      () => this.instructions.of(id),
      () => this.ledger.totalCents(id),
    );
    return { info: load, extraData, instructions, total: centsToDollars(totalCents) };
  }

  async list(options: LoadPageOptions, paging: PageRequest): Promise<LoadListResponse['data']> {
    const { rows, total } = await this.queries.page(options, paging);
    return toLoadPage(rows, total, paging);
  }

  /** Every load of the list, a batch at a time, as the list shows them (`format=csv`). */
  async *csvRows(options: LoadPageOptions): AsyncGenerator<Load[]> {
    for await (const rows of this.queries.batches(options)) yield rows.map(toLoadWire);
  }

  async counts() {
    return toCountsWire(await this.repo.countFinished());
  }

  /** `GET /api/loads/stats/revenue`: per ISO week, the loads delivered and their trip rates plus accessorials. */
  async revenue(weeks: number): Promise<RevenueWeek[]> {
    const days = await this.clock.days();
    const window = revenueWindow(days, weeks);
    const rows = await this.revenueRepo.weekly(window.from, window.to, days.timeZone);
    return toRevenueWeeks(window.mondays, rows);
  }

  async metrics(): Promise<LoadMetrics> {
    const [counts, byStatus, cancelled] = await this.uow.all(
      () => this.repo.countFinished(),
      () => this.repo.countByStatus(),
      () => this.lifecycle.countEvents(LOAD_EVENT_TYPE.cancelled),
    );
    return toMetricsWire(counts, byStatus, cancelled);
  }

  /**
   * The load form's driver select: approved drivers, with their truck's plate and why compliance blocks them
   * (docs/product.md "Compliance").
   */
  async driverOptions(): Promise<LoadDriverOption[]> {
    const rows = await this.drivers.driversWithStatus(DRIVER_STATUS.active);
    const reasons = await this.compliance.blockReasons(rows.map((r) => r.id));
    return rows.map((row) => toDriverOption(row, reasons.get(row.id)));
  }

  /**
   * A load changes status (LoadLifecycleService.transition), for the modules that move loads: tracking
   * (the driver's steps), reports (a cancellation request) and delivery approval; `at`: when a driver's phone
   * says it happened.
   */
  transition(...change: Parameters<LoadLifecycleService['transition']>): Promise<TransitionResult> {
    return this.lifecycle.transition(...change);
  }

  /** A new load, its first history row and, with a trip rate, its ledger's first entry; kept in the trail. */
  private async enter(
    values: Omit<NewLoadRow, 'createdAt' | 'updatedAt'>,
    actor: LoadActor,
    comment: string,
  ): Promise<Load> {
    const entered = this.clock.now();
    const miles = await this.miles.ofEntry({ ...values, id: 0, driverId: values.driverId ?? null });
    const row = await this.repo.insert({ ...values, ...miles, createdAt: entered, updatedAt: entered });
    const at = this.clock.now();
    const by = { userId: actor.userId, name: await this.users.nameOf(actor.userId), at };
    await this.lifecycle.recordCreation(row, by, comment);
    await this.ledger.open(row, by);
    const load = await this.get(row.id);
    await this.audit.created(loadTarget(row.id), load, comment ? { summary: comment } : {});
    return load;
  }

  /** The broker, when it may be chosen: it exists (400) and is approved (409). */
  private async assertBrokerChoosable(brokerId: number): Promise<Broker> {
    const broker = await this.brokers.find(brokerId);
    if (!broker) throw fieldError('body.broker_id', loadMessages.brokerNotFound);
    if (broker.status !== BROKER_STATUS.approved)
      throw conflict(loadMessages.brokerNotApproved(broker.brokerName, broker.status));
    return broker;
  }
}
