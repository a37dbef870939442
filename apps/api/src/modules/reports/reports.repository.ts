import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loadReportComments, loadReports, loads, users } from '../../db/schema';
import { escapeLike } from '../brokers/brokers.repository';

const loadDocument = sql`lower(unaccent_immutable(${loads.idNumber} || ' ' || ${loads.pickupCity} || ' ' || ${loads.deliveryCity}))`;
const userDocument = sql`lower(unaccent_immutable(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}))`;
const pattern = (text: string) => sql`'%' || lower(unaccent_immutable(${escapeLike(text)})) || '%'`;

export interface ReportFilters {
  search?: string;
  type?: number;
  status?: number;
  /** A UTC day, yyyy-MM-dd. */
  date?: string;
}

const columns = {
  report: loadReports,
  idNumber: loads.idNumber,
  loadStatusId: loads.statusId,
  driverFirstName: users.firstName,
  driverLastName: users.lastName,
};

export type ReportRow = typeof loadReports.$inferSelect;
export type ReportWithLoad = {
  report: ReportRow;
  idNumber: string;
  loadStatusId: number;
  driverFirstName: string | null;
  driverLastName: string | null;
};
export type ReportCommentRow = typeof loadReportComments.$inferSelect;

/** Queries of reports and their comments (the only place with them). */
export class ReportsRepository {
  constructor(private readonly db: DbOrTx) {}

  async insert(values: typeof loadReports.$inferInsert, db: DbOrTx = this.db): Promise<ReportRow> {
    const [row] = await db.insert(loadReports).values(values).returning();
    if (!row) throw new Error('no report row');
    return row;
  }

  private select(db: DbOrTx) {
    return db
      .select(columns)
      .from(loadReports)
      .innerJoin(loads, eq(loads.id, loadReports.loadId))
      .leftJoin(users, eq(users.id, loadReports.driverId));
  }

  async findById(id: number, db: DbOrTx = this.db): Promise<ReportWithLoad | undefined> {
    const [row] = await this.select(db).where(eq(loadReports.id, id));
    return row;
  }

  async lock(id: number, db: DbOrTx): Promise<ReportRow | undefined> {
    const [row] = await db.select().from(loadReports).where(eq(loadReports.id, id)).for('update');
    return row;
  }

  async byLoad(loadId: number, db: DbOrTx = this.db): Promise<ReportWithLoad[]> {
    return this.select(db).where(eq(loadReports.loadId, loadId)).orderBy(desc(loadReports.id));
  }

  private async conditions(filters: ReportFilters, db: DbOrTx): Promise<SQL[]> {
    const conditions: SQL[] = [];
    if (filters.type) conditions.push(eq(loadReports.reportTypeId, filters.type));
    if (filters.status) conditions.push(eq(loadReports.statusReportId, filters.status));
    if (filters.date) {
      const start = new Date(`${filters.date}T00:00:00.000Z`);
      const end = new Date(start.getTime() + 86_400_000);
      conditions.push(gte(loadReports.createdAt, start), lt(loadReports.createdAt, end));
    }
    const term = filters.search?.trim();
    if (term) {
      const [driverIds, loadIds] = await Promise.all([
        db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.group, 'drivers'), sql`${userDocument} LIKE ${pattern(term)}`))
          .limit(500),
        db
          .select({ id: loads.id })
          .from(loads)
          .where(sql`${loadDocument} LIKE ${pattern(term)}`)
          .limit(500),
      ]);
      const alternatives: SQL[] = [sql`false`];
      if (driverIds.length > 0)
        alternatives.push(
          inArray(
            loadReports.driverId,
            driverIds.map((d) => d.id),
          ),
        );
      if (loadIds.length > 0)
        alternatives.push(
          inArray(
            loadReports.loadId,
            loadIds.map((l) => l.id),
          ),
        );
      conditions.push(sql`(${sql.join(alternatives, sql` OR `)})`);
    }
    return conditions;
  }

  async page(
    filters: ReportFilters,
    limit: number,
    offset: number,
    db: DbOrTx = this.db,
  ): Promise<{ rows: ReportWithLoad[]; total: number }> {
    const where = and(...(await this.conditions(filters, db)));
    const [rows, [totalRow]] = await Promise.all([
      this.select(db)
        .where(where)
        .orderBy(desc(loadReports.createdAt), desc(loadReports.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(loadReports).where(where),
    ]);
    return { rows, total: totalRow?.n ?? 0 };
  }

  async countByType(db: DbOrTx = this.db): Promise<{ typeId: number; n: number }[]> {
    return db
      .select({ typeId: loadReports.reportTypeId, n: count() })
      .from(loadReports)
      .groupBy(loadReports.reportTypeId);
  }

  async setStatus(
    id: number,
    values: { statusReportId: number; modifiedBy: number; modifiedByName: string },
    db: DbOrTx,
  ): Promise<void> {
    await db
      .update(loadReports)
      .set({ ...values, modifiedAt: new Date() })
      .where(eq(loadReports.id, id));
  }

  async addComment(values: typeof loadReportComments.$inferInsert, db: DbOrTx): Promise<void> {
    await db.insert(loadReportComments).values(values);
  }

  async comments(reportId: number, db: DbOrTx = this.db): Promise<ReportCommentRow[]> {
    return db
      .select()
      .from(loadReportComments)
      .where(eq(loadReportComments.reportId, reportId))
      .orderBy(loadReportComments.id);
  }

  async userName(id: number, db: DbOrTx = this.db): Promise<string> {
    const [u] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, id));
    return u ? `${u.firstName} ${u.lastName}` : `User ${id}`;
  }

  async load(id: number, db: DbOrTx = this.db) {
    const [row] = await db
      .select({ id: loads.id, idNumber: loads.idNumber, driverId: loads.driverId, statusId: loads.statusId })
      .from(loads)
      .where(eq(loads.id, id));
    return row;
  }
}
