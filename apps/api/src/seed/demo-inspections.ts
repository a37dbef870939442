import { INSPECTION_ITEMS, type InspectionItem } from '@fletx/contract/driver-values';
import { inspectionBody } from '@fletx/contract/inspections';
import type { Clock } from '../lib/clock';
import type { Services } from '../services';

const HOUR_MS = 3_600_000;

/**
 * The drivers' daily reports of the demo (docs/product.md "Inspections (DVIR)") on one truck: last evening's
 * post-trip with a minor defect (the wipers), which the demo's done work order repairs, and this morning's
 * pre-trip, every item OK — so the DVIR PDF shows a certified repair and the next driver's review. Within the
 * drivers' 24 hours (lib/driver-time.ts), as a phone would send them. No out-of-service defect: it would keep
 * a demo driver off every load.
 */
export async function seedInspections(
  services: Services,
  clock: Clock,
  truck: { id: number; driverId: number; driverName: string; miles: number },
): Promise<{ wipersDefectId: number } | undefined> {
  const now = clock.now().getTime();
  const report = (
    kind: 'pre_trip' | 'post_trip',
    hoursAgo: number,
    miles: number,
    defective?: InspectionItem,
  ) =>
    services.inspections.record(
      truck.driverId,
      inspectionBody.parse({
        kind,
        truckId: truck.id,
        odometer: miles,
        items: INSPECTION_ITEMS.map((item) => ({ item, ok: item !== defective })),
        defects: defective
          ? [{ item: defective, note: 'Driver side blade streaks the windshield', severity: 'minor' }]
          : [],
        signature: truck.driverName,
        at: new Date(now - hoursAgo * HOUR_MS).toISOString(),
      }),
    );
  const postTrip = await report('post_trip', 16, truck.miles - 20, 'windshield_wipers');
  await report('pre_trip', 3, truck.miles);
  const [defect] = postTrip.defects;
  return defect ? { wipersDefectId: defect.id } : undefined;
}
