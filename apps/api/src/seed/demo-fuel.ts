import { quarterDays, quarterOf } from '@fletx/contract/ifta';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import { and, gte, inArray, sql } from 'drizzle-orm';
import { loads, stateMiles } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { Services } from '../services';
import { demoOwnership } from './demo-ownership';

const DAY_MS = 86_400_000;

/** The demo's lanes: the states a week's run crosses and the share of its miles in each. */
const LANES: ReadonlyArray<ReadonlyArray<readonly [string, number]>> = [
  [
    ['TX', 0.38],
    ['OK', 0.2],
    ['KS', 0.16],
    ['MO', 0.14],
    ['IL', 0.12],
  ],
  [
    ['TX', 0.3],
    ['NM', 0.25],
    ['AZ', 0.25],
    ['CA', 0.2],
  ],
  [
    ['GA', 0.3],
    ['AL', 0.25],
    ['MS', 0.2],
    ['LA', 0.25],
  ],
  [
    ['TN', 0.35],
    ['AR', 0.3],
    ['TX', 0.35],
  ],
];

/**
 * The quarter's rates the demo uses, dollars per gallon of diesel: plausible figures for the screens, not the
 * published IFTA rate matrix (a carrier enters or imports the real ones). Every state the demo's lanes and
 * tracked trips cross has one, so the report warns of none missing.
 */
const DEMO_RATES: Record<string, number> = {
  TX: 0.2,
  OK: 0.19,
  KS: 0.26,
  MO: 0.295,
  IL: 0.655,
  NM: 0.21,
  AZ: 0.26,
  CA: 0.97,
  GA: 0.361,
  AL: 0.31,
  MS: 0.18,
  LA: 0.2,
  TN: 0.27,
  AR: 0.285,
  CO: 0.325,
  FL: 0.383,
  IA: 0.325,
  IN: 0.59,
  KY: 0.246,
  NC: 0.405,
  NE: 0.296,
  NV: 0.27,
  OH: 0.47,
  SC: 0.28,
  UT: 0.382,
  WY: 0.24,
  ID: 0.32,
  OR: 0,
  WA: 0.494,
  MI: 0.474,
  WI: 0.329,
  MN: 0.308,
  SD: 0.28,
  ND: 0.23,
  MT: 0.2975,
  PA: 0.785,
  VA: 0.427,
  WV: 0.357,
  MD: 0.47,
  NY: 0.4195,
  NJ: 0.535,
};

/** A repeatable sequence in 0…1 (the demo is the same on every start). */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * Fuel and IFTA of the demo (docs/product.md "Fuel", "IFTA"): for two owner-operators' trucks, weekly runs
 * over the last quarter and the current one, their state miles, fuel bought on the way (about 6.5 miles a
 * gallon) and the two quarters' rates, so the IFTA screen shows a real report on a first visit; the carrier
 * files IFTA for the trucks under its authority, but that fuel is their owners' (the Profit screen leaves it
 * out). The carrier's own trucks buy fuel for the miles of their loads only: tracked, empty or not.
 */
