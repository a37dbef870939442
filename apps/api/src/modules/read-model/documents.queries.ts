import { ENTITY_TYPE } from '@fletx/contract/documents';
import { and, desc, eq } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { documents, fuelPurchases, inspections, users, workOrders } from '../../db/schema';
import { anyRow } from '../../lib/row-checks';

const withUploader = {
  id: documents.id,
  entityTypeId: documents.entityTypeId,
  entityId: documents.entityId,
  documentType: documents.documentType,
  originalName: documents.originalName,
  mimeType: documents.mimeType,
  sizeBytes: documents.sizeBytes,
  storageKey: documents.storageKey,
  uploadedBy: documents.uploadedBy,
  createdAt: documents.createdAt,
  uploaderFirstName: users.firstName,
  uploaderLastName: users.lastName,
};

/** A document as its select reads it, with the name of the user who uploaded it (null when that user was deleted). */
export type DocumentWithUploader = NonNullable<Awaited<ReturnType<DocumentsQueries['findById']>>>;

/** The uploader's first and last name (null when the user was deleted: a left join) as one name. */
function toDocument<Row extends { uploaderFirstName: string | null; uploaderLastName: string | null }>({
  uploaderFirstName,
  uploaderLastName,
  ...row
}: Row) {
  const uploaderName =
    uploaderFirstName === null ? null : `${uploaderFirstName} ${uploaderLastName ?? ''}`.trim();
  return { ...row, uploaderName };
}

/** The records whose existence an upload checks, by entity type (docs/product.md "Documents"). */
const CHECKED_OWNERS: Readonly<
  Record<number, typeof inspections.id | typeof workOrders.id | typeof fuelPurchases.id>
> = {
  [ENTITY_TYPE.inspection]: inspections.id,
  [ENTITY_TYPE.workOrder]: workOrders.id,
  [ENTITY_TYPE.fuelPurchase]: fuelPurchases.id,
};

/**
 * Documents as every screen shows them (docs/product.md "Documents"): with the name of the user who uploaded
 * each one (a users row), so they are read here.
 */
export class DocumentsQueries extends Repository {
  async findById(id: number) {
    const [row] = await this.db
      .select(withUploader)
      .from(documents)
      .leftJoin(users, eq(users.id, documents.uploadedBy))
      .where(eq(documents.id, id))
      .limit(1);
    return row && toDocument(row);
  }

  /** Newest first. */
  async listFor(entityTypeId: number, entityId: number): Promise<DocumentWithUploader[]> {
    const rows = await this.db
      .select(withUploader)
      .from(documents)
      .leftJoin(users, eq(users.id, documents.uploadedBy))
      .where(and(eq(documents.entityTypeId, entityTypeId), eq(documents.entityId, entityId)))
      .orderBy(desc(documents.createdAt), desc(documents.id));
    return rows.map(toDocument);
  }

  /**
   * Whether the record a document would belong to exists: checked for inspections and work orders, whose
   * documents only their screens and the drivers' app add; true for the other types, as before them.
   */
  async ownerExists(entityTypeId: number, entityId: number): Promise<boolean> {
    const id = CHECKED_OWNERS[entityTypeId];
    return !id || anyRow(this.db, id.table, eq(id, entityId));
  }
}
