import type { BoardDriver, BoardLoad, TimeOff, WarningsQuery } from '@fletx/contract/dispatch';
import { colliding, type Period, subtract, tripMiles } from '@fletx/contract/dispatch-rules';
import { facilityInstant } from '@fletx/contract/facility-time';
import { LOAD_STATUS_NAMES } from '@fletx/contract/load-status';
import { nameOfCode } from '../../lib/code-name';
import { stopPosition } from '../../lib/stop-position';
import { stopZone } from '../../lib/stop-zone';
import type { DriverComplianceState } from '../compliance/compliance.service';
import type { BoardLoadRow } from '../read-model/dispatch-board.queries';
import type { TimeOffRow } from './time-off.repository';

const iso = (at: Date | string | number) => new Date(at).toISOString();
const place = (city: string, state: string) => `${city}, ${state}`;

type Span = {
  start: Date | string;
  end: Date | string;
  pickupZip: string;
  pickupState: string;
  endZip: string;
  endState: string;
};

const periods = new WeakMap<Span, Period>();

/**
 * A load's time on the road, as instants: its stored window times read on its facilities' clocks (each in
 * its ZIP code's zone, `lib/stop-zone.ts`). Read once
 * per row: the board asks for it from each place a load shows (its row, its bar, where the driver is).
 */
export function periodOf(row: Span): Period {
  let period = periods.get(row);
  if (!period) {
    period = {
      from: facilityInstant(row.start, stopZone(row.pickupZip, row.pickupState)).getTime(),
      to: facilityInstant(row.end, stopZone(row.endZip, row.endState)).getTime(),
    };
    periods.set(row, period);
  }
  return period;
}

/** The numbers of the loads of `rows` that run into `period` (an assignment's trip, a time off). */
export const numbersDuring = (period: Period, rows: ReadonlyArray<Span & { number: string }>): string[] =>
  colliding(
    period,
    rows.map((row) => ({ ...periodOf(row), number: row.number })),
  ).map((l) => l.number);

/** What the warnings read of a load, saved (a BoardLoadRow) or proposed by a form (`proposedTrip`). */
export type TripRow = Span &
  Pick<
    BoardLoadRow,
    | 'pickupCity'
    | 'deliveryCity'
    | 'deliveryState'
    | 'deliveryZip'
    | 'pickupLat'
    | 'pickupLng'
    | 'deliveryLat'
    | 'deliveryLng'
    | 'deliveryCloseAt'
    | 'plannedMiles'
  > & { id: number | null; trailerTypeId: number | null };

/** A trip as the warnings weigh it (docs/product.md "Dispatch board" → "Warnings"). */
export interface WarnedTrip {
  /** The load it is, once saved: left out of the driver's other loads. */
  loadId: number | null;
  period: Period;
  /** Its planned miles, else the straight line × ROAD_FACTOR; null when a stop cannot be placed. */
  miles: number | null;
  /** When the delivery window closes on its dock's clock (the trip's end without one). */
  deadline: number;
  trailerTypeId: number | null;
}

export function tripOf(row: TripRow): WarnedTrip {
  const period = periodOf(row);
  const miles = tripMiles(
    row.plannedMiles === null ? null : Number(row.plannedMiles),
    stopPosition({
      lat: row.pickupLat,
      lon: row.pickupLng,
      zip: row.pickupZip,
      city: row.pickupCity,
      state: row.pickupState,
    }),
    stopPosition({
      lat: row.deliveryLat,
      lon: row.deliveryLng,
      zip: row.deliveryZip,
      city: row.deliveryCity,
      state: row.deliveryState,
    }),
  );
  const deadline = row.deliveryCloseAt
    ? facilityInstant(row.deliveryCloseAt, stopZone(row.deliveryZip, row.deliveryState)).getTime()
    : period.to;
  return { loadId: row.id, period, miles, deadline, trailerTypeId: row.trailerTypeId };
}

const samePlace = (a: { zip: string; city: string; state: string }, b: typeof a) =>
  a.zip === b.zip && a.state === b.state && a.city.toLowerCase() === b.city.toLowerCase();

/**
 * A trip a form proposes (`GET /api/dispatch/warnings` with pickupOpen, pickupState and deliveryState) as the
 * row it would be saved as: its end is the delivery's close, else its opening, else the pickup's close, read on
 * that stop's clock (as `loadEnd` of read-model/dispatch-board.queries.ts). `stored`: the load being edited,
 * whose coordinates and planned miles stand while its places are unchanged.
 */
