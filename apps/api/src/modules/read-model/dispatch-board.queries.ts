import { QUEUE_LIMIT } from '@fletx/contract/dispatch';
import { DRIVER_STATUS } from '@fletx/contract/drivers';
import type { DutyStatus } from '@fletx/contract/duty';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { GROUPS } from '@fletx/contract/roles';
import {
  and,
  asc,
  desc,
  eq,
  getTableName,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rowsOf } from '../../db/client';
import { Repository } from '../../db/repository';
import {
  driverDutyEvents,
  driverInformation,
  driverTimeOff,
  loads,
  trailers,
  trailerTypes,
  users,
  vehicles,
} from '../../db/schema';

/** How far before the board's period a load may have been picked up and still run into it (or tell where a driver is). */
const LOOK_BACK_MS = 14 * 86_400_000;

/** The end of a load on the board: the delivery window's close, else its opening, else the pickup's close. */
const loadEnd = sql<Date>`coalesce(${loads.deliveryCloseAt}, ${loads.deliveryOpenAt}, ${loads.pickupCloseAt})`;
/** Whether `loadEnd` is the pickup's time (the delivery has none): then read on the pickup's clock. */
const endsAtPickup = sql`coalesce(${loads.deliveryCloseAt}, ${loads.deliveryOpenAt}) IS NULL`;
/** The stop whose clock `loadEnd` is read on: its state and ZIP code. */
const loadEndState = sql<string>`CASE WHEN ${endsAtPickup} THEN ${loads.pickupState} ELSE ${loads.deliveryState} END`;
const loadEndZip = sql<string>`CASE WHEN ${endsAtPickup} THEN ${loads.pickupZip} ELSE ${loads.deliveryZip} END`;

const loadColumns = {
  id: loads.id,
  number: loads.idNumber,
  status: loads.statusId,
  start: loads.pickupOpenAt,
  end: loadEnd,
  endState: loadEndState,
  endZip: loadEndZip,
  deliveryCloseAt: loads.deliveryCloseAt,
  pickupCity: loads.pickupCity,
  pickupState: loads.pickupState,
  pickupZip: loads.pickupZip,
  deliveryCity: loads.deliveryCity,
  deliveryState: loads.deliveryState,
  deliveryZip: loads.deliveryZip,
  pickupLat: loads.pickupLat,
  pickupLng: loads.pickupLng,
  deliveryLat: loads.deliveryLat,
  deliveryLng: loads.deliveryLng,
  plannedMiles: loads.plannedMiles,
  trailerTypeId: loads.trailerTypeId,
  trailerType: trailerTypes.name,
  driverId: loads.driverId,
  version: loads.version,
};

export type BoardLoadRow = Awaited<ReturnType<DispatchBoardQueries['driverLoads']>>[number];

/** A queue's filters (docs/product.md "Dispatch board"): the pickup's state and day (on its dock's clock), the trailer type. */
export interface QueueFilter {
  originState?: string | undefined;
  date?: string | undefined;
  trailerTypeId?: number | undefined;
}

/** The furthest a clock runs ahead of UTC (UTC+14): a facility's clock as stored reads at most this much later. */
const CLOCK_AHEAD_MS = 14 * 3_600_000;

/** `table.column` spelled out: drizzle leaves a one-table query's columns bare, and a subquery joins two. */
const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * A column of the driver's trailer (the user of the outer query): the first trailer of their first truck that
 * has one, trucks and trailers deleted aside; null without.
 */
const firstTrailer = <T>(column: AnyPgColumn) => {
  const [v, t] = [vehicles, trailers];
  return sql<T | null>`(SELECT ${qualified(column)} FROM ${t} JOIN ${v} ON ${qualified(v.id)} = ${qualified(t.vehicleId)} WHERE ${qualified(v.driverId)} = ${qualified(users.id)} AND NOT ${qualified(v.isDeleted)} AND NOT ${qualified(t.isDeleted)} ORDER BY ${qualified(v.id)}, ${qualified(t.id)} LIMIT 1)`;
};

/** Loads on nobody's road: cancelled, declined and old loads never show on the board. */
const OFF_BOARD = [LOAD_STATUS.cancelled, LOAD_STATUS.declined, LOAD_STATUS.oldLoad];

/**
 * The loads with a driver, refused ones aside (they are in the queue), picked up from `LOOK_BACK_MS` before
 * [from, to) to its end: those near the board's period.
 */
