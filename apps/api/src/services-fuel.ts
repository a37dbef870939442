import type { UnitOfWork } from './db/unit-of-work';
import type { AuditTrail } from './lib/audit-trail';
import type { CarrierClock } from './lib/carrier-day';
import { FuelService } from './modules/fuel/fuel.service';
import { FuelImportService } from './modules/fuel/fuel-import.service';
import { IftaService } from './modules/fuel/ifta.service';
import type { NotificationsService } from './modules/notifications/notifications.service';
import { IftaQueries } from './modules/read-model/ifta.queries';
import { RecordNamesQueries } from './modules/read-model/record-names.queries';

/**
 * The part of the composition root (services.ts) for fuel purchases, their imports and the IFTA report
 * (docs/product.md "Fuel", "IFTA"): one read model shared by the three.
 */
export function createFuelServices(
  uow: UnitOfWork,
  notifications: NotificationsService,
  audit: AuditTrail,
  clock: CarrierClock,
) {
  const iftaQueries = new IftaQueries(uow);
  const fuel = new FuelService(uow, iftaQueries, new RecordNamesQueries(uow), audit, clock);
  const fuelImport = new FuelImportService(uow, fuel, iftaQueries, clock);
  const ifta = new IftaService(uow, iftaQueries, notifications, audit, clock);
  return { fuel, fuelImport, ifta };
}
