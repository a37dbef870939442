import { DOCUMENT_TYPE, defectOfPhoto, ENTITY_TYPE } from '@fletx/contract/documents';
import type { CarrierSettingsService } from '../carrier-settings/carrier-settings.service';
import type { DocumentsService } from '../documents/documents.service';
import type { DvirQueries } from '../read-model/dvir.queries';
import { inspectionPdf } from './inspection-pdf';
import type { InspectionsService } from './inspections.service';

/** Gathers a report's facts (the report, the carrier, names, photos) and prints it. */
export class DvirPrinter {
  constructor(
    private readonly inspections: InspectionsService,
    private readonly queries: DvirQueries,
    private readonly documents: DocumentsService,
    private readonly carrierSettings: CarrierSettingsService,
  ) {}

  /** 404 for an unknown report (InspectionsService.get). */
  async print(id: number): Promise<{ name: string; bytes: Uint8Array }> {
    const inspection = await this.inspections.get(id);
    const certifierIds = inspection.defects.flatMap((d) => (d.repairedBy === null ? [] : [d.repairedBy]));
    const carrier = await this.carrierSettings.get();
    const names = await this.queries.userNames([inspection.driverId, ...certifierIds]);
    const units = await this.queries.unitNumbers(inspection.truckId, inspection.trailerId);
    const nextReview = await this.queries.nextPreTrip(inspection.truckId, new Date(inspection.at));
    const files = await this.documents.filesOf(ENTITY_TYPE.inspection, id, DOCUMENT_TYPE.defectPhoto);
    const bytes = await inspectionPdf({
      inspection,
      carrier,
      driverName: names.get(inspection.driverId) ?? `Driver #${inspection.driverId}`,
      truckNumber: units?.truck ?? `#${inspection.truckId}`,
      trailerNumber: inspection.trailerId === null ? null : (units?.trailer ?? `#${inspection.trailerId}`),
      certifiers: names,
      nextReview,
      photos: files
        .filter((f) => f.document.mimeType === 'image/png' || f.document.mimeType === 'image/jpeg')
        .map((f) => ({
          bytes: f.bytes,
          mimeType: f.document.mimeType,
          defectId: defectOfPhoto(f.document.originalName),
        })),
    });
    return { name: `dvir-${inspection.id}-${inspection.at.slice(0, 10)}`, bytes };
  }
}
