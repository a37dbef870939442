import { loadBody } from '@fletx/contract/loads';
import type { LoadActor } from '../modules/loads/loads.service';
import type { Services } from '../services';

const pick = <T>(list: ReadonlyArray<T>, i: number): T => list[i % list.length] as T;

/**
 * Bookings turned into loads: three await confirmation, one confirmed (a driver chosen first), two
 * declined. Returns the ids of the loads made.
 */
export async function seedBookingLoads(
  services: Pick<Services, 'loads' | 'bookings'>,
  dispatcher: (i: number) => LoadActor,
  drivers: ReadonlyArray<{ id: number }>,
): Promise<number[]> {
  const { loads } = services;
  const ids: number[] = [];
  const { info: bookings } = await services.bookings.page({ page: 1, take: 6 });
  for (const [i, booking] of bookings.entries()) {
    const load = await loads.fromBooking(booking.id, dispatcher(i));
    ids.push(load.id);
    if (i === 3) {
      const form = await loads.get(load.id);
      await loads.update(
        load.id,
        loadBody.parse({
          typeForm: 'new',
          id_number: form.id_number,
          broker_id: form.broker_id,
          user_id: pick(drivers, i + 2).id,
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
  }
  return ids;
}
