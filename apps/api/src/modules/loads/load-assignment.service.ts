import type { ComplianceOverride } from '@fletx/contract/compliance';
import { dispatchMessages, isAssignable } from '@fletx/contract/dispatch';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { type Load, loadMessages } from '@fletx/contract/loads';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditTrail } from '../../lib/audit-trail';
import { conflict, found } from '../../lib/errors';
import { type ExpectedVersion, foundAtVersion, type Saved } from '../../lib/record-version';
import type { ComplianceService } from '../compliance/compliance.service';
import type { LoadDriversQueries } from '../read-model/load-drivers.queries';
import type { LoadsQueries } from '../read-model/loads.queries';
import { driverChange, reassignIfRefused } from './load-driver-change';
import type { LoadLifecycleService } from './load-lifecycle.service';
import type { LoadActor } from './loads.common';
import { loadStatusName, toLoadWire } from './loads.mapper';
import { LoadsRepository } from './loads.repository';

const loadTarget = (id: number) => ({ type: 'load' as const, id });

/**
 * A load's driver given from the dispatch board (docs/product.md "Dispatch board"): the same driver change as
 * the load form's (load-driver-change.ts), with the rules of a drag.
 */
export class LoadAssignmentService {
  private readonly repo: LoadsRepository;

  constructor(
    uow: UnitOfWork,
    private readonly queries: LoadsQueries,
    private readonly drivers: LoadDriversQueries,
    private readonly compliance: Pick<ComplianceService, 'checkDispatch'>,
    private readonly lifecycle: LoadLifecycleService,
    private readonly audit: AuditTrail,
  ) {
    this.repo = new LoadsRepository(uow);
  }

  /**
   * The dispatch board's assignment (docs/product.md "Dispatch board"): the driver set as the load form sets
   * it (driverChange: choosable, compliance 409 or override), at the version expected (412), while the load
   * is not under way (409); a load awaiting confirmation (16) is confirmed for the driver, its compliance
   * checked there. `driverId` null takes the driver off a load not accepted yet (2): the undo of a drag
   * from the queue. The answer names the driver the load had before.
   */
  async assign(
    id: number,
    driverId: number | null,
    actor: LoadActor,
    version: ExpectedVersion,
    override?: ComplianceOverride,
  ): Promise<Saved<Load> & { previousDriverId: number | null }> {
    // One transaction; a stale version (here or in the change) is the 412 naming who changed the load.
    return this.audit.guarded(loadTarget(id), async () => {
      const current = foundAtVersion(await this.repo.lockById(id), version, loadMessages.notFound);
      const previousDriverId = current.driverId;
      const status = loadStatusName(current.statusId);
      if (driverId === null) {
        if (current.statusId !== LOAD_STATUS.new)
          throw conflict(dispatchMessages.unassignLate(current.idNumber, status));
        const moved = await this.lifecycle.returnToQueue(
          id,
          actor,
          dispatchMessages.unassigned(current.idNumber),
          version,
        );
        return { ...moved, previousDriverId };
      }
      if (!isAssignable(current.statusId))
        throw conflict(dispatchMessages.loadUnderWay(current.idNumber, status));
      const named = found(await this.queries.byId(id), loadMessages.notFound);
      const driver = await driverChange(
        { drivers: this.drivers, compliance: this.compliance },
        current,
        driverId,
        actor,
        override,
        'body.driverId',
      );
      if (!driver)
        throw conflict(
          dispatchMessages.alreadyTheirs(
            current.idNumber,
            `${named.driverFirstName} ${named.driverLastName}`,
          ),
        );
      const saved = await this.audit.edit(loadTarget(id), async () => {
        const stored = found(
          await this.repo.update(id, { driverId, complianceOverride: driver.overrideNote ?? null }, version),
          loadMessages.notFound,
        );
        const names = { driverFirstName: driver.firstName, driverLastName: driver.lastName };
        const after = toLoadWire({ ...named, ...stored, ...names });
        const summary = loadMessages.reassignedTo(`${driver.firstName} ${driver.lastName}`);
        return { before: toLoadWire(named), after, version: stored.version, options: { summary } };
      });
      const moved =
        (await reassignIfRefused(this.lifecycle, id, driver, actor, override)) ??
        (current.statusId === LOAD_STATUS.awaitingConfirmation
          ? await this.lifecycle.transition(id, 'confirm', actor, '', undefined, override)
          : undefined);
      return moved
        ? { data: moved.load, version: moved.version, previousDriverId }
        : { ...saved, previousDriverId };
    });
  }
}
