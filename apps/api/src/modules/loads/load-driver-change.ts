import type { ComplianceOverride } from '@fletx/contract/compliance';
import { DRIVER_STATUS } from '@fletx/contract/drivers';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { loadMessages } from '@fletx/contract/loads';
import { GROUPS } from '@fletx/contract/roles';
import { conflict } from '../../lib/errors';
import type { ComplianceService } from '../compliance/compliance.service';
import type { LoadLifecycleService, TransitionResult } from './load-lifecycle.service';
import { fieldError, type LoadActor } from './loads.common';
import type { LoadRow } from './loads.repository';

/** How a driver change reads the driver (the read model's LoadDriversQueries, given by the service). */
export interface DriverReader {
  driver(
    id: number,
  ): Promise<{ firstName: string; lastName: string; group: unknown; status: unknown } | undefined>;
}

/** A load's new driver, as the load form and the dispatch board give it (docs/product.md "Compliance"). */
export interface DriverChange {
  driverId: number;
  firstName: string;
  lastName: string;
  /** The load was refused (3): the transition 'reassign' gives it back to New (2) and checks compliance. */
  reassigning: boolean;
  /** The override's note to keep with the load, when one was needed to dispatch. */
  overrideNote: string | undefined;
}

/** The chosen driver: a user of group drivers (400 on `path` otherwise) whose driver information is approved (409). */
export async function assertDriverChoosable(
  drivers: DriverReader,
  driverId: number,
  path = 'body.user_id',
): Promise<{ firstName: string; lastName: string }> {
  const driver = await drivers.driver(driverId);
  if (driver?.group !== GROUPS.drivers) throw fieldError(path, loadMessages.driverNotFound);
  if (driver.status !== DRIVER_STATUS.active)
    throw conflict(loadMessages.driverNotApproved(`${driver.firstName} ${driver.lastName}`));
  return driver;
}

/**
 * Putting `driverId` on the locked load `current`: undefined when it is already theirs; else the driver, once
 * choosable, and — unless the load is old (13), awaits confirmation (16, checked on confirm) or was refused
 * (checked by the reassignment) — the compliance check with its override (409 / 403).
 */
export async function driverChange(
  deps: {
    drivers: DriverReader;
    compliance: Pick<ComplianceService, 'checkDispatch'>;
  },
  current: LoadRow,
  driverId: number,
  actor: LoadActor,
  override: ComplianceOverride | undefined,
  path?: string,
): Promise<DriverChange | undefined> {
  if (current.driverId === driverId) return undefined;
  const driver = await assertDriverChoosable(deps.drivers, driverId, path);
  const reassigning = current.statusId === LOAD_STATUS.refusedByDriver;
  const dispatching =
    !reassigning &&
    current.statusId !== LOAD_STATUS.oldLoad &&
    current.statusId !== LOAD_STATUS.awaitingConfirmation;
  const overrideNote = dispatching
    ? await deps.compliance.checkDispatch(driverId, actor, override)
    : undefined;
  return { driverId, firstName: driver.firstName, lastName: driver.lastName, reassigning, overrideNote };
}

/** After the driver is stored: a refused load goes back to New for them ('reassign', compliance checked). */
export async function reassignIfRefused(
  lifecycle: Pick<LoadLifecycleService, 'transition'>,
  loadId: number,
  change: DriverChange,
  actor: LoadActor,
  override: ComplianceOverride | undefined,
): Promise<TransitionResult | undefined> {
  if (!change.reassigning) return undefined;
  const comment = loadMessages.reassignedTo(`${change.firstName} ${change.lastName}`);
  return lifecycle.transition(loadId, 'reassign', actor, comment, undefined, override);
}
