import type { ComplianceOverride } from '@fletx/contract/compliance';
import { driverTimeMessages } from '@fletx/contract/driver-api';
import { invoiceMessages } from '@fletx/contract/invoices';
import { LOAD_EVENT_TYPE } from '@fletx/contract/load-metrics';
import {
  ACTIONS_NEEDING_COMMENT,
  type DriverAction,
  isLoadStatusId,
  LOAD_STATUS,
  type LoadStatusId,
  type StaffAction,
  staffActionFor,
  transitionTarget,
} from '@fletx/contract/load-status';
import { type Load, loadMessages } from '@fletx/contract/loads';
import { messages } from '@fletx/contract/messages';
import { can } from '@fletx/contract/roles';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditTrail } from '../../lib/audit-trail';
import type { Clock } from '../../lib/clock';
import { conflict, forbidden, found, invalidField } from '../../lib/errors';
import { isoString } from '../../lib/iso-time';
import type { LiveEvents } from '../../lib/live-events';
import { assertVersion, type ExpectedVersion, foundAtVersion } from '../../lib/record-version';
import type { ComplianceService } from '../compliance/compliance.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { LoadsQueries } from '../read-model/loads.queries';
import type { UsersService } from '../users/users.service';
import { LoadHistoryRepository, type LoadHistoryRow } from './load-history.repository';
import { LoadMiles } from './load-miles';
import { fieldError, type LoadActor, type Signature } from './loads.common';
import { loadStatusName as name, toLoadWire } from './loads.mapper';
import { type LoadRow, LoadsRepository } from './loads.repository';

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
/** The actions that dispatch the load's driver: checked for compliance (docs/product.md "Compliance"). */
const DISPATCHING_ACTIONS: ReadonlyArray<StaffAction | DriverAction> = ['confirm', 'reassign', 'accept'];

const notifies = (action: StaffAction | DriverAction, to: number) =>
  NOTIFIED_ACTIONS.includes(action) || (action === 'advance' && to === LOAD_STATUS.delivered);

export interface TransitionResult {
  load: Load;
  from: LoadStatusId;
  to: LoadStatusId;
  action: StaffAction | DriverAction;
  /** The load's version after the change. */
  version: number;
}

/**
 * Cancelling needs a comment ('There must be new comments'); approving a delivery needs the
 * approveDeliveries permission.
 */
function assertAllowed(action: StaffAction | DriverAction, actor: LoadActor, comment: string): void {
  if ((ACTIONS_NEEDING_COMMENT as ReadonlyArray<string>).includes(action) && comment.trim() === '')
    throw fieldError('body.comment', messages.newComments);
  if (action === 'approveDelivery' && !can(actor.role, 'approveDeliveries')) throw forbidden();
}

/**
 * The life of a load (docs/product.md "Load statuses", "Status transitions", "Status history"): its status
 * changes, their history, and the notifications of the changes staff hear of.
 */
export class LoadLifecycleService {
  private readonly loads: LoadsRepository;
  private readonly history: LoadHistoryRepository;

  constructor(
    uow: UnitOfWork,
    private readonly queries: LoadsQueries,
    private readonly users: Pick<UsersService, 'nameOf'>,
    /** Confirming, reassigning and accepting put the driver on the road (docs/product.md "Compliance"). */
    private readonly compliance: Pick<ComplianceService, 'checkDispatch'>,
    /** Staff hear of the changes worth knowing (NOTIFIED_ACTIONS). */
    private readonly notifications: Pick<NotificationsService, 'publish'>,
    /** When a status changes. */
    private readonly clock: Clock,
    /** Open screens hear of every status change at once. */
    private readonly live: LiveEvents,
    private readonly audit: AuditTrail,
    /** A delivered load gets its actual and deadhead miles (docs/product.md "Miles and IFTA"). */
    private readonly miles: Pick<LoadMiles, 'atDelivery'>,
  ) {
    this.loads = new LoadsRepository(uow);
    this.history = new LoadHistoryRepository(uow);
  }

