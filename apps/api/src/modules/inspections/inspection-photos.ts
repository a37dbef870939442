import {
  DOCUMENT_TYPE,
  type DocumentInfo,
  defectPhotoName,
  documentMessages,
  ENTITY_TYPE,
} from '@fletx/contract/documents';
import type { Inspection } from '@fletx/contract/inspections';
import { badRequest, forbidden } from '../../lib/errors';
import { cleanFileName, type DocumentsService, type StagedFile } from '../documents/documents.service';
import type { InspectionsService } from './inspections.service';

/**
 * The photos a driver takes during an inspection (docs/product.md "Inspections (DVIR)"): documents of the
 * inspection (entity type 7, document type 31), uploaded by the driver who reported it and by nobody else
 * through the driver API; a photo of a defect is named after it (`defectPhotoName`).
 */
export class InspectionPhotos {
  constructor(
    private readonly inspections: InspectionsService,
    private readonly documents: DocumentsService,
  ) {}

  /** The driver's own report: 404 unknown, 403 another driver's. */
  async own(driverId: number, id: number): Promise<Inspection> {
    const inspection = await this.inspections.get(id);
    if (inspection.driverId !== driverId) throw forbidden(documentMessages.notYourInspection);
    return inspection;
  }

  /** Records the staged photo, of the defect on `item` when given (400 when the report has none there). */
  async save(
    driverId: number,
    id: number,
    file: StagedFile,
    item: string | undefined,
  ): Promise<DocumentInfo> {
    const inspection = await this.own(driverId, id);
    let originalName = file.originalName;
    if (item) {
      const defect = inspection.defects.find((d) => d.item === item);
      if (!defect)
        throw badRequest(documentMessages.defectItem, [
          { path: 'body.item', message: documentMessages.defectItem },
        ]);
      originalName = cleanFileName(defectPhotoName(defect.id, file.originalName));
    }
    return this.documents.record(
      { ...file, originalName },
      {
        entityTypeId: ENTITY_TYPE.inspection,
        entityId: id,
        documentType: DOCUMENT_TYPE.defectPhoto,
        uploadedBy: driverId,
      },
    );
  }
}
