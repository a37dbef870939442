import {
  COMPLIANCE_DEFAULT_WITHIN,
  type ComplianceBadge,
  type ComplianceEntityType,
  type ComplianceItem,
  type ComplianceOverride,
  type ComplianceState,
  type ComplianceSummary,
} from '@fletx/contract/compliance';
import { complianceMessages } from '@fletx/contract/compliance-messages';
import { scheduleDue } from '@fletx/contract/maintenance-due';
import { can } from '@fletx/contract/roles';
import type { ListMeta } from '@fletx/contract/users';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { CarrierClock } from '../../lib/carrier-day';
import { AppError, forbidden } from '../../lib/errors';
import type { LiveEvents } from '../../lib/live-events';
import { type PageRequest, pageInfo, toListMeta } from '../../lib/paging';
import type { MailOutbox } from '../mail/mail-outbox.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ComplianceQueries } from '../read-model/compliance.queries';
import {
  type MaintenanceDueQueries,
  type MaintenanceUnit,
  unitKey,
} from '../read-model/maintenance-due.queries';
import type { UsersService } from '../users/users.service';
import { itemsNeedingAttention } from './annual-inspection';
import { type DatedItem, driverItems, trailerItems, truckItems } from './compliance.items';
import { byUrgency, type DriverComplianceState } from './compliance-order';
import { summaryOf, unitsWithAnnualSchedule } from './compliance-summary';

export type { DriverComplianceState } from './compliance-order';

import { ComplianceSweep } from './compliance-sweep.service';
import { type DispatchBlock, defectBlocks, documentBlock, type OutOfServiceReader } from './dispatch-blocks';
import { DriverStates } from './driver-states.service';
import { type DueSchedule, maintenanceItem, maintenanceWarnings } from './maintenance-items.mapper';

export interface ComplianceFilter {
  within?: number | undefined;
  entityType?: ComplianceEntityType | undefined;
  state?: ComplianceState | undefined;
  search?: string | undefined;
}

/** Who dispatches: the principal of the request. */
export interface DispatchActor {
  userId: number;
  role: string;
}

/**
 * Compliance (docs/product.md "Compliance"): the list of expired, expiring and missing items of drivers,
 * trucks and trailers — their documents and their maintenance schedules due soon or overdue — the dispatch
 * block with its override, and the sweep that warns ahead of time (the bell) and mails a daily digest. The
 * rules themselves are the contract's (packages/contract/src/compliance.ts, maintenance-due.ts).
 */