export async function seedFuel(services: Services, clock: Clock, loadIds: number[]): Promise<void> {
  const trucks = (await services.trucks.list({ page: 1, take: 100 })).items.filter(
    (t) => t.status === 'Active',
  );
  const { ownerOperated } = await demoOwnership(services);
  const now = clock.now();
  const current = quarterOf(now);
  const last =
    current.quarter === 1
      ? { year: current.year - 1, quarter: 4 }
      : { ...current, quarter: current.quarter - 1 };
  const start = Date.parse(quarterDays(last.year, last.quarter).from);
  const random = sequence(42);
  const milesRows: Array<typeof stateMiles.$inferInsert> = [];
  const fuelRows: Parameters<Services['fuel']['addMany']>[0] = [];
  const vendor = () => ['Pilot', 'Love’s', 'TA', 'Petro', 'Flying J'][Math.floor(random() * 5)] ?? null;
  const priced = (gallons: number) => Math.round(gallons * (3.55 + Math.round(random() * 60) / 100) * 100);
  // Bought in a US working day (13:00 to 22:00 UTC), at a minute of its own for each truck, day and `stop` (1 for
  // a weekly run's purchase, apart from a tracked trip's that day), at least an hour before now: a fleet's
  // fill-ups are not all at one instant.
  const hourAgo = Math.floor(now.getTime() / 60_000) * 60_000 - 3_600_000;
  // Still two may meet (the last day's, held back before now): the later-made one is bought a minute earlier.
  const taken = new Set<number>();
  const ownInstant = (ms: number) => {
    let at = ms;
    while (taken.has(at)) at -= 60_000;
    taken.add(at);
    return new Date(at);
  };
  const fillTime = (truckId: number, day: string, stop = 0) => {
    const minute = (truckId * 97 + Number(day.replaceAll('-', '')) * 31 + stop * 271) % 540;
    const at = Date.parse(`${day}T13:00:00Z`) + minute * 60_000;
    return ownInstant(Math.min(at, hourAgo - (minute % 180) * 60_000));
  };
  for (const [t, truck] of trucks
    .filter((x) => ownerOperated(x.user_id))
    .slice(0, 2)
    .entries()) {
    const loadId = loadIds[t % Math.max(loadIds.length, 1)];
    const lane = LANES[t % LANES.length] ?? [];
    for (let at = start + t * DAY_MS; at < now.getTime() - DAY_MS; at += 7 * DAY_MS) {
      const weekMiles = 1_800 + Math.round(random() * 900);
      for (const [i, [state, share]] of lane.entries()) {
        const day = new Date(at + i * DAY_MS);
        if (day >= now) break;
        const miles = weekMiles * share;
        // The demo records positions only for its recent trips (seed/demo-tracking.ts): these weekly runs of
        // the two quarters are written as the state miles their positions would have been counted into.
        if (loadId !== undefined)
          milesRows.push({
            truckId: truck.id,
            loadId,
            jurisdiction: state,
            day: day.toISOString().slice(0, 10),
            miles: miles.toFixed(3),
          });
        if (i % 2 === 0) {
          // The week's miles at about 6.5 a gallon, bought in every other state of the run.
          const gallons = Math.round((weekMiles / 6.5 / Math.ceil(lane.length / 2)) * 1000) / 1000;
          fuelRows.push({
            truckId: truck.id,
            driverId: truck.user_id ?? null,
            at: fillTime(truck.id, day.toISOString().slice(0, 10), 1),
            jurisdiction: state,
            gallons: gallons.toFixed(3),
            amountCents: priced(gallons),
            vendor: vendor(),
            source: 'manual',
          });
        }
      }
    }
  }
  // The tracked trips' trucks bought their fuel on the way too: a fill-up every 900 miles or so (about 6.5
  // miles a gallon), in the state they were in that day, and what was left on the last day (never after now).
  const driverOf = new Map(trucks.map((t) => [t.id, t.user_id ?? null]));
  const fill = (truckId: number, state: string, day: string, miles: number) => {
    const gallons = Math.round((miles / 6.5) * 1000) / 1000;
    fuelRows.push({
      truckId,
      driverId: driverOf.get(truckId) ?? null,
      at: fillTime(truckId, day),
      jurisdiction: state,
      gallons: gallons.toFixed(3),
      amountCents: priced(gallons),
      vendor: vendor(),
      source: 'manual',
    });
  };
  let since = { truckId: -1, miles: 0, state: '', day: '', next: 900 };
  for (const ran of [
    ...(await trackedMiles(services, quarterDays(last.year, last.quarter).from)),
    undefined,
  ]) {
    if (!ran || ran.truckId !== since.truckId) {
      if (since.miles >= 1) fill(since.truckId, since.state, since.day, since.miles);
      if (!ran) break;
      since = { truckId: ran.truckId, miles: 0, state: '', day: '', next: 800 + random() * 200 };
    }
    if (ran.jurisdiction === '??') continue;
    since = { ...since, miles: since.miles + Number(ran.miles), state: ran.jurisdiction, day: ran.day };
    if (since.miles >= since.next) {
      fill(ran.truckId, ran.jurisdiction, ran.day, since.miles);
      since = { ...since, miles: 0, next: 800 + random() * 200 };
    }
  }
  for (const row of await untrackedMiles(services, trucks, ownerOperated)) {
    // The miles driven empty to the pickup, bought there; a load without a track, half at each end (its
    // pickup's half in one purchase and one day's state miles with the empty miles, as a truck buys them).
    const atPickup = row.deadhead + (row.tracked ? 0 : row.loaded / 2);
    const legs: Array<[string, number, Date]> = [[row.pickupState, atPickup, row.pickupAt]];
    if (!row.tracked) legs.push([row.deliveryState, row.loaded / 2, row.deliveryAt]);
    for (const [state, miles, at] of legs) {
      if (miles < 1) continue;
      // Written as the state miles the truck's positions would have counted (IFTA's miles of that fuel).
      milesRows.push({
        truckId: row.truckId,
        loadId: row.loadId,
        jurisdiction: state,
        day: at.toISOString().slice(0, 10),
        miles: miles.toFixed(3),
      });
      const gallons = Math.round((miles / 6.5) * 1000) / 1000;
      fuelRows.push({
        truckId: row.truckId,
        driverId: row.driverId,
        at: ownInstant(Math.min(at.getTime(), hourAgo)),
        jurisdiction: state,
        gallons: gallons.toFixed(3),
        amountCents: priced(gallons),
        vendor: vendor(),
        source: 'manual',
      });
    }
  }
  await services.fuel.addMany(fuelRows);
  if (milesRows.length > 0) await services.uow.db.insert(stateMiles).values(milesRows).onConflictDoNothing();
  const rates = Object.entries(DEMO_RATES).map(([code, rate]) => ({ code, rate }));
  for (const q of [last, current]) await services.ifta.saveRates(q.year, q.quarter, { rates });
}

