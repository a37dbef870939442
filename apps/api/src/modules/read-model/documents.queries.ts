import { and, desc, eq } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { documents, users } from '../../db/schema';
import type { DocumentWithUploader } from '../documents/documents.service';

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

type JoinedRow = Omit<DocumentWithUploader, 'uploaderName'> & {
  uploaderFirstName: string | null;
  uploaderLastName: string | null;
};

function toDocument({ uploaderFirstName, uploaderLastName, ...row }: JoinedRow): DocumentWithUploader {
  const uploaderName =
    uploaderFirstName === null ? null : `${uploaderFirstName} ${uploaderLastName ?? ''}`.trim();
  return { ...row, uploaderName };
}

/**
 * Documents as every screen shows them (docs/product.md "Documents"): with the name of the user who uploaded
 * each one (a users row), so they are read here.
 */
export class DocumentsQueries extends Repository {
  async findById(id: number): Promise<DocumentWithUploader | undefined> {
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
