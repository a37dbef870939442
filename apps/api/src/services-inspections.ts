import type { UnitOfWork } from './db/unit-of-work';
import type { Clock } from './lib/clock';
import type { LiveEvents } from './lib/live-events';
import type { CarrierSettingsService } from './modules/carrier-settings/carrier-settings.service';
import type { DocumentsService } from './modules/documents/documents.service';
import { DvirPrinter } from './modules/inspections/dvir.service';
import { InspectionPhotos } from './modules/inspections/inspection-photos';
import { InspectionsService, type OdometerRecorder } from './modules/inspections/inspections.service';
import type { NotificationsService } from './modules/notifications/notifications.service';
import { DvirQueries } from './modules/read-model/dvir.queries';
import { InspectionsQueries } from './modules/read-model/inspections.queries';
import { RecordNamesQueries } from './modules/read-model/record-names.queries';

/**
 * The part of the composition root (services.ts) for the drivers' inspections (docs/product.md "Inspections
 * (DVIR)"): the reports, their photos and the DVIR PDF; a report's odometer goes to maintenance.
 */
export function createInspectionServices(
  uow: UnitOfWork,
  clock: Clock,
  notifications: NotificationsService,
  live: LiveEvents,
  odometer: OdometerRecorder,
  documents: DocumentsService,
  carrierSettings: CarrierSettingsService,
) {
  const inspections = new InspectionsService(
    uow,
    new InspectionsQueries(uow),
    clock,
    new RecordNamesQueries(uow),
    notifications,
    live,
    odometer,
  );
  const inspectionPhotos = new InspectionPhotos(inspections, documents);
  const dvir = new DvirPrinter(inspections, new DvirQueries(uow), documents, carrierSettings);
  return { inspections, inspectionPhotos, dvir };
}
