import { EARTH_MILES } from '@fletx/contract/geo';
import type { MaintenanceUnitType } from '@fletx/contract/maintenance';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { Repository } from '../../db/repository';
import { maintenanceSchedules, odometerReadings, trailers, vehicles } from '../../db/schema';

/** A truck or a trailer, as the maintenance tables name it. */
export interface MaintenanceUnit {
  unitType: MaintenanceUnitType;
  unitId: number;
}

export const unitKey = ({ unitType, unitId }: MaintenanceUnit) => `${unitType}:${unitId}`;

/** A schedule with the number and plate of its unit, as the compliance list names it. */
export interface DueScheduleRow extends MaintenanceUnit {
  id: number;
  task: string;
  everyMiles: number | null;
  everyDays: number | null;
  lastDoneAt: string;
  lastDoneMiles: number;
  blocksDispatch: boolean;
  number: string;
  plateNumber: string;
}

const scheduleColumns = {
  id: maintenanceSchedules.id,
  unitType: maintenanceSchedules.unitType,
  unitId: maintenanceSchedules.unitId,
  task: maintenanceSchedules.task,
  everyMiles: maintenanceSchedules.everyMiles,
  everyDays: maintenanceSchedules.everyDays,
  lastDoneAt: maintenanceSchedules.lastDoneAt,
  lastDoneMiles: maintenanceSchedules.lastDoneMiles,
  blocksDispatch: maintenanceSchedules.blocksDispatch,
};

/**
 * What the due rule reads (docs/product.md "Maintenance"): the schedules of the trucks and trailers that are
 * not deleted, and each unit's current odometer — its latest reading plus, for a truck, the miles its driver's
 * GPS positions ran since that reading. Reads only: maintenance, equipment and tracking write these tables.
 */
export class MaintenanceDueQueries extends Repository {
  /** The schedules of active units (all, or of the units given), by unit then id. */
  async schedules(units?: ReadonlyArray<MaintenanceUnit>): Promise<DueScheduleRow[]> {
    if (units?.length === 0) return [];
    const of = (type: MaintenanceUnitType): SQL | undefined => {
      const ids = units?.filter((u) => u.unitType === type).map((u) => u.unitId);
      if (ids === undefined) return undefined;
      return ids.length > 0 ? inArray(maintenanceSchedules.unitId, ids) : sql`false`;
    };
    const [trucks, trailerRows] = await this.uow.all(
      () =>
        this.db
          .select({ ...scheduleColumns, number: vehicles.unitNumber, plateNumber: vehicles.plateNumber })
          .from(maintenanceSchedules)
          .innerJoin(vehicles, eq(vehicles.id, maintenanceSchedules.unitId))
          .where(and(eq(maintenanceSchedules.unitType, 'truck'), eq(vehicles.isDeleted, false), of('truck')))
          .orderBy(asc(maintenanceSchedules.unitId), asc(maintenanceSchedules.id)),
      () =>
        this.db
          .select({ ...scheduleColumns, number: trailers.trailerNumber, plateNumber: trailers.plateNumber })
          .from(maintenanceSchedules)
          .innerJoin(trailers, eq(trailers.id, maintenanceSchedules.unitId))
          .where(
            and(eq(maintenanceSchedules.unitType, 'trailer'), eq(trailers.isDeleted, false), of('trailer')),
          )
          .orderBy(asc(maintenanceSchedules.unitId), asc(maintenanceSchedules.id)),
    );
    return [...trucks, ...trailerRows];
  }

  /**
   * The current odometer of each unit that has a reading: the latest reading (odometer_readings_unit_at_idx)
   * plus, for a truck, the GPS miles since it (`gpsMilesSince`). Units without a reading are left out.
   */
  async currentMiles(units: ReadonlyArray<MaintenanceUnit>): Promise<Map<string, number>> {
    if (units.length === 0) return new Map();
    const latest = await this.db
      .selectDistinctOn([odometerReadings.unitType, odometerReadings.unitId], {
        unitType: odometerReadings.unitType,
        unitId: odometerReadings.unitId,
        miles: odometerReadings.miles,
        at: odometerReadings.at,
      })
      .from(odometerReadings)
      .where(
        or(
          ...units.map((u) =>
            and(eq(odometerReadings.unitType, u.unitType), eq(odometerReadings.unitId, u.unitId)),
          ),
        ),
      )
      .orderBy(
        asc(odometerReadings.unitType),
        asc(odometerReadings.unitId),
        desc(odometerReadings.at),
        desc(odometerReadings.id),
      );
    const gps = await this.gpsMilesSince(
      latest.filter((r) => r.unitType === 'truck').map((r) => ({ truckId: r.unitId, since: r.at })),
    );
    return new Map(
      latest.map((r) => [unitKey(r), r.miles + (r.unitType === 'truck' ? (gps.get(r.unitId) ?? 0) : 0)]),
    );
  }

  /**
   * The whole miles each truck ran after `since` by its GPS: the great-circle distance between consecutive
   * positions its current driver sent on their loads after then (positions name a load and a driver, not a
   * truck; the truck's driver is who drove it). Through loads_driver_idx and load_locations_load_at_idx.
   */
  async gpsMilesSince(trucks: ReadonlyArray<{ truckId: number; since: Date }>): Promise<Map<number, number>> {
    if (trucks.length === 0) return new Map();
    const wanted = sql.join(
      trucks.map((t) => sql`(${t.truckId}::int, ${t.since.toISOString()}::timestamptz)`),
      sql`, `,
    );
    const result = await this.db.execute(sql`
      SELECT w.truck_id, coalesce((
        SELECT floor(sum(2 * ${EARTH_MILES}::float8 * asin(least(1, sqrt(
          power(sin(radians(p.lat - p.prev_lat) / 2), 2) +
          cos(radians(p.prev_lat)) * cos(radians(p.lat)) * power(sin(radians(p.lon - p.prev_lon) / 2), 2)
        )))))
        FROM (
          SELECT ll.lat, ll.lon,
            lag(ll.lat) OVER (ORDER BY ll.at, ll.id) AS prev_lat,
            lag(ll.lon) OVER (ORDER BY ll.at, ll.id) AS prev_lon
          FROM load_locations ll
          JOIN loads l ON l.id = ll.load_id
          WHERE l.driver_id = v.driver_id AND ll.driver_id = v.driver_id AND ll.at > w.since
        ) p
        WHERE p.prev_lat IS NOT NULL
      ), 0) AS miles
      FROM (VALUES ${wanted}) AS w(truck_id, since)
      JOIN vehicles v ON v.id = w.truck_id
      WHERE v.driver_id IS NOT NULL`);
    return new Map(
      rowsOf<{ truck_id: number; miles: number | string }>(result).map((r) => [
        Number(r.truck_id),
        Number(r.miles),
      ]),
    );
  }
}
