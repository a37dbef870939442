import { TRANSACTION_TYPE } from '@fletx/contract/load-ledger';
import { LOAD_STATUS, type LoadStatusId } from '@fletx/contract/load-status';
import { loadBody } from '@fletx/contract/loads';
import type { ManualClock } from '../lib/clock';
import type { ApprovedPast } from '../modules/delivery-approval/delivery-approval.service';
import type { LoadActor, LoadsService } from '../modules/loads/loads.service';
import type { Services } from '../services';
import { actingAs } from './demo-acting';
import { seedBookingLoads } from './demo-booking-loads';
import { DEMO_PAST_WEEKS, historyTrips } from './demo-history';
import { demoLaneIndexes, driverLane, LANES, laneMiles, legMiles } from './demo-lanes';
import { demoOwnership } from './demo-ownership';
import { demoPastLoad, fuelAdvance } from './demo-past';
import { CANCEL_COMMENTS, instructionFor, pick, transitDays } from './demo-picks';
import { type DemoSlot, isUnderWay, minutesTo, scheduleDemo } from './demo-schedule';
import { activeTripStart, seedTracking, stepMinutes } from './demo-tracking';

/**
 * Target statuses of the demo loads (74): every status, more of the busy ones; at most one trip under way per
 * approved driver (demo-schedule.ts), the week's other loads done before it or waiting after it.
 */
const TARGETS: ReadonlyArray<LoadStatusId> = [
  2, 2, 2, 2, 2, 2, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 8, 9, 9, 10, 10, 10, 10, 10, 11,
  11, 11, 11, 11, 11, 11, 11, 11, 12, 12, 12, 12, 12, 12, 12, 13, 13, 13, 13, 15, 1, 1, 1, 1, 1, 1, 4, 4, 4,
  4, 4, 4, 2, 2, 2, 2, 11, 11, 11, 11,
];

/**
 * Loads of the past months, delivered and approved (days from their pickup to today): the history of the
 * receivables and settlements (demo-invoices.ts), from current to more than 90 days past due; no track.
 */
const HISTORY_DAYS_AGO: ReadonlyArray<number> = [178, 142, 121, 101, 86, 72, 56, 44, 17, 12, 9, 6];

const at = (base: Date, dayOffset: number, hour: number) => {
  const d = new Date(
    Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate() + dayOffset, hour),
  );
  return d.toISOString().slice(0, 16);
};

const HOUR_MS = 3_600_000;
const wallTime = (ms: number) => new Date(ms).toISOString().slice(0, 16);
/**
 * A stop's window, on the facility's clock (docs/product.md "Stops"), that holds the moment `arrival` on any
 * mainland US clock (5 to 8 hours behind UTC), in whole hours.
 */
function windowAround(arrival: number): { open: string; close: string } {
  const open = Math.floor((arrival - 8 * HOUR_MS) / HOUR_MS) * HOUR_MS - HOUR_MS;
  const close = Math.ceil((arrival - 5 * HOUR_MS) / HOUR_MS) * HOUR_MS + HOUR_MS;
  return { open: wallTime(open), close: wallTime(close) };
}

/**
 * The windows of a demo load. A load of the week (demo-schedule.ts): around the moments its trip, accepted at
 * `start`, reaches the pickup and the delivery (demo-tracking.ts), so that a load in transit was picked up
 * when its window says, one on its way there is expected in a window still ahead, and the loads done or
 * waiting sit where the driver's week has them. The others (cancelled, refused, old loads, the past months):
 * on their pickup day and the days the miles take.
 */
function demoWindows(
  today: Date,
  plan: { i: number; miles: number; finished: boolean; daysAgo?: number; start?: number },
) {
  const { i, miles } = plan;
  if (plan.start === undefined) {
    const offset =
      plan.daysAgo !== undefined ? -plan.daysAgo : plan.finished ? -3 - ((i * 5) % 40) : 1 + (i % 5);
    return {
      pickup: { open: at(today, offset, 7 + (i % 4)), close: at(today, offset, 11 + (i % 4)) },
      delivery: {
        open: at(today, offset + transitDays(miles), 13),
        close: at(today, offset + transitDays(miles), 17),
      },
    };
  }
  return {
    pickup: windowAround(plan.start + minutesTo(LOAD_STATUS.atPickup, miles) * 60_000),
    delivery: windowAround(plan.start + minutesTo(LOAD_STATUS.atDelivery, miles) * 60_000),
  };
}