const onRoadNear = (from: Date, to: Date): SQL[] => [
  gte(loads.pickupOpenAt, new Date(from.getTime() - LOOK_BACK_MS)),
  lt(loads.pickupOpenAt, to),
  notInArray(loads.statusId, [...OFF_BOARD, LOAD_STATUS.refusedByDriver]),
  sql`${loads.driverId} IS NOT NULL`,
];

/**
 * Whether a load ends, on its dock's clock, no earlier than the clock furthest ahead of UTC allows for an end
 * within a period starting at `from`: the loads `driverLoads` reads (`placeLoads` reads the others).
 */
const endsInto = (from: Date) =>
  sql`${loadEnd} >= ${new Date(from.getTime() - CLOCK_AHEAD_MS).toISOString()}::timestamptz`;

/**
 * The dispatch board (docs/product.md "Dispatch board"): across drivers, their trucks and trailers, loads,
 * duty events and time off. A fixed number of statements whatever the number of drivers, each on an index:
 * the drivers, their loads of the period, the unassigned queue, the duty events of the last cycle, time off.
 */
export class DispatchBoardQueries extends Repository {
  /** Active drivers (approved driver information), by name, with their first truck and its first trailer. */
  activeDrivers(onlyId?: number) {
    const where = [eq(users.group, GROUPS.drivers), eq(driverInformation.status, DRIVER_STATUS.active)];
    if (onlyId !== undefined) where.push(eq(users.id, onlyId));
    return this.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        truck: sql<
          string | null
        >`(SELECT ${vehicles.unitNumber} FROM ${vehicles} WHERE ${vehicles.driverId} = ${users.id} AND NOT ${vehicles.isDeleted} ORDER BY ${vehicles.id} LIMIT 1)`,
        trailer: firstTrailer<string>(trailers.trailerNumber),
      })
      .from(users)
      .innerJoin(driverInformation, eq(driverInformation.userId, users.id))
      .where(and(...where))
      .orderBy(users.firstName, users.lastName, users.id);
  }

  /**
   * A driver of any status as the warnings name them, with the type of the trailer the board shows them with:
   * on vehicles_driver_idx and trailers_vehicle_idx.
   */
  async driverWithTrailerType(driverId: number) {
    const [row] = await this.db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        trailerTypeId: firstTrailer<number>(trailers.typeId),
      })
      .from(users)
      .where(and(eq(users.id, driverId), eq(users.group, GROUPS.drivers)))
      .limit(1);
    return row;
  }

  /**
   * The loads with a driver that run into [from, to), refused loads aside (they are in the queue): picked up
   * from two weeks before it (a long trip may have started then) and ending, on their dock's clock, no earlier
   * than the clock furthest ahead of UTC allows for an end within it. The caller keeps those whose instants
   * run into the period (dispatch.mapper.ts `periodOf`).
   */
  driverLoads(from: Date, to: Date, driverIds?: ReadonlyArray<number>) {
    const where = [...onRoadNear(from, to), endsInto(from)];
    if (driverIds) where.push(inArray(loads.driverId, [...driverIds]));
    return this.boardLoads(and(...where)).orderBy(asc(loads.pickupOpenAt), asc(loads.id));
  }

  /**
   * What else tells where each driver is at `now` (dispatch.mapper.ts `locationOf`: the latest load started,
   * else the next one) among their loads picked up from two weeks before [from, to) to its end: each driver's
   * latest load surely started (picked up, on its dock's clock, earlier than any clock could still read before
   * `now`), the loads picked up close enough to `now` that only their zone tells, and each driver's first load,
   * all among the loads `driverLoads` does not read. With `driverLoads`' rows, `locationOf` reads the same as
   * over every load of those two weeks and more, for about two rows a driver, none of them read twice.
   */
  async placeLoads(from: Date, to: Date, now: Date) {
    const near = [...onRoadNear(from, to), sql`(${endsInto(from)}) IS NOT TRUE`];
    const surelyStarted = new Date(now.getTime() - CLOCK_AHEAD_MS);
    const [latest, first, starting] = await Promise.all([
      this.firstOfEachDriver(and(...near, lt(loads.pickupOpenAt, surelyStarted)), 'latest'),
      this.firstOfEachDriver(and(...near), 'first'),
      this.boardLoads(
        and(
          ...near,
          gte(loads.pickupOpenAt, surelyStarted),
          lt(loads.pickupOpenAt, new Date(now.getTime() + CLOCK_AHEAD_MS)),
        ),
      ),
    ]);
    return [...latest, ...first, ...starting];
  }

  /** Each driver's first (or latest) load by pickup of those `where` keeps. */
  private firstOfEachDriver(where: SQL | undefined, which: 'first' | 'latest') {
    const by = which === 'first' ? asc : desc;
    return this.db
      .selectDistinctOn([loads.driverId], loadColumns)
      .from(loads)
      .innerJoin(trailerTypes, eq(trailerTypes.id, loads.trailerTypeId))
      .where(where)
      .orderBy(loads.driverId, by(loads.pickupOpenAt), by(loads.id));
  }

  private boardLoads(where: SQL | undefined) {
    return this.db
      .select(loadColumns)
      .from(loads)
      .innerJoin(trailerTypes, eq(trailerTypes.id, loads.trailerTypeId))
      .where(where)
      .$dynamic();
  }

  /**
   * Active loads without a driver (a booking turned load) or refused by theirs whose pickup opens, on its
   * facility's clock as stored, before `to` read on the clock furthest ahead of UTC: the loads picked up before
   * `to` and some after, which the caller leaves out by their instants (dispatch.mapper.ts `periodOf`).
   */
  unassigned(to: Date, filter: QueueFilter) {
    const where: SQL[] = [
      eq(loads.finished, false),
      or(isNull(loads.driverId), eq(loads.statusId, LOAD_STATUS.refusedByDriver)) as SQL,
      lt(loads.pickupOpenAt, new Date(to.getTime() + CLOCK_AHEAD_MS)),
    ];
    if (filter.originState) where.push(eq(loads.pickupState, filter.originState));
    if (filter.trailerTypeId) where.push(eq(loads.trailerTypeId, filter.trailerTypeId));
    if (filter.date) {
      const day = new Date(`${filter.date}T00:00:00Z`);
      where.push(gte(loads.pickupOpenAt, day), lt(loads.pickupOpenAt, new Date(day.getTime() + 86_400_000)));
    }
    return this.db
      .select(loadColumns)
      .from(loads)
      .innerJoin(trailerTypes, eq(trailerTypes.id, loads.trailerTypeId))
      .where(and(...where))
      .orderBy(asc(loads.pickupOpenAt), asc(loads.id))
      .limit(QUEUE_LIMIT);
  }

  /** One load as the board shows it. */
  async load(id: number): Promise<BoardLoadRow | undefined> {
    const [row] = await this.db
      .select(loadColumns)
      .from(loads)
      .innerJoin(trailerTypes, eq(trailerTypes.id, loads.trailerTypeId))
      .where(eq(loads.id, id))
      .limit(1);
    return row;
  }

  /**
   * The duty changes of the drivers since `since`, and for each the last one before it (the status the period
   * starts in): one statement on driver_duty_events_driver_at_idx.
   */
  async dutyEvents(driverIds: ReadonlyArray<number>, since: Date) {
    if (driverIds.length === 0) return [];
    const ids = sql.join(
      driverIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const sinceIso = `${since.toISOString()}`;
    const result = await this.db.execute(sql`
      SELECT e.driver_id, e.status, e.at, e.lat, e.lon FROM ${driverDutyEvents} e
        WHERE e.driver_id IN (${ids}) AND e.at >= ${sinceIso}::timestamptz
      UNION ALL
      SELECT last.driver_id, last.status, last.at, last.lat, last.lon
        FROM ${users} d
        CROSS JOIN LATERAL (
          SELECT e.driver_id, e.status, e.at, e.lat, e.lon FROM ${driverDutyEvents} e
          WHERE e.driver_id = d.id AND e.at < ${sinceIso}::timestamptz
          ORDER BY e.at DESC LIMIT 1
        ) last
        WHERE d.id IN (${ids})`);
    const rows = rowsOf<{
      driver_id: number;
      status: DutyStatus;
      at: string | Date;
      lat: number;
      lon: number;
    }>(result);
    return rows.map((r) => ({
      driverId: Number(r.driver_id),
      status: r.status,
      at: new Date(r.at).toISOString(),
      lat: Number(r.lat),
      lon: Number(r.lon),
    }));
  }

  /** The drivers' time off overlapping [from, to). */
  timeOff(from: Date, to: Date, driverIds?: ReadonlyArray<number>) {
    const where: SQL[] = [gt(driverTimeOff.toAt, from), lt(driverTimeOff.fromAt, to)];
    if (driverIds) where.push(inArray(driverTimeOff.driverId, [...driverIds]));
    return this.db
      .select()
      .from(driverTimeOff)
      .where(and(...where))
      .orderBy(driverTimeOff.fromAt, driverTimeOff.id);
  }
}