  /**
   * THE way a load changes status: locks the row, checks the transition (409 otherwise), writes the history
   * and the audit trail's status entry, and answers the new state. Cancelling needs a comment ('There must be
   * new comments'); approving a delivery needs the approveDeliveries permission; confirming needs a driver.
   * `at` is when the change happened, as a driver's phone reports it (now when absent); it may not come before
   * the load's last change (a 400 on `body.at`: status steps follow each other, so an earlier time means a
   * wrong clock).
   */
  transition(
    loadId: number,
    action: StaffAction | DriverAction,
    actor: LoadActor,
    comment = '',
    at?: Date,
    complianceOverride?: ComplianceOverride,
  ): Promise<TransitionResult> {
    assertAllowed(action, actor, comment);
    return this.move(loadId, async () => action, actor, comment, { at, complianceOverride });
  }

  /**
   * `PUT /loadbook/update/{id}`, at the version the request expects: the staff action that leads from the
   * current status to `target` (staffActionFor), or a 409 when none does.
   */
  changeStatus(
    loadId: number,
    target: number,
    actor: LoadActor,
    comment: string,
    complianceOverride?: ComplianceOverride,
    version?: ExpectedVersion,
  ): Promise<TransitionResult> {
    const actionOf = async (row: LoadRow) => {
      const from = row.statusId;
      if (!isLoadStatusId(from) || !isLoadStatusId(target))
        throw conflict(loadMessages.transitionNotAllowed(name(from), name(target)));
      const action = staffActionFor(from, target, await this.previousStatus(row));
      if (!action) throw conflict(loadMessages.transitionNotAllowed(name(from), name(target)));
      assertAllowed(action, actor, comment);
      return action;
    };
    return this.move(loadId, actionOf, actor, comment, { complianceOverride, version });
  }

  /**
   * The status change of `transition` and `changeStatus`, once the load is locked (404) and at the version
   * expected (412): `actionOf` says which. The load is read once more for the names beside it; the answer is
   * that row with the stored one and its new status.
   */
  private async move(
    loadId: number,
    actionOf: (row: LoadRow) => Promise<StaffAction | DriverAction>,
    actor: LoadActor,
    comment: string,
    options: {
      at?: Date | undefined;
      complianceOverride?: ComplianceOverride | undefined;
      version?: ExpectedVersion;
    },
  ): Promise<TransitionResult> {
    const moved = await this.audit.edit({ type: 'load', id: loadId }, async () => {
      const row = found(await this.loads.lockById(loadId), loadMessages.notFound);
      assertVersion(row.version, options.version);
      const action = await actionOf(row);
      const from = row.statusId;
      if (!isLoadStatusId(from)) throw conflict(loadMessages.actionNotAllowed(action, String(from)));
      const to = transitionTarget(action, from, await this.previousStatus(row));
      if (to === undefined) throw conflict(loadMessages.actionNotAllowed(action, name(from)));
      if (action === 'confirm' && row.driverId === null) throw conflict(loadMessages.needsDriver);
      if (to === LOAD_STATUS.cancelled) await this.assertNotInvoiced(loadId);
      if (options.at) await this.assertAfterLastChange(loadId, options.at);
      const override =
        DISPATCHING_ACTIONS.includes(action) && row.driverId !== null
          ? await this.compliance.checkDispatch(row.driverId, actor, options.complianceOverride)
          : undefined;
      const text = [comment.trim(), override ?? ''].filter(Boolean).join('. ');
      const named = found(await this.queries.byId(loadId), loadMessages.notFound);
      const miles = LoadMiles.delivers(to) ? await this.miles.atDelivery(row) : {};
      const stored = found(
        await this.loads.update(
          loadId,
          { statusId: to, ...miles, ...(override ? { complianceOverride: override } : {}) },
          options.version,
        ),
        loadMessages.notFound,
      );
      const actorName = await this.users.nameOf(actor.userId);
      await this.history.add({
        loadId,
        fromStatus: from,
        toStatus: to,
        action,
        comment: text,
        changedBy: actor.userId,
        changedByName: actorName,
        changedAt: options.at ?? this.clock.now(),
      });
      const load = toLoadWire({ ...named, ...stored, statusName: name(to) });
      await this.live.publish('load.status', { loadId, idNumber: load.id_number, from, to });
      if (notifies(action, to)) {
        await this.notifications.publish({
          type: 'load_status',
          title: `Load ${load.id_number}: ${name(to)}`,
          body: [`${name(from)} → ${name(to)} by ${actorName}`, text].filter(Boolean).join('. '),
          entity: { type: 'load', id: loadId },
        });
      }
      const summary = `Status ${name(from)} → ${name(to)}${text ? `: ${text}` : ''}`;
      return {
        before: toLoadWire(named),
        after: load,
        version: stored.version,
        options: { action: 'status', summary },
        answer: { load, from, to, action, version: stored.version },
      };
    });
    return moved.data;
  }

