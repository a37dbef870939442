import type { DutyStatus } from '@fletx/contract/duty';
import { greatCircleMiles, greatCirclePoint, type LatLon } from '@fletx/contract/geo';
import type { LoadHistoryEntry } from '@fletx/contract/load-responses';
import type { Load } from '@fletx/contract/loads';
import { isoString } from '../lib/iso-time';
import { stopPosition } from '../lib/stop-position';
import type { EnteredLoad } from '../modules/loads/load-past.service';
import type { Services } from '../services';

/**
 * Demo trips (docs/product.md "Driver API", "Hours of service"): the demo loads' status
 * steps are dated like a real trip (`stepMinutes`), and every load that reached Accepted (4) gets its
 * driver's duty changes and a track between those dates, so the hours-of-service and route-map tabs show
 * real data on first start.
 */

const MINUTE = 60_000;
const MPH = 50;
const DRIVE_BEFORE_BREAK = 8 * 60;
const BREAK = 30;
const DRIVE_PER_SHIFT = 11 * 60;
const SLEEPER = 10 * 60;
const PING_EVERY = 15;

/** Driving minutes of a lane at 50 mph. */
const drivingMinutes = (miles: number) => Math.max(60, Math.round((miles / MPH) * 60));

/** Before the transit, the first shift has been on duty since the accept: it drives 8 hours at most. */
const FIRST_SHIFT_DRIVE = 8 * 60;

/**
 * The transit's legs within the hours of service (docs/product.md "Hours of service"): each drives, then
 * rests. The first shift came on duty at the accept and drove to the pickup: 8 hours more keep it within its
 * 11 hours of driving and 14 on duty. Each next one, after 10 hours in the sleeper, drives 11 hours with a
 * 30-minute break after 8.
 */
export function transitLegs(
  miles: number,
): Array<{ drive: number; rest?: { status: DutyStatus; minutes: number } }> {
  const legs: Array<{ drive: number; rest?: { status: DutyStatus; minutes: number } }> = [];
  let left = drivingMinutes(miles);
  let first = true;
  while (left > 0) {
    const shift = first ? FIRST_SHIFT_DRIVE : DRIVE_PER_SHIFT;
    first = false;
    for (const part of shift > DRIVE_BEFORE_BREAK
      ? [DRIVE_BEFORE_BREAK, shift - DRIVE_BEFORE_BREAK]
      : [shift]) {
      const drive = Math.min(left, part);
      left -= drive;
      if (left === 0) legs.push({ drive });
      else if (part === DRIVE_BEFORE_BREAK && shift > DRIVE_BEFORE_BREAK)
        legs.push({ drive, rest: { status: 'off_duty', minutes: BREAK } });
      else legs.push({ drive, rest: { status: 'sleeper_berth', minutes: SLEEPER } });
      if (left === 0) break;
    }
  }
  return legs;
}

/** Transit minutes: the legs' driving and rests. */
export function transitMinutes(miles: number): number {
  return transitLegs(miles).reduce((sum, leg) => sum + leg.drive + (leg.rest?.minutes ?? 0), 0);
}

/** How long a demo load stays in a status before its next step (minutes). */
export function stepMinutes(status: number, miles: number): number {
  switch (status) {
    case 3:
      return 60;
    case 4:
      return 45;
    case 5:
      return 120;
    case 6:
      return 150;
    case 7:
      return 30;
    case 8:
      return transitMinutes(miles);
    case 9:
      return 120;
    case 10:
      return 180;
    case 11:
      return 24 * 60;
    default:
      return 60;
  }
}

/**
 * When an active demo load was accepted so that it reaches `reach` and sits halfway through that status
 * now (a delivered load an hour after delivery).
 */
export function activeTripStart(reach: number, miles: number, now: Date): Date {
  let minutes = 0;
  for (let s = 4; s < reach; s++) minutes += stepMinutes(s, miles);
  minutes += reach >= 10 ? 60 : Math.round(stepMinutes(reach, miles) / 2);
  return new Date(now.getTime() - minutes * MINUTE);
}

