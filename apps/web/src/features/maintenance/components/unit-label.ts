import {
  MAINTENANCE_TEMPLATES,
  MAINTENANCE_UNIT_TYPES,
  type MaintenanceUnitType,
} from '@fletx/contract/maintenance';

/** 'Truck', 'Trailer'. */
export const unitTypeLabel = (unitType: MaintenanceUnitType) =>
  unitType === 'trailer' ? 'Trailer' : 'Truck';

export const UNIT_TYPE_OPTIONS = MAINTENANCE_UNIT_TYPES.map((t) => ({ value: t, label: unitTypeLabel(t) }));

/** A task's label when it is one of the templates, else the task as typed. */
export const taskLabel = (task: string) => MAINTENANCE_TEMPLATES.find((t) => t.task === task)?.label ?? task;

const miles = (n: number) => `${n.toLocaleString('en-US')} mi`;

/** 'Every 25,000 mi or 365 days'. */
export const intervalText = (everyMiles: number | null, everyDays: number | null) =>
  [everyMiles == null ? null : miles(everyMiles), everyDays == null ? null : `${everyDays} days`]
    .filter(Boolean)
    .join(' or ');

export { miles as milesText };

/** A unit from a type and an id as typed or read from an address; undefined unless both are valid. */
export function unitOf(
  type: string | null,
  id: string | null,
): { unitType: MaintenanceUnitType; unitId: number } | undefined {
  const unitType = MAINTENANCE_UNIT_TYPES.find((t) => t === type);
  const unitId = Number(id);
  return unitType && /^\d{1,9}$/.test(id ?? '') && unitId > 0 ? { unitType, unitId } : undefined;
}

/** A unit as the maintenance screens name it, by the number its record's answer gives: 'Truck 106'. */
export const unitName = (unitType: MaintenanceUnitType, unitNumber: string) =>
  `${unitTypeLabel(unitType)} ${unitNumber}`;