  /** An invoiced load is cancelled once its invoice is void (409 'Void invoice INV-… first'). */
  private async assertNotInvoiced(loadId: number): Promise<void> {
    const invoice = await this.queries.standingInvoiceNumber(loadId);
    if (invoice) throw conflict(invoiceMessages.voidFirst(invoice));
  }

  /**
   * The dispatch board's undo of an assignment from the queue (docs/product.md "Dispatch board"): a load offered
   * to its driver and not accepted yet (2) goes back to Awaiting confirmation (16) without a driver, at the
   * version expected; kept in the history and the trail, heard live, like any status change.
   */
  async returnToQueue(loadId: number, actor: LoadActor, comment: string, version?: ExpectedVersion) {
    const moved = await this.audit.edit({ type: 'load', id: loadId }, async () => {
      const row = foundAtVersion(await this.loads.lockById(loadId), version, loadMessages.notFound);
      const named = found(await this.queries.byId(loadId), loadMessages.notFound);
      const from = row.statusId as LoadStatusId;
      const to = LOAD_STATUS.awaitingConfirmation;
      const stored = found(
        await this.loads.update(loadId, { statusId: to, driverId: null }, version),
        loadMessages.notFound,
      );
      await this.history.add({
        loadId,
        fromStatus: from,
        toStatus: to,
        action: 'unassign',
        comment,
        changedBy: actor.userId,
        changedByName: await this.users.nameOf(actor.userId),
        changedAt: this.clock.now(),
      });
      const load = toLoadWire({
        ...named,
        ...stored,
        statusName: name(to),
        driverFirstName: null,
        driverLastName: null,
      });
      await this.live.publish('load.status', { loadId, idNumber: load.id_number, from, to });
      const summary = `Status ${name(from)} → ${name(to)}: ${comment}`;
      return {
        before: toLoadWire(named),
        after: load,
        version: stored.version,
        options: { action: 'status', summary },
      };
    });
    return moved;
  }

  /** The first row of a new load's history: the status it was created with. */
  async recordCreation(load: LoadRow, by: Signature, comment: string): Promise<void> {
    await this.history.add({
      loadId: load.id,
      fromStatus: null,
      toStatus: load.statusId,
      action: 'create',
      comment,
      changedBy: by.userId,
      changedByName: by.name,
      changedAt: by.at,
    });
  }

  /** A load's history, oldest first, and the status before its cancellation request (at 15). */
  async historyOf(load: Pick<LoadRow, 'id' | 'statusId'>) {
    const rows = await this.history.of(load.id);
    return { rows, previousStatus: previousStatus(load.statusId, rows) };
  }

  /** `/loadbook/events/countByType/{type}`: type 14 counts the cancellations (moves to Cancelled, 1). */
  async countEvents(type: number): Promise<number> {
    if (type !== LOAD_EVENT_TYPE.cancelled) return 0;
    return this.history.countTo(LOAD_STATUS.cancelled);
  }

  private async assertAfterLastChange(loadId: number, at: Date): Promise<void> {
    const last = await this.history.latest(loadId);
    if (last && at.getTime() < last.changedAt.getTime()) {
      const message = driverTimeMessages.beforeLastChange(isoString(last.changedAt));
      throw invalidField('body.at', message);
    }
  }

  private async previousStatus(load: LoadRow): Promise<LoadStatusId | undefined> {
    if (load.statusId !== LOAD_STATUS.cancellationRequested) return undefined;
    return (await this.historyOf(load)).previousStatus;
  }
}

/** The status before the latest cancellation request, when the load is at 15. */
function previousStatus(current: number, history: ReadonlyArray<LoadHistoryRow>): LoadStatusId | undefined {
  if (current !== LOAD_STATUS.cancellationRequested) return undefined;
  for (let i = history.length - 1; i >= 0; i--) {
    const entry = history[i];
    if (entry && entry.toStatus === LOAD_STATUS.cancellationRequested && entry.fromStatus !== null)
      return isLoadStatusId(entry.fromStatus) ? entry.fromStatus : undefined;
  }
  return undefined;
}