interface Plan {
  duty: { status: DutyStatus; at: Date; pos: LatLon }[];
  pings: { pos: LatLon; at: Date }[];
}

/** What a trip's plan reads of its load: the stops and the miles. */
type TripLoad = Pick<
  Load,
  | 'postalCodePickup'
  | 'city_pickup'
  | 'state_code_pickup'
  | 'postalCodeDelivery'
  | 'city_delivery'
  | 'state_code_delivery'
  | 'distance_miles'
>;

const jitter = (i: number, scale: number) => Math.sin(i * 12.9898) * scale;

/**
 * Duty changes and pings of one trip, from its dated status history, up to `now`. The stops are placed as the
 * load's planned miles place them (their ZIP codes), so its actual miles, counted from these pings, compare
 * with the planned ones.
 */
export function planTrip(
  load: TripLoad,
  history: ReadonlyArray<Pick<LoadHistoryEntry, 'to_status_id' | 'changed_at'>>,
  now: Date,
): Plan {
  const place = (zip: string, city: string, state: string) =>
    stopPosition({ lat: null, lon: null, zip, city, state });
  const pickup = place(load.postalCodePickup, load.city_pickup, load.state_code_pickup) ?? {
    lat: 40.71,
    lon: -74.0,
  };
  const delivery = place(load.postalCodeDelivery, load.city_delivery, load.state_code_delivery) ?? pickup;
  const reached = (status: number) => {
    const h = history.find((e) => e.to_status_id === status);
    return h ? new Date(h.changed_at) : undefined;
  };
  const accepted = reached(4);
  const plan: Plan = { duty: [], pings: [] };
  if (!accepted) return plan;
  const stop = (() => {
    const last = history.at(-1);
    const ended = last && last.to_status_id < 4 ? new Date(last.changed_at) : undefined;
    return ended ?? now;
  })();
  const until = (status: number) => reached(status) ?? stop;
  // The yard the truck leaves from: about 15 miles from the pickup towards the delivery (on land, where a
  // fixed offset could put a coastal pickup's yard in the sea).
  const yard = greatCirclePoint(pickup, delivery, Math.min(0.5, 15 / greatCircleMiles(pickup, delivery)));
  let pos = yard;
  const duty = (status: DutyStatus, at: Date) => {
    if (at.getTime() < stop.getTime()) plan.duty.push({ status, at, pos });
  };
  const drive = (from: LatLon, to: LatLon, start: Date, minutes: number, total: number, done: number) => {
    for (let m = 0; m <= minutes; m += PING_EVERY) {
      const at = new Date(start.getTime() + m * MINUTE);
      if (at.getTime() >= stop.getTime()) break;
      const f = Math.min(1, (done + m) / total);
      const p = greatCirclePoint(from, to, f);
      const i = plan.pings.length;
      pos = { lat: p.lat + jitter(i, 0.01), lon: p.lon + jitter(i + 3, 0.01) };
      plan.pings.push({ pos, at });
    }
  };
  // Parked (loading, in the sleeper), the phone still reports every hour: the miles see a stop, not a gap
  // (docs/product.md "State miles": more than 2 hours between positions is one).
  const park = (from: number, to: number) => {
    for (let at = from; at < Math.min(to, stop.getTime()); at += 60 * MINUTE)
      plan.pings.push({ pos, at: new Date(at) });
  };

  duty('on_duty', accepted);
  const t5 = reached(5);
  if (t5) {
    duty('driving', t5);
    const minutes = Math.round((until(6).getTime() - t5.getTime()) / MINUTE);
    drive(yard, pickup, t5, minutes, minutes, 0);
  }
  const t6 = reached(6);
  const t8 = reached(8);
  if (t6) {
    pos = pickup;
    duty('on_duty', t6);
    park(t6.getTime() + 60 * MINUTE, (t8 ?? stop).getTime());
  }
  if (t8) {
    const total = drivingMinutes(load.distance_miles ?? 500);
    let clock = t8.getTime();
    let done = 0;
    const end = until(9).getTime();
    for (const leg of transitLegs(load.distance_miles ?? 500)) {
      if (clock >= end) break;
      duty('driving', new Date(clock));
      drive(pickup, delivery, new Date(clock), leg.drive, total, done);
      clock += leg.drive * MINUTE;
      done += leg.drive;
      if (!leg.rest) break;
      duty(leg.rest.status, new Date(clock));
      if (leg.rest.status === 'sleeper_berth') park(clock + 60 * MINUTE, clock + leg.rest.minutes * MINUTE);
      clock += leg.rest.minutes * MINUTE;
    }
  }
  const t9 = reached(9);
  if (t9) {
    pos = delivery;
    plan.pings.push({ pos, at: t9 });
    duty('on_duty', t9);
  }
  const t10 = reached(10);
  if (t10) duty('off_duty', new Date(t10.getTime() + 15 * MINUTE));
  return plan;
}

