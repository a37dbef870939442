import type { MaintenanceSchedule, OdometerReading, ScheduleBody } from '@fletx/contract/maintenance';
import { scheduleDue } from '@fletx/contract/maintenance-due';
import { isoString } from '../../lib/iso-time';
import type { NewScheduleRow, ReadingRow, ScheduleRow } from './maintenance.repository';

/** The columns a schedule's body sets. */
export const scheduleValues = (body: ScheduleBody): Omit<NewScheduleRow, 'id'> => ({
  unitType: body.unitType,
  unitId: body.unitId,
  task: body.task,
  everyMiles: body.everyMiles ?? null,
  everyDays: body.everyDays ?? null,
  lastDoneAt: body.lastDoneAt,
  lastDoneMiles: body.lastDoneMiles,
  blocksDispatch: body.blocksDispatch ?? false,
});

/** A schedule as computed from its row: the answer's fields but its unit's number, read beside its id. */
export type ScheduleState = Omit<MaintenanceSchedule, 'unitNumber'>;

/**
 * A schedule on the wire, with its state on `today` given the unit's latest odometer (the miles when it
 * was last done while the unit has no reading, or only older ones below them).
 */
export function toScheduleWire(
  row: ScheduleRow,
  today: string,
  latestMiles: number | undefined,
): ScheduleState {
  const currentMiles = Math.max(latestMiles ?? row.lastDoneMiles, row.lastDoneMiles);
  return {
    id: row.id,
    unitType: row.unitType,
    unitId: row.unitId,
    task: row.task,
    everyMiles: row.everyMiles,
    everyDays: row.everyDays,
    lastDoneAt: row.lastDoneAt,
    lastDoneMiles: row.lastDoneMiles,
    blocksDispatch: row.blocksDispatch,
    currentMiles,
    ...scheduleDue(row, today, currentMiles),
    createdAt: isoString(row.createdAt),
    updatedAt: isoString(row.updatedAt),
    version: row.version,
  };
}

/** A reading as stored: the answer's fields but its unit's number, read beside its id (`unitNumbers`). */
export type ReadingState = Omit<OdometerReading, 'unitNumber'>;

export const toReadingWire = (row: ReadingRow): ReadingState => ({
  id: row.id,
  unitType: row.unitType,
  unitId: row.unitId,
  miles: row.miles,
  at: isoString(row.at),
  source: row.source,
  resetReason: row.resetReason,
  createdBy: row.createdBy,
  createdAt: isoString(row.createdAt),
});
