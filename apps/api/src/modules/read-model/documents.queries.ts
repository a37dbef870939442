import { and, desc, eq } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { documents, users } from '../../db/schema';

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
}
