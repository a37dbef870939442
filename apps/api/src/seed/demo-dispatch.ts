import { bookingBody } from '@fletx/contract/bookings';
import { DRIVER_STATUS } from '@fletx/contract/drivers';
import { clockAt } from '@fletx/contract/facility-time';
import type { ManualClock } from '../lib/clock';
import { stopZone } from '../lib/stop-zone';
import type { LoadActor } from '../modules/loads/loads.service';
import type { Services } from '../services';
import { LANES } from './demo-lanes';
import { pick, transitDays } from './demo-picks';
import { DEMO_TIME_OFF, timeOffSpan } from './demo-schedule';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** When each queued load's pickup opens, in hours from the hour the demo is made. */
const OPENS_IN_HOURS = [-3, -2, -1, 26, 49, 74, 52];
/** `yyyy-MM-ddTHH:mm`: a facility's clock (docs/product.md "Stops"), stored as UTC. */
const wall = (at: number) => new Date(at).toISOString().slice(0, 16);

/**
 * The dispatch board's demo (docs/product.md "Dispatch board"): loads of this week waiting for a driver (from
 * bookings, in several states and trailer types) and some drivers' time off — a day off, home time — so the
 * board has something to plan on a first visit.
 */
export async function seedDispatch(
  services: Pick<Services, 'bookings' | 'brokers' | 'loads' | 'dispatch' | 'loadDriverQueries'>,
  clock: ManualClock,
  dispatcher: LoadActor,
): Promise<void> {
  const today = clock.now();
  const brokers = await services.brokers.listApproved();
  if (brokers.length === 0) return;
  const hour = Math.floor(today.getTime() / HOUR) * HOUR;
  for (let i = 0; i < 7; i++) {
    const [pf, pc, ps, pz, df, dc, ds, dz, miles, rate, product] = pick(LANES, i * 2 + 1);
    // On the dock's clock: the first three pickups opened in the last hours (loads wanted today, in this
    // week's queue whatever the hour), the others in the days ahead.
    const opens = clockAt(stopZone(pz, ps) ?? 'UTC', hour + (OPENS_IN_HOURS[i] ?? 0) * HOUR);
    const days = transitDays(miles);
    const body = bookingBody.parse({
      idNumber: `BK-${77100 + i * 7}`,
      loadBrokerId: pick(brokers, i + 2).id,
      distance: miles,
      openTimePickup: wall(opens),
      closeTimePickup: wall(opens + 4 * HOUR),
      nameLocationPickup: pf,
      postalCodePickup: pz,
      stateCodePickup: ps,
      cityPickup: pc,
      openTimeDelivery: wall(opens + days * DAY + 6 * HOUR),
      closeTimeDelivery: wall(opens + days * DAY + 10 * HOUR),
      nameLocationDelivery: df,
      postalCodeDelivery: dz,
      stateCodeDelivery: ds,
      cityDelivery: dc,
      productName: product,
      freightCompany: rate,
      loadWeight: 38000,
      trailerType: product.startsWith('Fresh') || product.startsWith('Frozen') ? 3 : (i % 2) + 1,
      lenght: '53 ft',
      loadType: 'FTL',
    });
    const booking = await services.bookings.create(body);
    // The last one stays a booking, still to be turned into a load.
    if (i < 6) await services.loads.fromBooking(booking.id, dispatcher);
  }
  const drivers = await services.loadDriverQueries.driversWithStatus(DRIVER_STATUS.active);
  for (const off of DEMO_TIME_OFF) {
    const driver = drivers[off.driver];
    if (!driver) continue;
    const { from, to } = timeOffSpan(today, off);
    await services.dispatch.addTimeOff(
      {
        driverId: driver.id,
        kind: off.kind,
        from: new Date(from).toISOString(),
        to: new Date(to).toISOString(),
        note: off.note,
      },
      dispatcher,
    );
  }
}