export class ComplianceService {
  private readonly sweeper: ComplianceSweep;
  private readonly driverStates: DriverStates;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: ComplianceQueries,
    notifications: Pick<NotificationsService, 'publish'>,
    outbox: Pick<MailOutbox, 'enqueue' | 'kick'>,
    private readonly users: Pick<UsersService, 'nameOf'>,
    private readonly clock: CarrierClock,
    live: LiveEvents,
    options: { digestHour: number },
    log: { warn(details: object, message: string): void },
    private readonly defects: OutOfServiceReader,
    private readonly schedules: MaintenanceDueQueries,
  ) {
    this.driverStates = new DriverStates(uow, queries, defects, this.today.bind(this), (today) =>
      this.maintenanceItems(today, COMPLIANCE_DEFAULT_WITHIN),
    );
    this.sweeper = new ComplianceSweep(uow, queries, notifications, outbox, live, options, log, async () => {
      const days = await this.clock.days();
      const today = days.today;
      const [documents, due] = await this.uow.all(
        () => this.everything(),
        () => this.dueSchedules(today, COMPLIANCE_DEFAULT_WITHIN),
      );
      const schedules = due.flatMap((d) => d.item ?? []);
      const { items, dropped } = itemsNeedingAttention(
        documents,
        schedules,
        today,
        COMPLIANCE_DEFAULT_WITHIN,
      );
      const warned = due.filter((d) => d.item && !dropped.has(d.item));
      return { days, items: items.sort(byUrgency), maintenance: warned.flatMap(maintenanceWarnings) };
    });
  }

  /** Today, as the rules count days: the carrier's day (carrier settings' time zone) on the services' clock. */
  today(): Promise<string> {
    return this.clock.today();
  }

  /** Every dated item of every watched driver, truck and trailer. */
  private async everything(entityType?: ComplianceEntityType): Promise<DatedItem[]> {
    const [drivers, trucks, trailers] = await this.uow.all(
      async () => (entityType && entityType !== 'driver' ? [] : this.queries.drivers()),
      async () => (entityType && entityType !== 'truck' ? [] : this.queries.trucks()),
      async () => (entityType && entityType !== 'trailer' ? [] : this.queries.trailers()),
    );
    return [
      ...drivers.flatMap(driverItems),
      ...trucks.flatMap(truckItems),
      ...trailers.flatMap(trailerItems),
    ];
  }

  /**
   * The schedules of the units given (or of every active unit) with their state on `today`, each on its unit's
   * current odometer (lastDoneMiles when the unit has no reading yet).
   */
  private async dueSchedules(
    today: string,
    within: number,
    units?: ReadonlyArray<MaintenanceUnit>,
  ): Promise<DueSchedule[]> {
    const schedules = await this.schedules.schedules(units);
    const unique = new Map(schedules.map((s) => [unitKey(s), { unitType: s.unitType, unitId: s.unitId }]));
    const miles = await this.schedules.currentMiles([...unique.values()]);
    return schedules.map((schedule) => {
      const due = scheduleDue(schedule, today, miles.get(unitKey(schedule)) ?? schedule.lastDoneMiles);
      return { schedule, due, item: maintenanceItem(schedule, due, today, within) };
    });
  }

  /** The due or overdue schedules of the units given (of every active unit when none), as items. */
  private async maintenanceItems(
    today: string,
    within: number,
    entityType?: ComplianceEntityType,
    units?: ReadonlyArray<MaintenanceUnit>,
  ): Promise<ComplianceItem[]> {
    if (entityType === 'driver') return [];
    return (await this.dueSchedules(today, within, units))
      .flatMap((d) => d.item ?? [])
      .filter((item) => !entityType || item.entityType === entityType);
  }

  /** The items needing attention on today, filtered and sorted (every row; the list pages it). */
  async items(filter: ComplianceFilter = {}): Promise<ComplianceItem[]> {
    const today = await this.today();
    const within = filter.within ?? COMPLIANCE_DEFAULT_WITHIN;
    const search = filter.search?.toLowerCase();
    const [documents, maintenance] = await this.uow.all(
      () => this.everything(filter.entityType),
      () => this.maintenanceItems(today, within, filter.entityType),
    );
    return itemsNeedingAttention(documents, maintenance, today, within)
      .items.filter((item) => !filter.state || item.state === filter.state)
      .filter(
        (item) =>
          !search ||
          item.entityName.toLowerCase().includes(search) ||
          item.label.toLowerCase().includes(search),
      )
      .sort(byUrgency);
  }

  /** `GET /api/compliance`: one page. */
  async list(
    filter: ComplianceFilter,
    paging: PageRequest,
  ): Promise<{ items: ComplianceItem[]; meta: ListMeta }> {
    const all = await this.items(filter);
    return {
      items: all.slice(paging.offset, paging.offset + paging.take),
      meta: toListMeta(pageInfo(paging, all.length)),
    };
  }

  /**
   * The summary cards: expired, due within 30 days, missing — what the list counts, the documents counted in
   * the database and merged with the schedules' items (compliance-summary.ts).
   */
  async summary(): Promise<ComplianceSummary> {
    const [today, within] = [await this.today(), COMPLIANCE_DEFAULT_WITHIN];
    const [documents, maintenance] = await this.uow.all(
      () => this.queries.documentStates(today, within),
      () => this.maintenanceItems(today, within),
    );
    const units = unitsWithAnnualSchedule(maintenance);
    const [trucks, trailers] = await this.uow.all(
      () => this.queries.trucks(units.truck),
      () => this.queries.trailers(units.trailer),
    );
    const records = [...trucks.flatMap(truckItems), ...trailers.flatMap(trailerItems)];
    return summaryOf(documents, maintenance, records, today, within);
  }

  /**
   * The list badges: each record of `entityType` with an expired or soon-expiring item, its worst state and the
   * first item of the list in that state (whose kind words the badge: an inspection is overdue, not expired).
   */
  async badges(entityType: ComplianceEntityType): Promise<ComplianceBadge[]> {
    const byRecord = new Map<number, ComplianceBadge>();
    for (const { entityId, state, item, label } of await this.items({ entityType })) {
      if (state === 'missing') continue;
      const badge = byRecord.get(entityId);
      if (!badge) byRecord.set(entityId, { entityId, state, count: 1, item, label });
      else {
        badge.count++;
        if (state === 'expired' && badge.state !== 'expired') Object.assign(badge, { state, item, label });
      }
    }
    return [...byRecord.values()].sort((a, b) => a.entityId - b.entityId);
  }

  /** Why each of `driverIds` cannot be dispatched today, for the load form's driver select (DriverStates). */
  blockReasons(driverIds: ReadonlyArray<number>): Promise<Map<number, string>> {
    return this.driverStates.blockReasons(driverIds);
  }

  /** The dispatch board's compliance and maintenance badges (DriverStates). */
  boardStates(driverIds: ReadonlyArray<number>): Promise<Map<number, DriverComplianceState>> {
    return this.driverStates.boardStates(driverIds);
  }

  /**
   * What stops a dispatch of the driver today: their items, their truck's and its trailer's (documents, and
   * overdue schedules the carrier marked as blocking), that block; then the open out-of-service defects of
   * that truck and trailer.
   */
  async blockingItems(driverId: number): Promise<DispatchBlock[]> {
    const today = await this.today();
    const { driver, truck, trailer } = await this.queries.dispatch(driverId);
    const dated = [
      ...(driver ? driverItems(driver) : []),
      ...(truck ? truckItems(truck) : []),
      ...(trailer ? trailerItems(trailer) : []),
    ];
    const units: MaintenanceUnit[] = [
      ...(truck ? [{ unitType: 'truck' as const, unitId: truck.id }] : []),
      ...(trailer ? [{ unitType: 'trailer' as const, unitId: trailer.id }] : []),
    ];
    const maintenance = await this.maintenanceItems(today, COMPLIANCE_DEFAULT_WITHIN, undefined, units);
    const items = itemsNeedingAttention(dated, maintenance, today, COMPLIANCE_DEFAULT_WITHIN)
      .items.filter((i) => i.blocks)
      .sort(byUrgency);
    return [...items.map(documentBlock), ...(await defectBlocks(this.defects, truck, trailer))];
  }

  /**
   * Putting `driverId` on a load (docs/product.md "Compliance"): nothing blocks → undefined; something blocks
   * and no override → 409 naming the first item and its date; an override from Carriers or Admin users → the
   * note to keep with the load and in its trail; from anyone else → 403.
   */
  async checkDispatch(
    driverId: number,
    actor: DispatchActor,
    override?: ComplianceOverride,
  ): Promise<string | undefined> {
    const blocks = await this.blockingItems(driverId);
    const [first] = blocks;
    if (!first) return undefined;
    if (!override) {
      const more = blocks.length > 1 ? complianceMessages.more(blocks.length - 1) : '';
      throw new AppError(
        'Conflict',
        first.message + more,
        blocks.map(({ path, message }) => ({ path, message })),
      );
    }
    if (!can(actor.role, 'overrideCompliance')) throw forbidden(complianceMessages.overrideNotAllowed);
    const items = blocks.map((b) => b.summary).join('; ');
    return complianceMessages.overridden(await this.users.nameOf(actor.userId), override.reason, items);
  }

  /* ---------- warnings ahead of time (compliance-sweep.ts) ---------- */

  /** One sweep now: the bell's warnings, then the day's digest (see ComplianceSweep). */
  sweep(): Promise<{ ran: boolean; warnings: number; digestMails: number }> {
    return this.sweeper.sweep();
  }

  /** Runs a sweep now and every hour, in the background. */
  start(): void {
    this.sweeper.start();
  }

  stop(): Promise<void> {
    return this.sweeper.stop();
  }
}
