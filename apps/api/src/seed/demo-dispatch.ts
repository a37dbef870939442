import { bookingBody } from '@fletx/contract/bookings';
import { DRIVER_STATUS } from '@fletx/contract/drivers';
import type { ManualClock } from '../lib/clock';
import type { LoadActor } from '../modules/loads/loads.service';
import type { Services } from '../services';
import { LANES } from './demo-lanes';

const pick = <T>(list: ReadonlyArray<T>, i: number): T => list[i % list.length] as T;
const DAY_MS = 86_400_000;
/** `yyyy-MM-ddTHH:mm` of the day `offset` days from `base`, at `hour` UTC. */
const at = (base: Date, offset: number, hour: number) =>
  new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate() + offset, hour))
    .toISOString()
    .slice(0, 16);

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
  for (let i = 0; i < 7; i++) {
    const [pf, pc, ps, pz, df, dc, ds, dz, miles, rate, product] = pick(LANES, i * 2 + 1);
    const offset = i % 4;
    const days = Math.max(1, Math.round(miles / 550));
    const body = bookingBody.parse({
      idNumber: `BK-${77100 + i * 7}`,
      loadBrokerId: pick(brokers, i + 2).id,
      distance: miles,
      openTimePickup: at(today, offset, 8 + i),
      closeTimePickup: at(today, offset, 12 + i),
      nameLocationPickup: pf,
      postalCodePickup: pz,
      stateCodePickup: ps,
      cityPickup: pc,
      openTimeDelivery: at(today, offset + days, 13),
      closeTimeDelivery: at(today, offset + days, 17),
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
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const off = [
    { driver: pick(drivers, 1), kind: 'day_off' as const, from: 1, days: 1, note: "Daughter's graduation" },
    {
      driver: pick(drivers, 4),
      kind: 'home_time' as const,
      from: -2,
      days: 3,
      note: 'Home time after two weeks out',
    },
  ];
  for (const t of off)
    if (t.driver)
      await services.dispatch.addTimeOff(
        {
          driverId: t.driver.id,
          kind: t.kind,
          // Whole days of the carrier (Central time: midnight there is 06:00 UTC in winter).
          from: new Date(midnight + t.from * DAY_MS + 6 * 3_600_000).toISOString(),
          to: new Date(midnight + (t.from + t.days) * DAY_MS + 6 * 3_600_000).toISOString(),
          note: t.note,
        },
        dispatcher,
      );
}
