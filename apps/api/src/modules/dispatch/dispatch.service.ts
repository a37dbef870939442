import {
  type AssignBody,
  type AssignResult,
  type BoardQuery,
  type DispatchBoard,
  type DispatchWarnings,
  dispatchMessages,
  TIME_OFF_LABELS,
  type TimeOff,
  type TimeOffBody,
  type WarningsQuery,
} from '@fletx/contract/dispatch';
import {
  CYCLE_DAYS,
  colliding,
  drivingAvailable,
  drivingMinutes,
  hoursLeft,
  trailerClash,
} from '@fletx/contract/dispatch-rules';
import { loadMessages } from '@fletx/contract/loads';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../lib/clock';
import { AppError, found, notFound } from '../../lib/errors';
import { groupBy } from '../../lib/group-by';
import type { LiveEvents } from '../../lib/live-events';
import type { ExpectedVersion } from '../../lib/record-version';
import type { ComplianceService } from '../compliance/compliance.service';
import type { LoadAssignmentService } from '../loads/load-assignment.service';
import type { LoadActor } from '../loads/loads.service';
import type { DispatchBoardQueries } from '../read-model/dispatch-board.queries';
import {
  byPickup,
  numbersDuring,
  periodOf,
  proposedTrip,
  toBoardDriver,
  toBoardLoad,
  toTimeOff,
  tripOf,
  type WarnedTrip,
} from './dispatch.mapper';
import { TimeOffRepository } from './time-off.repository';

const DAY_MS = 86_400_000;
const asDate = (at: string) => new Date(at.length === 10 ? `${at}T00:00:00Z` : at);
const NO_WARNINGS: DispatchWarnings = {
  hosWarning: null,
  overlapWarning: null,
  timeOffWarning: null,
  trailerWarning: null,
};

/**
 * The dispatch board (docs/product.md "Dispatch board", docs/decisions/0047-dispatch-board.md): the week of
 * every active driver, the queue of loads without one, the assignment with its warnings, and time off.
 */
