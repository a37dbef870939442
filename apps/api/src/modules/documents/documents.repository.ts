import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { documents, users } from '../../db/schema';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;
/** A document with the name of the user who uploaded it (null when that user was deleted). */
export type DocumentWithUploader = DocumentRow & { uploaderName: string | null };

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

type JoinedRow = DocumentRow & { uploaderFirstName: string | null; uploaderLastName: string | null };

function toDocument({ uploaderFirstName, uploaderLastName, ...row }: JoinedRow): DocumentWithUploader {
  const uploaderName =
    uploaderFirstName === null ? null : `${uploaderFirstName} ${uploaderLastName ?? ''}`.trim();
  return { ...row, uploaderName };
}

/** The only place with queries on `documents`. */
export class DocumentsRepository {
  constructor(private readonly db: DbOrTx) {}

  async insert(values: NewDocumentRow, db: DbOrTx = this.db): Promise<DocumentRow> {
    const [row] = await db.insert(documents).values(values).returning();
    if (!row) throw new Error('insert into documents returned no row');
    return row;
  }

  async findById(id: number, db: DbOrTx = this.db): Promise<DocumentWithUploader | undefined> {
    const [row] = await db
      .select(withUploader)
      .from(documents)
      .leftJoin(users, eq(users.id, documents.uploadedBy))
      .where(eq(documents.id, id))
      .limit(1);
    return row && toDocument(row);
  }

  /** Newest first. */
  async listFor(
    entityTypeId: number,
    entityId: number,
    db: DbOrTx = this.db,
  ): Promise<DocumentWithUploader[]> {
    const rows = await db
      .select(withUploader)
      .from(documents)
      .leftJoin(users, eq(users.id, documents.uploadedBy))
      .where(and(eq(documents.entityTypeId, entityTypeId), eq(documents.entityId, entityId)))
      .orderBy(desc(documents.createdAt), desc(documents.id));
    return rows.map(toDocument);
  }

  async deleteById(id: number, db: DbOrTx = this.db): Promise<DocumentRow | undefined> {
    const [row] = await db.delete(documents).where(eq(documents.id, id)).returning();
    return row;
  }

  async deleteFor(entityTypeId: number, entityId: number, db: DbOrTx = this.db): Promise<DocumentRow[]> {
    return db
      .delete(documents)
      .where(and(eq(documents.entityTypeId, entityTypeId), eq(documents.entityId, entityId)))
      .returning();
  }
}
