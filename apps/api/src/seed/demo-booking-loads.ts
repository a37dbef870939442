import { loadBody } from '@fletx/contract/loads';
import type { LoadActor } from '../modules/loads/loads.service';
import type { Services } from '../services';
import { actingAs } from './demo-acting';
import { pick } from './demo-picks';

/** A stop's window on the facility's clock, as instants: a mainland clock is 5 to 8 hours behind UTC. */
const HOUR = 3_600_000;
const spanOf = (pickupOpen: string, deliveryClose: string | null) => ({
  from: Date.parse(pickupOpen) + 5 * HOUR,
  to: Date.parse(deliveryClose ?? pickupOpen) + 8 * HOUR,
});

/**
 * Bookings turned into loads: three await confirmation, one confirmed (a driver chosen first, one free over
 * its days: `driverFree` answers an index in `drivers`), two declined. Returns the ids of the loads made.
 */
export async function seedBookingLoads(
  services: Pick<Services, 'loads' | 'bookings'>,
  dispatcher: (i: number) => LoadActor,
  drivers: ReadonlyArray<{ id: number }>,
  driverFree: (span: { from: number; to: number }) => number,
): Promise<number[]> {
  const { loads } = services;
  /** The booking turned into a load by its dispatcher; answers the load's id. */
  const turnIntoLoad = async (i: number, bookingId: number): Promise<number> => {
    const load = await loads.fromBooking(bookingId, dispatcher(i));
    if (i === 3) {
      const form = await loads.get(load.id);
      const driver = drivers[driverFree(spanOf(form.open_time_pickup, form.close_time_delivery))];
      await loads.update(
        load.id,
        loadBody.parse({
          typeForm: 'new',
          id_number: form.id_number,
          broker_id: form.broker_id,
          user_id: driver?.id ?? pick(drivers, i + 2).id,
          distance_miles: form.distance_miles,
          open_time_pickup: form.open_time_pickup,
          close_time_pickup: form.close_time_pickup,
          nameLocationPickup: form.nameLocationPickup,
          postalCodePickup: form.postalCodePickup,
          state_code_pickup: form.state_code_pickup,
          city_pickup: form.city_pickup,
          open_time_delivery: form.open_time_delivery,
          close_time_delivery: form.close_time_delivery,
          nameLocationDelivery: form.nameLocationDelivery,
          postalCodeDelivery: form.postalCodeDelivery,
          state_code_delivery: form.state_code_delivery,
          city_delivery: form.city_delivery,
          product_name: form.product_name,
          freight_company: form.freight_company,
          loadType: form.loadType,
          load_weight: form.load_weight,
          instructions: form.instructions,
          trailer_type: form.trailer_type,
          trailer_dimensions: form.trailer_dimensions,
        }),
        dispatcher(i),
      );
      await loads.transition(load.id, 'confirm', dispatcher(i));
    }
    if (i >= 4) await loads.transition(load.id, 'decline', dispatcher(i));
    return load.id;
  };
  const ids: number[] = [];
  const { info: bookings } = await services.bookings.page({ page: 1, take: 6 });
  for (const [i, booking] of bookings.entries())
    ids.push(await actingAs(dispatcher(i), () => turnIntoLoad(i, booking.id)));
  return ids;
}