export function proposedTrip(
  q: WarningsQuery & { pickupOpen: string; pickupState: string; deliveryState: string },
  stored: BoardLoadRow | undefined,
): TripRow {
  const pickup = { zip: q.pickupZip ?? '', city: q.pickupCity ?? '', state: q.pickupState };
  const delivery = { zip: q.deliveryZip ?? '', city: q.deliveryCity ?? '', state: q.deliveryState };
  const endsAtPickup = !q.deliveryClose && !q.deliveryOpen;
  const end = endsAtPickup ? pickup : delivery;
  const kept =
    stored &&
    samePlace(pickup, { zip: stored.pickupZip, city: stored.pickupCity, state: stored.pickupState }) &&
    samePlace(delivery, { zip: stored.deliveryZip, city: stored.deliveryCity, state: stored.deliveryState })
      ? stored
      : undefined;
  return {
    id: q.loadId ?? null,
    start: q.pickupOpen,
    end: q.deliveryClose ?? q.deliveryOpen ?? q.pickupClose ?? q.pickupOpen,
    endZip: end.zip,
    endState: end.state,
    pickupZip: pickup.zip,
    pickupCity: pickup.city,
    pickupState: pickup.state,
    deliveryZip: delivery.zip,
    deliveryCity: delivery.city,
    deliveryState: delivery.state,
    pickupLat: kept?.pickupLat ?? null,
    pickupLng: kept?.pickupLng ?? null,
    deliveryLat: kept?.deliveryLat ?? null,
    deliveryLng: kept?.deliveryLng ?? null,
    deliveryCloseAt: q.deliveryClose ? new Date(q.deliveryClose) : null,
    plannedMiles: kept?.plannedMiles ?? null,
    trailerTypeId: q.trailerTypeId ?? null,
  };
}

export function toBoardLoad(row: BoardLoadRow): BoardLoad {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    statusName: nameOfCode(LOAD_STATUS_NAMES, row.status),
    start: iso(row.start),
    end: iso(row.end),
    startAt: iso(periodOf(row).from),
    endAt: iso(periodOf(row).to),
    from: place(row.pickupCity, row.pickupState),
    to: place(row.deliveryCity, row.deliveryState),
    originState: row.pickupState,
    trailerTypeId: row.trailerTypeId,
    trailerType: row.trailerType,
    driverId: row.driverId,
    version: row.version,
  };
}

export const toTimeOff = (row: TimeOffRow): TimeOff => ({
  id: row.id,
  driverId: row.driverId,
  kind: row.kind,
  from: iso(row.fromAt),
  to: iso(row.toAt),
  note: row.note,
});

/**
 * Where the driver is or will be at `now`: the delivery city of the load under way or the latest one
 * delivered, else the pickup city of the next one; null without any load near the period.
 */
export function locationOf(loads: ReadonlyArray<BoardLoadRow>, now: number): string | null {
  const started = loads.filter((l) => periodOf(l).from <= now);
  const latest = started.at(-1);
  if (latest) return place(latest.deliveryCity, latest.deliveryState);
  const next = loads[0];
  return next ? place(next.pickupCity, next.pickupState) : null;
}

export interface DriverParts {
  driver: { id: number; firstName: string; lastName: string; truck: string | null; trailer: string | null };
  hos: BoardDriver['hos'];
  state: DriverComplianceState | undefined;
  /** The driver's loads near the period (from the look-back on), by pickup time. */
  loads: ReadonlyArray<BoardLoadRow>;
  timeOff: ReadonlyArray<TimeOffRow>;
}

/** One row of the board: the loads shown are those running into the period. */
export function toBoardDriver(parts: DriverParts, period: Period, now: number): BoardDriver {
  const { driver, state } = parts;
  const shown = parts.loads.filter((l) => {
    const p = periodOf(l);
    return p.to > period.from && p.from < period.to;
  });
  const off = parts.timeOff.map((t) => ({ from: t.fromAt.getTime(), to: t.toAt.getTime() }));
  return {
    id: driver.id,
    name: `${driver.firstName} ${driver.lastName}`,
    truck: driver.truck,
    trailer: driver.trailer,
    location: locationOf(parts.loads, now),
    hos: parts.hos,
    compliance: state?.compliance ?? 'ok',
    complianceNote: state?.note ?? null,
    maintenance: state?.maintenance ?? 'ok',
    available: subtract(period, off).map((p) => ({ from: iso(new Date(p.from)), to: iso(new Date(p.to)) })),
    timeOff: parts.timeOff.map(toTimeOff),
    loads: shown.map(toBoardLoad),
  };
}

/**
 * The board's loads and those that only tell where a driver is (read-model `placeLoads`), each once, in the
 * order of their pickup as stored (then id), as `locationOf` reads them.
 */
export function byPickup(
  shown: ReadonlyArray<BoardLoadRow>,
  placed: ReadonlyArray<BoardLoadRow>,
): BoardLoadRow[] {
  const seen = new Set(shown.map((l) => l.id));
  const rows = [...shown, ...placed.filter((l) => !seen.has(l.id) && seen.add(l.id))];
  const at = (l: BoardLoadRow) => new Date(l.start).getTime();
  return rows.sort((a, b) => at(a) - at(b) || a.id - b.id);
}
