import { and, asc, eq } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { deliveryStatements, osdEntries } from '../../db/schema';
import { deleteAny } from '../../lib/row-checks';

export type OsdRow = typeof osdEntries.$inferSelect;
export type StatementRow = typeof deliveryStatements.$inferSelect;

/** The only place with queries on OS&D entries and frozen delivery statements. */
export class DeliveryApprovalRepository extends Repository {
  async osd(loadId: number): Promise<OsdRow[]> {
    return this.db.select().from(osdEntries).where(eq(osdEntries.loadId, loadId)).orderBy(asc(osdEntries.id));
  }

  async statement(loadId: number): Promise<StatementRow | undefined> {
    const [row] = await this.db
      .select()
      .from(deliveryStatements)
      .where(eq(deliveryStatements.loadId, loadId));
    return row;
  }

  async insertOsd(values: typeof osdEntries.$inferInsert): Promise<void> {
    await this.db.insert(osdEntries).values(values);
  }

  /** False when the load has no such entry. */
  deleteOsd(loadId: number, osdId: number): Promise<boolean> {
    return deleteAny(this.db, osdEntries, and(eq(osdEntries.id, osdId), eq(osdEntries.loadId, loadId)));
  }

  /** Statements of many loads at once (a past in bulk); 500 rows a statement. */
  async insertStatements(values: Array<typeof deliveryStatements.$inferInsert>): Promise<void> {
    await this.insertChunked(deliveryStatements, values, 500);
  }

  async insertStatement(values: typeof deliveryStatements.$inferInsert): Promise<void> {
    await this.db.insert(deliveryStatements).values(values);
  }
}
