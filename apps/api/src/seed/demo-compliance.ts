import { addDays, addYears } from '@fletx/contract/compliance';
import { truckBody } from '@fletx/contract/trucks';
import type { Services } from '../services';

/**
 * Equipment compliance cases of the demo (docs/product.md "Compliance"), set once the demo loads exist: the
 * trucks of drivers who are not approved get an overdue inspection and an expired plate (they block a
 * dispatch); an approved driver's truck a plate due in 9 days (shown, not blocking).
 */
export async function seedComplianceCases(services: Services, today: string): Promise<void> {
  const approved = new Set((await services.loads.driverOptions()).map((d) => d.id));
  const drivers = (await services.trucks.drivers()).map((d) => d.id);
  const trucks = await services.trucks.currentTrucks(drivers);
  const notApproved = drivers.filter((id) => !approved.has(id) && trucks.has(id));
  const approvedWithTruck = drivers.filter((id) => approved.has(id) && trucks.has(id));
  const change = async (driverId: number | undefined, values: Record<string, unknown>) => {
    const plate = driverId === undefined ? undefined : trucks.get(driverId)?.plateNumber;
    if (!plate) return;
    const record = await services.trucks.findByPlate(plate);
    await services.trucks.update(record.id, truckBody.parse({ ...record, ...values }));
  };
  await change(notApproved[0], { annual_inspection_date: addYears(addDays(today, -9), -1) });
  await change(notApproved[1], { licenseplate_expiration: addDays(today, -4) });
  await change(approvedWithTruck[0], { licenseplate_expiration: addDays(today, 9) });
}