/** The miles the demo's tracked trips counted (seed/demo-tracking.ts) since `from`, per truck, day and state. */
function trackedMiles(services: Services, from: string) {
  return services.uow.db
    .select({
      truckId: stateMiles.truckId,
      jurisdiction: stateMiles.jurisdiction,
      miles: sql<string>`sum(${stateMiles.miles})`,
      day: sql<string>`${stateMiles.day}::text`,
    })
    .from(stateMiles)
    .where(gte(stateMiles.day, from))
    .groupBy(stateMiles.truckId, stateMiles.day, stateMiles.jurisdiction)
    .orderBy(stateMiles.truckId, stateMiles.day, stateMiles.jurisdiction);
}

/**
 * The delivered loads of the carrier's own trucks (their drivers' current ones), with the miles their tracks
 * did not count: the deadhead, and the loaded miles of a load that has no track (the past months').
 */
async function untrackedMiles(
  services: Services,
  trucks: ReadonlyArray<{ id: number; user_id?: number | null }>,
  ownerOperated: (driverId: number | null | undefined) => boolean,
) {
  const truckOf = new Map<number, number>();
  for (const { id, user_id: driverId } of trucks)
    if (driverId !== null && driverId !== undefined && !ownerOperated(driverId)) truckOf.set(driverId, id);
  if (truckOf.size === 0) return [];
  const rows = await services.uow.db
    .select({
      loadId: loads.id,
      driverId: loads.driverId,
      pickupState: loads.pickupState,
      deliveryState: loads.deliveryState,
      pickupAt: loads.pickupOpenAt,
      deliveryAt: loads.deliveryOpenAt,
      deadhead: loads.deadheadMiles,
      actual: loads.actualMiles,
      loaded: loads.distanceMiles,
    })
    .from(loads)
    .where(
      and(
        inArray(loads.driverId, [...truckOf.keys()]),
        inArray(loads.statusId, [LOAD_STATUS.delivered, LOAD_STATUS.ended, LOAD_STATUS.deliveryApproved]),
      ),
    )
    .orderBy(loads.id);
  return rows.map((r) => ({
    loadId: r.loadId,
    truckId: truckOf.get(r.driverId ?? -1) ?? 0,
    driverId: r.driverId,
    pickupState: r.pickupState,
    deliveryState: r.deliveryState,
    pickupAt: r.pickupAt,
    deliveryAt: r.deliveryAt ?? r.pickupAt,
    deadhead: Number(r.deadhead ?? 0),
    tracked: r.actual !== null,
    loaded: Number(r.loaded ?? 0),
  }));
}
