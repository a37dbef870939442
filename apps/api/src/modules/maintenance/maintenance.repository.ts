import type { MaintenanceUnitType } from '@fletx/contract/maintenance';
import { and, desc, eq, gt, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import { type PageWindow, Repository, TableRepository } from '../../db/repository';
import { maintenanceSchedules, odometerReadings } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';

export type ScheduleRow = typeof maintenanceSchedules.$inferSelect;
export type NewScheduleRow = typeof maintenanceSchedules.$inferInsert;
export type ReadingRow = typeof odometerReadings.$inferSelect;

/** A truck or a trailer, as the maintenance tables name it. */
export interface Unit {
  unitType: MaintenanceUnitType;
  unitId: number;
}

/** The advisory lock class of a unit's odometer (any constant; one per purpose), one per unit type. */
const ODOMETER_LOCK = { truck: 33_001, trailer: 33_002 } as const;

/** The schedules (docs/product.md "Maintenance"): newest first, all or of one unit. */
export class SchedulesRepository extends TableRepository<typeof maintenanceSchedules> {
  private readonly list = this.newestListOf('maintenance schedules', maintenanceSchedules, 'createdAt');

  constructor(uow: UnitOfWork) {
    super(uow, maintenanceSchedules);
  }

  /** A page of the schedules, newest first. */
  page(where: SQL | undefined, window: PageWindow) {
    return this.list.page(where, window);
  }

  /** Every schedule that matches, newest first (the list filtered by a state computed in code). */
  all(where: SQL | undefined): Promise<ScheduleRow[]> {
    return this.findMany(
      maintenanceSchedules,
      where,
      desc(maintenanceSchedules.createdAt),
      desc(maintenanceSchedules.id),
    );
  }

  /** The filter of the list by unit type and id. */
  whereUnit(unitType: MaintenanceUnitType | undefined, unitId: number | undefined): SQL | undefined {
    return and(
      unitType ? eq(maintenanceSchedules.unitType, unitType) : undefined,
      unitId !== undefined ? eq(maintenanceSchedules.unitId, unitId) : undefined,
    );
  }

  /** The schedules with these ids (those that exist). */
  byIds(ids: number[]): Promise<ScheduleRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.findMany(maintenanceSchedules, inArray(maintenanceSchedules.id, ids));
  }

  /** The unit's schedules of `task` last done before `day`, locked until the transaction ends. */
  doneBefore({ unitType, unitId }: Unit, task: string, day: string): Promise<ScheduleRow[]> {
    return this.findManyLocked(
      maintenanceSchedules,
      and(
        this.whereUnit(unitType, unitId),
        eq(maintenanceSchedules.task, task),
        lt(maintenanceSchedules.lastDoneAt, day),
      ),
      maintenanceSchedules.id,
    );
  }

  async remove(id: number): Promise<ScheduleRow | undefined> {
    const [row] = await this.db
      .delete(maintenanceSchedules)
      .where(eq(maintenanceSchedules.id, id))
      .returning();
    return row;
  }
}

const ofUnit = ({ unitType, unitId }: Unit) =>
  and(eq(odometerReadings.unitType, unitType), eq(odometerReadings.unitId, unitId));

/** The odometer readings of the units, append-only. */
export class OdometerRepository extends Repository {
  private readonly list = this.newestListOf('odometer readings', odometerReadings, 'at');

  /** A unit's readings, latest first. */
  page(unit: Unit, window: PageWindow) {
    return this.list.page(ofUnit(unit), window);
  }

  insert(values: typeof odometerReadings.$inferInsert): Promise<ReadingRow> {
    return this.insertOne(odometerReadings, values);
  }

  /** Holds the unit's odometer until the transaction ends: its readings are checked and written in turn. */
  async lockUnit({ unitType, unitId }: Unit): Promise<void> {
    await this.db.execute(sql`SELECT pg_advisory_xact_lock(${ODOMETER_LOCK[unitType]}, ${unitId})`);
  }

  /** The reading at or just before `at`: the one a new reading at `at` must not fall below. */
  before(unit: Unit, at: Date): Promise<ReadingRow | undefined> {
    return this.findOne(odometerReadings, and(ofUnit(unit), lte(odometerReadings.at, at)), {
      orderBy: sql`${odometerReadings.at} DESC, ${odometerReadings.id} DESC`,
    });
  }

  /** The first reading after `at`: the one a new reading at `at` must not exceed (unless it is a reset). */
  after(unit: Unit, at: Date): Promise<ReadingRow | undefined> {
    return this.findOne(odometerReadings, and(ofUnit(unit), gt(odometerReadings.at, at)), {
      orderBy: sql`${odometerReadings.at} ASC, ${odometerReadings.id} ASC`,
    });
  }

  /** The miles a unit ran in a period: its highest reading in it less its lowest (0 with fewer than two). */
  async milesIn(unit: Unit, from: Date, to: Date): Promise<number> {
    const [row] = await this.db
      .select({
        low: sql<number | null>`min(${odometerReadings.miles})`,
        high: sql<number | null>`max(${odometerReadings.miles})`,
      })
      .from(odometerReadings)
      .where(and(ofUnit(unit), gte(odometerReadings.at, from), lte(odometerReadings.at, to)));
    return row?.low == null || row.high == null ? 0 : Number(row.high) - Number(row.low);
  }
}
