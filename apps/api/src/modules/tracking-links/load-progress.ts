import { estimateArrival, roadMiles } from '@fletx/contract/eta';
import { clockAt, facilityInstant } from '@fletx/contract/facility-time';
import type { LatLon } from '@fletx/contract/geo';
import type { ShiftState } from '@fletx/contract/hos';
import type { LoadHistoryEntry } from '@fletx/contract/load-responses';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import type { Load } from '@fletx/contract/loads';
import {
  STOP_STEPS,
  type StopKind,
  type StopTimeSource,
  type StopTimes,
  stopTimeOf,
} from '@fletx/contract/stop-times';
import { nearestPlace } from '../../lib/nearest-place';
import { stopPosition, wireStopPlace } from '../../lib/stop-position';
import { stopZone } from '../../lib/stop-zone';

/**
 * Where a load stands for the people outside the carrier (docs/product.md "Tracking links and check calls"):
 * its stops with their windows, arrival and departure (the office's corrections, else the driver's steps), and
 * the ETA to the next stop.
 * Pure but for the ZIP gazetteer and the towns, read on their first use: the callers read the load, its history,
 * its last position and the driver's shift.
 */

export type StopType = StopKind;

export interface StopProgress {
  type: StopType;
  city: string;
  state: string;
  window: { from: string | null; to: string | null };
  arrivedAt: string | null;
  departedAt: string | null;
  arrivedSource: StopTimeSource;
  departedSource: StopTimeSource;
  driverArrivedAt: string | null;
  driverDepartedAt: string | null;
  /** The office's correction of the stop's times, when one was ever saved (its version, who set each time). */
  office: StopTimes | null;
  position: LatLon | null;
}

export interface LastPosition {
  lat: number;
  lon: number;
  at: string;
}

/** When the load first reached `status` (its history is oldest first). */
export const reachedAt = (history: ReadonlyArray<LoadHistoryEntry>, status: number) =>
  history.find((h) => h.to_status_id === status)?.changed_at ?? null;

/**
 * The load's two stops, each placed by lib/stop-position.ts (its ZIP code's centroid, else its city's or state's),
 * each time the office's correction where one is set, the driver's step otherwise (`stopTimeOf`, decision 0067).
 */
export function stopsOf(
  load: Load,
  history: ReadonlyArray<LoadHistoryEntry>,
  corrected: Partial<Record<StopType, StopTimes>> = {},
): StopProgress[] {
  const stop = (type: StopType, from: string | null, to: string | null): StopProgress => {
    const place = wireStopPlace(load, type);
    const office = corrected[type] ?? null;
    const driverArrivedAt = reachedAt(history, STOP_STEPS[type].arrive);
    const driverDepartedAt = reachedAt(history, STOP_STEPS[type].depart);
    const arrived = stopTimeOf(office?.arrivedAt, driverArrivedAt);
    const departed = stopTimeOf(office?.departedAt, driverDepartedAt);
    return {
      type,
      city: place.city,
      state: place.state,
      window: { from, to },
      arrivedAt: arrived.at,
      departedAt: departed.at,
      arrivedSource: arrived.source,
      departedSource: departed.source,
      driverArrivedAt,
      driverDepartedAt,
      office,
      position: stopPosition(place),
    };
  };
  return [
    stop('pickup', load.open_time_pickup, load.close_time_pickup),
    stop('delivery', load.open_time_delivery, load.close_time_delivery),
  ];
}

/** The stop the truck heads for: pickup until it got there, then delivery; none once delivered or off the road. */
export function nextStop(load: Load): StopType | null {
  const status = load.loadbook_status_id;
  if (status < LOAD_STATUS.accepted || status >= LOAD_STATUS.delivered) return null;
  return status < LOAD_STATUS.atPickup ? 'pickup' : 'delivery';
}

export interface EtaAnswer {
  stop: StopType;
  at: string;
  milesLeft: number;
}

/**
 * The ETA to the next stop from the last position (or, with none yet and the truck at pickup, from the
 * pickup), with the driver's hours of service; null when there is no next stop or nothing to start from.
 */
export function etaOf(
  load: Load,
  stops: ReadonlyArray<StopProgress>,
  last: LastPosition | null,
  shift: ShiftState | undefined,
  now: string,
): EtaAnswer | null {
  const next = nextStop(load);
  if (!next) return null;
  const target = stops.find((s) => s.type === next)?.position;
  const pickup = stops.find((s) => s.type === 'pickup')?.position ?? null;
  const from = last ?? (load.loadbook_status_id >= LOAD_STATUS.atPickup ? pickup : null);
  if (!target || !from) return null;
  const milesLeft = Math.round(roadMiles(from, target));
  const start = last && Date.parse(last.at) > Date.parse(now) ? last.at : now;
  return { stop: next, at: estimateArrival({ now: start, miles: milesLeft, shift }).at, milesLeft };
}

/** The town nearest the last position (lib/nearest-place.ts), with the exact point only when the carrier allows it. */
export function publicPosition(last: LastPosition | null, exact: boolean) {
  if (!last) return null;
  return { at: last.at, ...nearestPlace(last), ...(exact ? { lat: last.lat, lng: last.lon } : {}) };
}

/** Minutes on site beyond the free time at each stop the truck arrived at and left. */
export function detentionOf(stops: ReadonlyArray<StopProgress>, freeMinutes: number) {
  return stops.map((s) => {
    const onSite =
      s.arrivedAt && s.departedAt
        ? Math.max(0, (Date.parse(s.departedAt) - Date.parse(s.arrivedAt)) / 60_000)
        : null;
    return {
      type: s.type,
      arrivedAt: s.arrivedAt,
      departedAt: s.departedAt,
      arrivedSource: s.arrivedSource,
      departedSource: s.departedSource,
      driverArrivedAt: s.driverArrivedAt,
      driverDepartedAt: s.driverDepartedAt,
      office: s.office,
      minutesOnSite: onSite === null ? null : Math.round(onSite),
      detentionMinutes: onSite === null ? 0 : Math.max(0, Math.round(onSite - freeMinutes)),
    };
  });
}

/**
 * An arrival at `stop` read as its window is written: on the facility's clock (its ZIP code's zone), stored as
 * the ISO UTC of that wall time like the window (`atStop`, null where the zone is unknown), and whether it comes
 * after the window closes (`late`: the `late` check call, and the load page's warning).
 */
export function arrivalAtStop(
  load: Pick<
    Load,
    | 'postalCodePickup'
    | 'postalCodeDelivery'
    | 'state_code_pickup'
    | 'state_code_delivery'
    | 'close_time_pickup'
    | 'close_time_delivery'
  >,
  stop: StopType,
  at: string,
): { atStop: string | null; late: boolean } {
  const zone =
    stop === 'pickup'
      ? stopZone(load.postalCodePickup, load.state_code_pickup)
      : stopZone(load.postalCodeDelivery, load.state_code_delivery);
  const close = stop === 'pickup' ? load.close_time_pickup : load.close_time_delivery;
  const instant = Date.parse(at);
  return {
    atStop: zone ? new Date(clockAt(zone, instant)).toISOString() : null,
    late: Boolean(close) && instant > facilityInstant(close as string, zone).getTime(),
  };
}
