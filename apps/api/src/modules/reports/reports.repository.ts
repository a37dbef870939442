import { count, eq } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { loadReportComments, loadReports } from '../../db/schema';

export type ReportRow = typeof loadReports.$inferSelect;
export type ReportCommentRow = typeof loadReportComments.$inferSelect;

/**
 * The only place with queries on reports and their comments alone; the screens' lists (which show the load
 * and the driver) are read in read-model/reports.queries.ts.
 */
export class ReportsRepository extends Repository {
  insert(values: typeof loadReports.$inferInsert): Promise<ReportRow> {
    return this.insertOne(loadReports, values);
  }

  lock(id: number): Promise<ReportRow | undefined> {
    return this.findOne(loadReports, eq(loadReports.id, id), { forUpdate: true });
  }

  async countByType(): Promise<{ typeId: number; n: number }[]> {
    return this.db
      .select({ typeId: loadReports.reportTypeId, n: count() })
      .from(loadReports)
      .groupBy(loadReports.reportTypeId);
  }

  async setStatus(
    id: number,
    values: { statusReportId: number; modifiedBy: number; modifiedByName: string },
  ): Promise<void> {
    await this.db
      .update(loadReports)
      .set({ ...values, modifiedAt: new Date() })
      .where(eq(loadReports.id, id));
  }

  async addComment(values: typeof loadReportComments.$inferInsert): Promise<void> {
    await this.db.insert(loadReportComments).values(values);
  }

  comments(reportId: number): Promise<ReportCommentRow[]> {
    return this.findMany(
      loadReportComments,
      eq(loadReportComments.reportId, reportId),
      loadReportComments.id,
    );
  }
}
