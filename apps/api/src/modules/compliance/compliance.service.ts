import crypto from 'node:crypto';
import {
  COMPLIANCE_DEFAULT_WITHIN,
  type ComplianceBadge,
  type ComplianceEntityType,
  type ComplianceItem,
  type ComplianceOverride,
  type ComplianceState,
  type ComplianceSummary,
  complianceMessages,
  utcDay,
  warningThreshold,
} from '@fletx/contract/compliance';
import { can } from '@fletx/contract/roles';
import type { ListMeta } from '@fletx/contract/users';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../lib/clock';
import { AppError, forbidden } from '../../lib/errors';
import type { LiveEvents } from '../../lib/live-events';
import { type PageRequest, pageInfo, toListMeta } from '../../lib/paging';
import { repeatEvery } from '../../lib/repeat';
import type { MailOutbox } from '../mail/mail-outbox.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ComplianceQueries } from '../read-model/compliance.queries';
import type { UsersService } from '../users/users.service';
import { type DatedItem, driverItems, evaluate, trailerItems, truckItems } from './compliance.items';
import { ComplianceRepository } from './compliance.repository';
import { digestMail } from './compliance-digest';
import { type DispatchBlock, defectBlocks, documentBlock, type OutOfServiceReader } from './dispatch-blocks';

/** How often the sweep runs (docs/product.md "Compliance": at start and hourly). */
const SWEEP_MS = 3_600_000;

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

/** The order of the list: missing first (nothing on file), then by days left, then by name and item. */
const STATE_ORDER: Record<ComplianceState, number> = { missing: 0, expired: 1, expiring: 1 };
function byUrgency(a: ComplianceItem, b: ComplianceItem): number {
  return (
    STATE_ORDER[a.state] - STATE_ORDER[b.state] ||
    (a.daysLeft ?? 0) - (b.daysLeft ?? 0) ||
    a.entityName.localeCompare(b.entityName) ||
    a.entityId - b.entityId ||
    a.item.localeCompare(b.item)
  );
}

/**
 * Compliance (docs/product.md "Compliance"): the list of expired, expiring and missing items of drivers,
 * trucks and trailers, the dispatch block with its override, and the sweep that warns ahead of time (the bell)
 * and mails a daily digest. The rules themselves are the contract's (packages/contract/src/compliance.ts).
 */
