import type { UnitType } from '@fletx/contract/inspections';
import { and, asc, desc, eq, gte, inArray, lte, or, type SQL } from 'drizzle-orm';
import { type PageWindow, Repository } from '../../db/repository';
import { inspectionDefects, inspections } from '../../db/schema';

export type InspectionRow = typeof inspections.$inferSelect;
export type NewInspectionRow = typeof inspections.$inferInsert;
export type DefectRow = typeof inspectionDefects.$inferSelect;
export type NewDefectRow = Omit<typeof inspectionDefects.$inferInsert, 'inspectionId'>;

/**
 * The list's filter: one unit (its index on (unit, at, id)), a period on `at`, and by the reports' defects of
 * that unit (of any when none): still open, or repaired by a work order, or either.
 */
export interface InspectionFilter {
  unit?: { type: UnitType; id: number };
  from?: Date;
  to?: Date;
  defects?: { open: boolean; workOrderId?: number };
}

const unitColumn = (type: UnitType) => (type === 'truck' ? inspections.truckId : inspections.trailerId);

/**
 * The inspections and their defects (docs/product.md "Inspections (DVIR)"). The list walks an index in its
 * order (newest `at` first): inspections_at_idx, or the unit's inspections_truck_at_idx /
 * inspections_trailer_at_idx.
 */
export class InspectionsRepository extends Repository {
  private readonly list = this.newestListOf('inspections', inspections, 'at');

  /** A report and its defects, written together (the caller's transaction). */
  async insert(values: NewInspectionRow, defects: NewDefectRow[]): Promise<InspectionRow> {
    const row = await this.insertOne(inspections, values);
    if (defects.length > 0)
      await this.db.insert(inspectionDefects).values(defects.map((d) => ({ ...d, inspectionId: row.id })));
    return row;
  }

  page(filter: InspectionFilter, window: PageWindow) {
    const conditions: SQL[] = [];
    if (filter.unit) conditions.push(eq(unitColumn(filter.unit.type), filter.unit.id));
    if (filter.from) conditions.push(gte(inspections.at, filter.from));
    if (filter.to) conditions.push(lte(inspections.at, filter.to));
    if (filter.defects) conditions.push(this.withDefects(filter, filter.defects));
    return this.list.page(conditions.length > 0 ? and(...conditions) : undefined, window);
  }

  /** The reports with a defect as `filter.defects` asks (inspection_defects_unit_status_idx for a unit's open ones). */
  private withDefects(filter: InspectionFilter, wanted: NonNullable<InspectionFilter['defects']>): SQL {
    const matching: SQL[] = [];
    if (wanted.open) matching.push(eq(inspectionDefects.status, 'open'));
    if (wanted.workOrderId !== undefined)
      matching.push(eq(inspectionDefects.workOrderId, wanted.workOrderId));
    const where = [or(...matching) as SQL];
    if (filter.unit)
      where.push(
        eq(inspectionDefects.unitType, filter.unit.type),
        eq(inspectionDefects.unitId, filter.unit.id),
      );
    const ids = this.db
      .select({ id: inspectionDefects.inspectionId })
      .from(inspectionDefects)
      .where(and(...where));
    return inArray(inspections.id, ids);
  }

  findById(id: number): Promise<InspectionRow | undefined> {
    return this.findOne(inspections, eq(inspections.id, id));
  }

  /** The unit's newest report (by `at`), through its (unit, at, id) index. */
  async lastOf(type: UnitType, id: number): Promise<InspectionRow | undefined> {
    const column = unitColumn(type);
    const [row] = await this.db
      .select()
      .from(inspections)
      .where(eq(column, id))
      .orderBy(desc(column), desc(inspections.at), desc(inspections.id))
      .limit(1);
    return row;
  }

  /** The defects of these reports, in the order they were reported. */
  defectsOf(inspectionIds: number[]): Promise<DefectRow[]> {
    if (inspectionIds.length === 0) return Promise.resolve([]);
    const ofInspections = inArray(inspectionDefects.inspectionId, inspectionIds);
    return this.findMany(inspectionDefects, ofInspections, asc(inspectionDefects.id));
  }

  /** The defects with these ids (those that exist). */
  defectsById(ids: number[]): Promise<DefectRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.findMany(inspectionDefects, inArray(inspectionDefects.id, ids));
  }

  /**
   * Marks the open ones of these defects repaired by a work order (repaired ones keep their certificate);
   * answers those it marked.
   */
  async certify(ids: number[], workOrderId: number, userId: number, at: Date): Promise<DefectRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .update(inspectionDefects)
      .set({ status: 'repaired', repairedAt: at, repairedBy: userId, workOrderId })
      .where(and(inArray(inspectionDefects.id, ids), eq(inspectionDefects.status, 'open')))
      .returning();
  }
}
