import { and, eq } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { documents } from '../../db/schema';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;

/** The only place with queries on `documents` (screens read them with their uploader's name in the read model). */
export class DocumentsRepository extends Repository {
  insert(values: NewDocumentRow): Promise<DocumentRow> {
    return this.insertOne(documents, values);
  }

  async deleteById(id: number): Promise<DocumentRow | undefined> {
    const [row] = await this.db.delete(documents).where(eq(documents.id, id)).returning();
    return row;
  }

  async deleteFor(entityTypeId: number, entityId: number): Promise<DocumentRow[]> {
    return this.db
      .delete(documents)
      .where(and(eq(documents.entityTypeId, entityTypeId), eq(documents.entityId, entityId)))
      .returning();
  }
}