/** A past load entered at once (demo-past.ts): its stops and dated history as stored, no read needed. */
function pastTrip(past: EnteredLoad) {
  const { row } = past;
  const load: TripLoad = {
    postalCodePickup: row.pickupZip,
    city_pickup: row.pickupCity,
    state_code_pickup: row.pickupState,
    postalCodeDelivery: row.deliveryZip,
    city_delivery: row.deliveryCity,
    state_code_delivery: row.deliveryState,
    distance_miles: row.distanceMiles,
  };
  const history = past.history.map((h) => ({ to_status_id: h.toStatus, changed_at: isoString(h.changedAt) }));
  return { id: row.id, driverId: row.driverId, load, history };
}

/**
 * Tracks for every demo load that reached Accepted (`loadIds`, read one by one, and the past ones entered at
 * once, `past`); duty changes for one trip per driver, the latest one started (on the way to its pickup,
 * demo-schedule.ts has at most one under way), so that a driver's hours of service never mix two demo trips.
 * A load accepted and waiting has no trip yet.
 */
export async function seedTracking(
  services: Pick<Services, 'loads' | 'duty' | 'tracking'>,
  loadIds: ReadonlyArray<number>,
  past: ReadonlyArray<EnteredLoad>,
  now: Date,
) {
  const { loads, duty, tracking } = services;
  const read: Array<ReturnType<typeof pastTrip>> = [];
  // One after the other: in a transaction, the queries share one connection.
  for (const id of loadIds) {
    const load = await loads.get(id);
    if (load.user_id === null || load.loadbook_status_id < 4 || load.loadbook_status_id > 12) continue;
    const { history } = await loads.extras(load);
    read.push({ id, driverId: load.user_id, load, history });
  }
  const trips: Array<{ id: number; driverId: number; started: number; plan: Plan }> = [];
  for (const { id, driverId, load, history } of [...read, ...past.map(pastTrip)]) {
    const started = history.find((e) => e.to_status_id === 5)?.changed_at;
    if (started === undefined || driverId === null) continue;
    trips.push({ id, driverId, started: Date.parse(started), plan: planTrip(load, history, now) });
  }
  const withDuty = new Set<number>();
  for (const { driverId, plan } of trips.sort((a, b) => b.started - a.started || b.id - a.id)) {
    if (!withDuty.has(driverId))
      await duty.recordMany(
        plan.duty.map((d) => ({ driverId, status: d.status, at: d.at, lat: d.pos.lat, lon: d.pos.lon })),
      );
    withDuty.add(driverId);
  }
  await tracking.recordTracks(
    trips.map(({ id, driverId, plan }) => ({
      loadId: id,
      driverId,
      points: plan.pings.map((p) => ({ lat: p.pos.lat, lon: p.pos.lon, at: p.at })),
    })),
  );
}