/**
 * Each driver's trips in time order, numbered from their trip under way (0, out on their lane; the ones
 * before it negative), else from their first (by load index): the loads the schedule placed and the past
 * months' ones, which run their driver's lane out and back in turn (demo-lanes.ts `driverLane`).
 */
function tripNumbers(
  slots: ReadonlyArray<DemoSlot>,
  plan: ReadonlyMap<number, { driver: number; start: number }>,
): Map<number, number> {
  const byDriver = new Map<number, Array<{ i: number; at: number; current: boolean }>>();
  for (const slot of slots) {
    const placed = plan.get(slot.i);
    const trip = placed
      ? { driver: placed.driver, at: placed.start }
      : slot.fixed && { driver: slot.fixed.driver, at: slot.fixed.from };
    if (!trip) continue;
    const list = byDriver.get(trip.driver) ?? [];
    list.push({ i: slot.i, at: trip.at, current: placed !== undefined && isUnderWay(slot) });
    byDriver.set(trip.driver, list);
  }
  const numbers = new Map<number, number>();
  for (const list of byDriver.values()) {
    list.sort((a, b) => a.at - b.at || a.i - b.i);
    const zero = Math.max(
      0,
      list.findIndex((t) => t.current),
    );
    for (const [k, { i }] of list.entries()) numbers.set(i, k - zero);
  }
  return numbers;
}

/** Where a demo load stands: its target status, the status its trip reaches, whether it is finished. */
function aim(target: LoadStatusId, i: number) {
  const finished = target === 1 || target === 11 || target === 12 || target === 13;
  const reach = target === LOAD_STATUS.cancellationRequested ? 5 + (i % 3) : Math.min(target, 10);
  return { finished, reach };
}

/**
 * About 75 loads in every status, made through the loads service: their histories come from real
 * transitions (driver steps as the driver, staff actions as dispatchers and admins) dated by moving the
 * services' clock, with ledgers and instructions; a few bookings are turned into loads (awaiting
 * confirmation, confirmed, declined). The past weeks' trips (demo-history.ts) are entered at once, as their
 * pasts would have left them (demo-past.ts). Returns the ids of the loads made, and of the past ones.
 */
