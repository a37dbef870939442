import { describe, expect, it } from 'vitest';
import { invalidations, queryKeys } from './query-keys';

describe('invalidations: what else a change alters (docs/product.md "Maintenance", "The History panel")', () => {
  it("refreshes a schedule's History after a unit's save, and a unit's after a schedule's", () => {
    const schedules = queryKeys.audit.ofType('maintenanceSchedule');
    expect(invalidations.truckSaved(4)).toContainEqual(schedules);
    expect(invalidations.trailerSaved(9)).toContainEqual(schedules);
    expect(invalidations.maintenanceChanged()).toEqual(
      expect.arrayContaining([queryKeys.audit.ofType('truck'), queryKeys.audit.ofType('trailer')]),
    );
    expect(invalidations.fuelChanged()).toContainEqual(queryKeys.audit.ofType('fuelPurchase'));
  });

  it("refreshes the schedules after a unit's save, and the units after a schedule's", () => {
    expect(invalidations.truckSaved(4)).toContainEqual(queryKeys.maintenance.all);
    expect(invalidations.trailerSaved(9)).toContainEqual(queryKeys.maintenance.all);
    expect(invalidations.maintenanceChanged()).toEqual(
      expect.arrayContaining([queryKeys.trucks.all, queryKeys.trailers.all]),
    );
  });

  it('refreshes Today after a money change it counts: an invoice sent or paid, a settlement paid', () => {
    expect(invalidations.invoiceChanged(3)).toContainEqual(queryKeys.today);
    expect(invalidations.settlementPaid(12)).toContainEqual(queryKeys.today);
  });
});
