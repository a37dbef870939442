import type { Inspection } from '@fletx/contract/inspections';
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

/** Cora Lee's pre-trip report 31 of truck 4 and trailer 9: an open out-of-service defect (5) on the truck's brakes. */
export const inspectionReport = (over: Partial<Inspection> = {}): Inspection => ({
  id: 31,
  kind: 'pre_trip',
  driverId: 7,
  truckId: 4,
  trailerId: 9,
  odometer: 120_500,
  signature: 'Cora Lee',
  at: '2026-11-27T06:30:00.000Z',
  createdAt: '2026-11-27T06:31:00.000Z',
  items: [
    { item: 'service_brakes', ok: false, note: 'Soft pedal' },
    { item: 'horn', ok: true, note: null },
  ],
  defects: [
    {
      id: 5,
      unitType: 'truck',
      unitId: 4,
      item: 'service_brakes',
      note: 'Air leak at the rear axle',
      severity: 'out_of_service',
      status: 'open',
      repairedAt: null,
      repairedBy: null,
      workOrderId: null,
    },
  ],
  ...over,
});