export async function seedLoads(
  services: Pick<
    Services,
    | 'loads'
    | 'loadLedger'
    | 'loadInstructions'
    | 'brokers'
    | 'bookings'
    | 'duty'
    | 'tracking'
    | 'delivery'
    | 'reports'
    | 'uow'
  >,
  clock: ManualClock,
  staff: { dispatcherIds: number[]; approverId: number },
): Promise<{ loadIds: number[]; past: number[]; deliveredAt: Map<number, Date> }> {
  const { loads } = services;
  const drivers = await loads.driverOptions();
  const brokers = await services.brokers.listApproved();
  if (drivers.length === 0 || brokers.length === 0) return { loadIds: [], past: [], deliveredAt: new Map() };
  const today = clock.now();
  const dispatcher = (i: number): LoadActor => ({ userId: pick(staff.dispatcherIds, i), role: 'Dispatcher' });
  const approver: LoadActor = { userId: staff.approverId, role: 'Admin user' };

  const loadIds: number[] = [];
  // When each load reached Delivered: its driver's papers are dated then (demo-documents.ts).
  const deliveredAt = new Map<number, Date>();
  const plan = [
    ...TARGETS.map((target) => ({ target, daysAgo: undefined })),
    ...HISTORY_DAYS_AGO.map((daysAgo) => ({ target: LOAD_STATUS.deliveryApproved, daysAgo })),
  ];
  // The past months' loads keep their days; the week's are laid out per driver (demo-schedule.ts), each on
  // their driver's lane.
  const { ownerOperated } = await demoOwnership(services);
  const laneOf = demoLaneIndexes(drivers.map((d) => ownerOperated(d.id)));
  const milesOf = (driver: number) => laneMiles(laneOf[driver] ?? 0);
  const slots: DemoSlot[] = plan.map(({ target, daysAgo }, i) => {
    if (daysAgo === undefined) return { i, target, miles: pick(LANES, i)[8], reach: aim(target, i).reach };
    const miles = milesOf(i % drivers.length);
    const { pickup, delivery } = demoWindows(today, { i, miles, finished: true, daysAgo });
    const wall = (clock: string) => Date.parse(`${clock}:00Z`);
    const fixed = {
      driver: i % drivers.length,
      from: wall(pickup.open),
      to: wall(delivery.close) + 8 * 3_600_000,
    };
    return { i, target, miles, reach: target, fixed };
  });
  const schedule = scheduleDemo(slots, drivers.length, today, (slot, driver) =>
    isUnderWay(slot) ? legMiles(laneOf[driver] ?? 0, 0) : milesOf(driver),
  );
  // Before the week, each driver's past weeks (demo-history.ts), delivered and approved like the week's.
  const firstPast = plan.length;
  for (const trip of historyTrips(slots, schedule.plan, drivers.length, milesOf, today, DEMO_PAST_WEEKS)) {
    const target = LOAD_STATUS.deliveryApproved;
    slots.push({ i: plan.length, target, miles: milesOf(trip.driver), reach: target });
    schedule.plan.set(plan.length, trip);
    plan.push({ target, daysAgo: undefined });
  }
  const trips = tripNumbers(slots, schedule.plan);
  const pasts: ApprovedPast[] = [];
  for (const [i, { target, daysAgo }] of plan.entries()) {
    const placed = schedule.plan.get(i);
    const driverIndex = placed?.driver ?? i % drivers.length;
    const driver = drivers[driverIndex] ?? pick(drivers, i);
    const trip = trips.get(i);
    const [pf, pc, ps, pz, df, dc, ds, dz, miles, rate, product] =
      trip === undefined ? pick(LANES, i) : driverLane(laneOf[driverIndex] ?? 0, trip);
    const broker = pick(brokers, i * 3 + 1);
    const { finished, reach: plannedReach } = aim(target, i);
    const windows = demoWindows(today, { i, miles, finished, daysAgo, start: placed?.start });
    const body = loadBody.parse({
      typeForm: target === LOAD_STATUS.oldLoad ? 'old' : 'new',
      id_number: `LD-${String(58200 + i * 13)}`,
      broker_id: broker.id,
      user_id: driver.id,
      distance_miles: miles,
      open_time_pickup: windows.pickup.open,
      close_time_pickup: windows.pickup.close,
      nameLocationPickup: pf,
      postalCodePickup: pz,
      state_code_pickup: ps,
      city_pickup: pc,
      open_time_delivery: windows.delivery.open,
      close_time_delivery: windows.delivery.close,
      nameLocationDelivery: df,
      postalCodeDelivery: dz,
      state_code_delivery: ds,
      city_delivery: dc,
      product_name: product,
      freight_company: rate + (i % 4) * 75 + (i % 3 === 0 ? 0.5 : 0),
      loadType: i % 6 === 5 ? 'LTL' : 'FTL',
      load_weight: 36000 + (i % 7) * 1000,
      instructions: i % 3 === 0 ? 'Appointment required at both ends.' : '',
      trailer_type: product.startsWith('Fresh') || product.startsWith('Frozen') ? 3 : i % 5 === 0 ? 2 : 1,
      trailer_dimensions: i % 4 === 0 ? '48 ft' : '53 ft',
    });
    const driverActor: LoadActor = { userId: driver.id, role: 'Driver' };
    if (i >= firstPast && placed) {
      const actors = { driver: driverActor, dispatcher: dispatcher(i), approver };
      pasts.push(demoPastLoad(i, body, placed.start, today, actors));
      continue;
    }
    // The steps are dated like a real trip (demo-tracking.ts): finished loads from their pickup day, active
    // ones so that they sit in their status now. Never in the future. The load was entered a day before.
    // A load waiting was accepted in the last hours, before its trip.
    let tripTime =
      placed === undefined
        ? finished
          ? new Date(Date.parse(`${windows.pickup.open}:00Z`) - 60 * 60_000)
          : activeTripStart(plannedReach, miles, today)
        : new Date(
            placed.start <= today.getTime() ? placed.start : today.getTime() - (2 + (i % 10)) * 60 * 60_000,
          );
    clock.set(new Date(Math.min(tripTime.getTime(), today.getTime()) - (20 + (i % 9)) * 60 * 60_000));
    const load = await actingAs(dispatcher(i), () => loads.create(body, dispatcher(i)));
    const step = async (
      action: Parameters<LoadsService['transition']>[1],
      actor: LoadActor,
      comment?: string,
    ) => {
      clock.set(new Date(Math.min(tripTime.getTime(), today.getTime() - 60_000)));
      const result = await actingAs(actor, () => loads.transition(load.id, action, actor, comment));
      if (result.to === LOAD_STATUS.delivered) deliveredAt.set(load.id, clock.now());
      tripTime = new Date(clock.now().getTime() + stepMinutes(result.to, miles) * 60_000);
      return result;
    };
    loadIds.push(load.id);
    // A ledger entry, by the person who enters it.
    const entered = (entry: Parameters<Services['loadLedger']['addTransaction']>[0], actor: LoadActor) =>
      actingAs(actor, () => services.loadLedger.addTransaction(entry, actor));

    const instructions = () =>
      services.loadInstructions.create(load.id, instructionFor(i, body.trailer_type), dispatcher(i));
    if (i % 4 === 0) await actingAs(dispatcher(i), instructions);
    if (target === LOAD_STATUS.oldLoad || target === LOAD_STATUS.new) continue;
    if (target === LOAD_STATUS.refusedByDriver) {
      await step('refuse', driverActor);
      continue;
    }
    if (target === LOAD_STATUS.cancelled) {
      // Cancelled from different points of the trip.
      const reach = pick([2, 4, 6, 8, 3, 5], i);
      if (reach === 3) await step('refuse', driverActor);
      else if (reach >= 4) {
        await step('accept', driverActor);
        for (let s = 4; s < reach; s++) await step('advance', driverActor);
      }
      if (reach === 3) await step('reassign', dispatcher(i));
      await step('cancel', dispatcher(i), pick(CANCEL_COMMENTS, i));
      continue;
    }
    const reach = target === LOAD_STATUS.cancellationRequested ? 5 + (i % 3) : Math.min(target, 10);
    await step('accept', driverActor);
    for (let s = 4; s < reach; s++) await step('advance', driverActor);
    if (reach >= 6) {
      await entered(
        {
          loadId: load.id,
          typeId: TRANSACTION_TYPE.detention,
          amount: 75 + (i % 3) * 25,
          comment: 'Detention at the shipper',
        },
        dispatcher(i),
      );
    }
    if (reach >= 9 && i % 2 === 0) {
      await entered(
        {
          loadId: load.id,
          typeId: TRANSACTION_TYPE.lumper,
          amount: 185.5,
          comment: `Lumper receipt #${4410 + i}`,
        },
        dispatcher(i),
      );
    }
    if (reach >= 5 && i % 5 === 1) {
      const amount = fuelAdvance(body);
      await entered(
        { loadId: load.id, typeId: TRANSACTION_TYPE.advance, amount, comment: 'Fuel advance (Comdata)' },
        dispatcher(i),
      );
    }
    if (target === LOAD_STATUS.cancellationRequested) {
      // Asked from the drivers' app, as a report: the office answers it on the Reports screen (a bare status
      // change left a load nobody could accept or refuse the request of).
      clock.set(new Date(Math.min(tripTime.getTime(), today.getTime() - 60_000)));
      const text = 'Engine warning light on; asking to cancel.';
      await actingAs(driverActor, () =>
        services.reports.create(load.id, { type: 'cancellation', text }, driverActor),
      );
      continue;
    }
    if (target >= LOAD_STATUS.ended) await step('endService', dispatcher(i));
    if (target === LOAD_STATUS.deliveryApproved) {
      if (i % 2 === 1) {
        await entered(
          {
            loadId: load.id,
            typeId: TRANSACTION_TYPE.deduction,
            amount: 120,
            comment: 'OS&D: 2 cases damaged',
          },
          approver,
        );
      }
      // Through the delivery approval, which freezes the statement its driver's settlement pays.
      clock.set(new Date(Math.min(tripTime.getTime(), today.getTime() - 60_000)));
      await actingAs(approver, () => services.delivery.approve(load.id, i % 3 === 0, approver));
    }
  }

  clock.set(today);
  const past = await services.delivery.enterApprovedMany(pasts);
  await seedTracking(services, loadIds.slice(0, TARGETS.length), past, today);

  loadIds.push(...(await seedBookingLoads(services, dispatcher, drivers, schedule.driverFree)));
  return { loadIds, past: past.map((p) => p.row.id), deliveredAt };
}