export class DispatchService {
  private readonly timeOffRepo: TimeOffRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: DispatchBoardQueries,
    private readonly compliance: Pick<ComplianceService, 'boardStates'>,
    private readonly assignment: Pick<LoadAssignmentService, 'assign'>,
    private readonly live: LiveEvents,
    private readonly clock: Clock,
  ) {
    this.timeOffRepo = new TimeOffRepository(uow);
  }

  /** `GET /api/dispatch/board`: a fixed number of statements for any number of drivers and loads. */
  async board(query: BoardQuery): Promise<DispatchBoard> {
    const from = asDate(query.from);
    const to = asDate(query.to);
    const now = this.clock.now().getTime();
    const [drivers, loads, placed, queue, timeOff] = await this.uow.all(
      () => this.queries.activeDrivers(),
      () => this.queries.driverLoads(from, to),
      () => this.queries.placeLoads(from, to, new Date(now)),
      () => this.queries.unassigned(to, query),
      () => this.queries.timeOff(from, to),
    );
    const ids = drivers.map((d) => d.id);
    const [events, states] = await this.uow.all(
      () => this.queries.dutyEvents(ids, new Date(now - CYCLE_DAYS * DAY_MS)),
      () => this.compliance.boardStates(ids),
    );
    const loadsOf = groupBy(byPickup(loads, placed), (l) => l.driverId);
    const eventsOf = groupBy(events, (e) => e.driverId);
    const timeOffOf = groupBy(timeOff, (t) => t.driverId);
    const period = { from: from.getTime(), to: to.getTime() };
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      drivers: drivers.map((driver) =>
        toBoardDriver(
          {
            driver,
            hos: hoursLeft(eventsOf.get(driver.id) ?? [], now),
            state: states.get(driver.id),
            loads: loadsOf.get(driver.id) ?? [],
            timeOff: timeOffOf.get(driver.id) ?? [],
          },
          period,
          now,
        ),
      ),
      // Picked up before the period's end at the facility's clock: the bar of a load dropped from the queue
      // starts within the week shown.
      unassigned: queue.filter((l) => periodOf(l).from < period.to).map(toBoardLoad),
    };
  }

  /**
   * How many loads the queue lists for a week ending at `to` (the Today screen): without a driver or refused
   * by theirs, picked up before `to` on their dock's clock, as `board` lists them.
   */
  async queueSize(to: Date): Promise<number> {
    const queue = await this.queries.unassigned(to, {});
    return queue.filter((l) => periodOf(l).from < to.getTime()).length;
  }

  /**
   * `POST /api/dispatch/assign`: the load's driver changed as the load form changes it (LoadAssignmentService),
   * heard live by every board; then the warnings, which never block (`warnings`).
   */
  async assign(
    body: AssignBody,
    actor: LoadActor,
    version: ExpectedVersion,
  ): Promise<AssignResult & { version: number }> {
    const saved = await this.assignment.assign(
      body.loadId,
      body.driverId,
      actor,
      version,
      body.complianceOverride,
    );
    await this.live.publish('load.assigned', {
      loadId: body.loadId,
      idNumber: saved.data.id_number,
      driverId: body.driverId,
      previousDriverId: saved.previousDriverId,
    });
    const load = found(await this.queries.load(body.loadId), loadMessages.notFound);
    const warnings = body.driverId === null ? NO_WARNINGS : await this.warnings(tripOf(load), body.driverId);
    return {
      load: toBoardLoad(load),
      previousDriverId: saved.previousDriverId,
      ...warnings,
      version: saved.version,
    };
  }

  /**
   * `GET /api/dispatch/warnings`: what giving the load — saved (`loadId`), or as a form proposes it — to the
   * driver would warn of, before anything is saved; the same rules as the assignment's.
   */
  async warningsFor(query: WarningsQuery): Promise<DispatchWarnings> {
    const stored = query.loadId === undefined ? undefined : await this.queries.load(query.loadId);
    if (query.loadId !== undefined && !stored) throw notFound(loadMessages.notFound);
    const { pickupOpen, pickupState, deliveryState } = query;
    const row =
      pickupOpen !== undefined && pickupState && deliveryState
        ? proposedTrip({ ...query, pickupOpen, pickupState, deliveryState }, stored)
        : stored;
    // The query's rule (warningsQuery) asks for one or the other.
    if (!row) throw notFound(loadMessages.notFound);
    return this.warnings(tripOf(row), query.driverId);
  }

  /**
   * What giving `trip` to the driver warns of: hours of service, overlap with their other loads, time off, a
   * trailer of another type. Each rule is in packages/contract/src/dispatch-rules.ts; four statements, each on
   * an index (driver, trailer; loads by pickup; time off; duty events).
   */
  private async warnings(trip: WarnedTrip, driverId: number): Promise<DispatchWarnings> {
    const { period } = trip;
    const now = this.clock.now().getTime();
    const [driver, others, timeOff, events] = await this.uow.all(
      () => this.queries.driverWithTrailerType(driverId),
      () => this.queries.driverLoads(new Date(period.from), new Date(period.to), [driverId]),
      () => this.queries.timeOff(new Date(Math.min(now, period.from)), new Date(period.to), [driverId]),
      () => this.queries.dutyEvents([driverId], new Date(now - CYCLE_DAYS * DAY_MS)),
    );
    if (!driver) throw notFound(dispatchMessages.driverNotFound);
    const name = `${driver.firstName} ${driver.lastName}`;
    const overlapping = numbersDuring(
      period,
      others.filter((o) => o.id !== trip.loadId),
    );
    const offs = timeOff.map((t) => ({ from: t.fromAt.getTime(), to: t.toAt.getTime(), kind: t.kind }));
    const offDuringTrip = colliding(period, offs)[0];
    const needed = trip.miles === null ? 0 : drivingMinutes(trip.miles);
    const left = drivingAvailable(hoursLeft(events, now), Math.max(now, period.from), trip.deadline, offs);
    const trailer = trailerClash(trip.trailerTypeId, driver.trailerTypeId);
    return {
      hosWarning: needed > left ? dispatchMessages.hosWarning(name, needed, left) : null,
      overlapWarning: overlapping.length > 0 ? dispatchMessages.overlapWarning(name, overlapping) : null,
      timeOffWarning: offDuringTrip
        ? dispatchMessages.timeOffWarning(name, TIME_OFF_LABELS[offDuringTrip.kind])
        : null,
      trailerWarning: trailer ? dispatchMessages.trailerWarning(name, trailer.pulled, trailer.wanted) : null,
    };
  }

  /**
   * `POST /api/dispatch/time-off`: a day off or home time of an active driver, with its message: the loads the
   * driver has during it are named (saved all the same: one of them may go to another driver).
   */
  async addTimeOff(body: TimeOffBody, actor: LoadActor): Promise<{ message: string; timeOff: TimeOff }> {
    const from = new Date(body.from);
    const to = new Date(body.to);
    const [[driver], loadsThen] = await this.uow.all(
      () => this.queries.activeDrivers(body.driverId),
      () => this.queries.driverLoads(from, to, [body.driverId]),
    );
    if (!driver)
      throw new AppError('ValidationError', dispatchMessages.driverNotFound, [
        { path: 'body.driverId', message: dispatchMessages.driverNotFound },
      ]);
    const during = numbersDuring({ from: from.getTime(), to: to.getTime() }, loadsThen);
    const row = await this.timeOffRepo.insert({
      driverId: body.driverId,
      kind: body.kind,
      fromAt: from,
      toAt: to,
      note: body.note || null,
      createdBy: actor.userId,
    });
    const message =
      during.length === 0
        ? dispatchMessages.timeOffCreated
        : dispatchMessages.timeOffOverLoads(`${driver.firstName} ${driver.lastName}`, during);
    return { message, timeOff: toTimeOff(row) };
  }

  /** `DELETE /api/dispatch/time-off/{id}`. */
  async removeTimeOff(id: number): Promise<TimeOff> {
    const row = found(await this.timeOffRepo.delete(id), dispatchMessages.timeOffNotFound);
    return toTimeOff(row);
  }
}
