import { MAINTENANCE_TEMPLATES } from '@fletx/contract/maintenance';

export const UNIT_TYPE_OPTIONS = [
  { value: 'truck', label: 'Truck' },
  { value: 'trailer', label: 'Trailer' },
];

/** 'Truck 4', 'Trailer 12': a unit as the lists name it (the API answers ids only). */
export const unitLabel = (unitType: string, unitId: number) =>
  `${unitType === 'trailer' ? 'Trailer' : 'Truck'} ${unitId}`;

/** A task's label when it is one of the templates, else the task as typed. */
export const taskLabel = (task: string) => MAINTENANCE_TEMPLATES.find((t) => t.task === task)?.label ?? task;

const miles = (n: number) => `${n.toLocaleString('en-US')} mi`;

/** 'Every 25,000 mi or 365 days'. */
export const intervalText = (everyMiles: number | null, everyDays: number | null) =>
  [everyMiles == null ? null : miles(everyMiles), everyDays == null ? null : `${everyDays} days`]
    .filter(Boolean)
    .join(' or ');

export { miles as milesText };
