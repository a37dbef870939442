import type { Services } from '../services';

/**
 * The demo's miles (docs/product.md "Miles and IFTA"): the loads got their planned miles when entered and
 * their trucks' state miles as their tracks were recorded; the delivered ones, whose tracks the demo records
 * after their delivery, get their actual and deadhead miles from those tracks (the past weeks' at once).
 */
export async function seedMiles(
  services: Pick<Services, 'loadMiles'>,
  loadIds: ReadonlyArray<number>,
  past: ReadonlyArray<number>,
) {
  for (const id of loadIds) await services.loadMiles.settle(id);
  await services.loadMiles.settleMany(past);
}