export class ComplianceService {
  private readonly repo: ComplianceRepository;
  private stopTimer: (() => void) | undefined;
  private sweeping: Promise<unknown> | undefined;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: ComplianceQueries,
    private readonly notifications: Pick<NotificationsService, 'publish'>,
    private readonly outbox: Pick<MailOutbox, 'enqueue' | 'kick'>,
    private readonly users: Pick<UsersService, 'nameOf'>,
    private readonly clock: Clock,
    private readonly live: LiveEvents,
    private readonly options: { digestHour: number },
    private readonly log: { warn(details: object, message: string): void },
    private readonly defects: OutOfServiceReader,
  ) {
    this.repo = new ComplianceRepository(uow);
  }

  /** Today, as the rules count days: the UTC calendar day of the services' clock. */
  today(): string {
    return utcDay(this.clock.now());
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

  /** The items needing attention on today, filtered and sorted (every row; the list pages it). */
  async items(filter: ComplianceFilter = {}): Promise<ComplianceItem[]> {
    const today = this.today();
    const within = filter.within ?? COMPLIANCE_DEFAULT_WITHIN;
    const search = filter.search?.toLowerCase();
    return (await this.everything(filter.entityType))
      .flatMap((dated) => evaluate(dated, today, within) ?? [])
      .filter((item) => !filter.state || item.state === filter.state)
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

  /** The summary cards: expired, due within 30 days, missing. */
  async summary(): Promise<ComplianceSummary> {
    const items = await this.items({ within: COMPLIANCE_DEFAULT_WITHIN });
    return {
      expired: items.filter((i) => i.state === 'expired').length,
      expiringIn30: items.filter((i) => i.state === 'expiring').length,
      missing: items.filter((i) => i.state === 'missing').length,
    };
  }

  /** The list badges: each record of `entityType` with an expired or soon-expiring item, its worst state. */
  async badges(entityType: ComplianceEntityType): Promise<ComplianceBadge[]> {
    const byRecord = new Map<number, ComplianceBadge>();
    for (const item of await this.items({ entityType })) {
      if (item.state === 'missing') continue;
      const badge = byRecord.get(item.entityId) ?? { entityId: item.entityId, state: item.state, count: 0 };
      badge.count++;
      if (item.state === 'expired') badge.state = 'expired';
      byRecord.set(item.entityId, badge);
    }
    return [...byRecord.values()].sort((a, b) => a.entityId - b.entityId);
  }

  /**
   * Why each of `driverIds` cannot be dispatched today (the 409's words for the first blocking item), for the
   * load form's driver select; drivers with nothing blocking are left out. Three queries for all of them.
   */
  async blockReasons(driverIds: ReadonlyArray<number>): Promise<Map<number, string>> {
    const today = this.today();
    const wanted = new Set(driverIds);
    const [drivers, trucks, trailers] = await this.uow.all(
      () => this.queries.drivers(),
      () => this.queries.trucks(),
      () => this.queries.trailers(),
    );
    // As checkDispatch reads them: the first truck of a driver, the first trailer of a truck (by id).
    const truckOf = new Map<number, (typeof trucks)[number]>();
    for (const t of trucks) if (!truckOf.has(t.driverId)) truckOf.set(t.driverId, t);
    const trailerOf = new Map<number, (typeof trailers)[number]>();
    for (const t of trailers) if (!trailerOf.has(t.vehicleId)) trailerOf.set(t.vehicleId, t);
    const reasons = new Map<number, string>();
    for (const driver of drivers) {
      if (!wanted.has(driver.id)) continue;
      const truck = truckOf.get(driver.id);
      const trailer = truck ? trailerOf.get(truck.id) : undefined;
      const [first] = [
        ...driverItems(driver),
        ...(truck ? truckItems(truck) : []),
        ...(trailer ? trailerItems(trailer) : []),
      ]
        .flatMap((d) => evaluate(d, today, COMPLIANCE_DEFAULT_WITHIN) ?? [])
        .filter((i) => i.blocks)
        .sort(byUrgency);
      if (first)
        reasons.set(
          driver.id,
          complianceMessages.reason(first.entityName, first.label, first.state, first.expiresOn),
        );
    }
    return reasons;
  }

  /**
   * What stops a dispatch of the driver today: their items, their truck's and its trailer's, that block; then
   * the open out-of-service defects of that truck and trailer.
   */
  async blockingItems(driverId: number): Promise<DispatchBlock[]> {
    const today = this.today();
    const { driver, truck, trailer } = await this.queries.dispatch(driverId);
    const dated = [
      ...(driver ? driverItems(driver) : []),
      ...(truck ? truckItems(truck) : []),
      ...(trailer ? trailerItems(trailer) : []),
    ];
    const items = dated
      .flatMap((d) => evaluate(d, today, COMPLIANCE_DEFAULT_WITHIN) ?? [])
      .filter((i) => i.blocks)
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

  /* ---------- warnings ahead of time ---------- */

  /**
   * One sweep (at start and hourly; any process may call it, one runs it at a time): a bell notification per
   * item and threshold reached (30, 14, 7, 1 days before, the day), never twice; then, from the digest hour
   * on, the day's digest mail to Carriers and Admin users unless nothing changed since the last one.
   */
  async sweep(): Promise<{ ran: boolean; warnings: number; digestMails: number }> {
    const result = await this.uow.transaction(async () => {
      if (!(await this.repo.tryLock())) return { ran: false, warnings: 0, digestMails: 0 };
      const today = this.today();
      const items = (await this.everything())
        .flatMap((d) => evaluate(d, today, COMPLIANCE_DEFAULT_WITHIN) ?? [])
        .sort(byUrgency);
      let warnings = 0;
      for (const item of items) if (await this.warn(item)) warnings++;
      const digestMails = await this.digest(today, items);
      return { ran: true, warnings, digestMails };
    });
    if (result.digestMails > 0) this.outbox.kick();
    return result;
  }

  /** The bell for an item that reached a threshold it was not warned at yet. */
  private async warn(item: ComplianceItem): Promise<boolean> {
    if (item.expiresOn === null || item.daysLeft === null) return false;
    const threshold = warningThreshold(item.daysLeft);
    if (threshold === undefined) return false;
    const fresh = await this.repo.recordWarning({
      entityType: item.entityType,
      entityId: item.entityId,
      item: item.item,
      expiresOn: item.expiresOn,
      threshold,
    });
    if (!fresh) return false;
    await this.notifications.publish({
      type: 'compliance',
      title: complianceMessages.warningTitle(item.label, item.entityName, item.daysLeft),
      body: complianceMessages.warningBody(item.expiresOn),
      entity: { type: item.entityType, id: item.entityId },
      link: item.link,
    });
    await this.live.publish('compliance', { entityType: item.entityType, entityId: item.entityId });
    return true;
  }

  /**
   * The day's digest, once a day from `digestHour` (UTC): the expired, expiring and missing items; none when
   * they are what the last digest said (a fingerprint of the items and their states), or when there are none.
   */
  private async digest(today: string, items: ComplianceItem[]): Promise<number> {
    if (this.clock.now().getUTCHours() < this.options.digestHour) return 0;
    if (await this.repo.digestOf(today)) return 0;
    const fingerprint = crypto
      .createHash('sha256')
      .update(
        JSON.stringify(items.map((i) => [i.entityType, i.entityId, i.item, i.expiresOn, i.state, i.blocks])),
      )
      .digest('hex');
    const last = await this.repo.lastMailedDigest();
    const unchanged = items.length === 0 || last?.fingerprint === fingerprint;
    const recipients = unchanged ? [] : await this.queries.digestRecipients();
    const mails = recipients.map((r) => digestMail(r, items));
    if (!(await this.repo.recordDigest(today, fingerprint, mails.length))) return 0;
    if (mails.length > 0) await this.outbox.enqueue(mails);
    return mails.length;
  }

  /** Runs a sweep now and every hour, in the background (errors are logged, never thrown). */
  start(): void {
    this.stopTimer = repeatEvery(SWEEP_MS, () => this.run());
  }

  async stop(): Promise<void> {
    this.stopTimer?.();
    this.stopTimer = undefined;
    await this.sweeping;
  }

  private run(): void {
    if (this.sweeping) return;
    this.sweeping = this.uow
      .detached(() => this.sweep())
      .catch((error: unknown) => this.log.warn({ err: error }, 'compliance sweep failed'))
      .finally(() => {
        this.sweeping = undefined;
      });
  }
}
