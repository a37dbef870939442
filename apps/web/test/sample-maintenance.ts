import type { MaintenanceSchedule } from '@fletx/contract/maintenance';

/**
 * Truck 4's (unit U-7) oil and filter every 25,000 mi, last done on 10/01/2026 at 100,000 mi, at version 3.
 */
export const schedule = (id: number, over: Partial<MaintenanceSchedule> = {}): MaintenanceSchedule => ({
  id,
  unitType: 'truck',
  unitId: 4,
  unitNumber: 'U-7',
  task: 'oil_filter',
  everyMiles: 25_000,
  everyDays: null,
  lastDoneAt: '2026-01-10',
  lastDoneMiles: 100_000,
  blocksDispatch: false,
  currentMiles: 110_000,
  dueAt: null,
  dueMiles: 125_000,
  state: 'ok',
  warnings: [],
  createdAt: '2026-01-10T08:00:00.000Z',
  updatedAt: '2026-01-10T08:00:00.000Z',
  version: 3,
  ...over,
});
