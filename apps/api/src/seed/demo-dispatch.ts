import { bookingBody } from '@fletx/contract/bookings';
import { DRIVER_STATUS } from '@fletx/contract/drivers';
import type { ManualClock } from '../lib/clock';
import type { LoadActor } from '../modules/loads/loads.service';
import type { Services } from '../services';
import { LANES } from './demo-lanes';
import { DEMO_TIME_OFF, timeOffSpan } from './demo-schedule';

const pick = <T>(list: ReadonlyArray<T>, i: number): T => list[i % list.length] as T;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
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
  // A mainland facility's clock reads 5 to 8 hours behind UTC: a pickup opening at `soon` on its clock is
  // at least two hours ahead wherever it is, and the queue (picked up before the week's end, compared as
  // stored) shows the first ones even late on a Sunday.
  const soon = Math.floor(today.getTime() / HOUR) * HOUR - 3 * HOUR;
  for (let i = 0; i < 7; i++) {
    const [pf, pc, ps, pz, df, dc, ds, dz, miles, rate, product] = pick(LANES, i * 2 + 1);
    const opens = soon + ([0, 0, 1, 2, 1, 3, 2][i] ?? 0) * DAY + (i % 3) * 2 * HOUR;
    const days = Math.max(1, Math.round(miles / 550));
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
