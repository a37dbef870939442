import { CHECK_CALL_EVENTS } from '@fletx/contract/check-calls';
import { LOAD_STATUS } from '@fletx/contract/load-status';
import type { Services } from '../services';

/**
 * Tracking links and check calls in the demo (docs/product.md "Tracking links and check calls"): an
 * in-transit load with a live link (30 days), its broker's first contact on every check call, and the mails
 * of its pickup in the outbox. Delivered demo loads show their detention (the demo spends 2 h 30 at pickup,
 * half an hour beyond the default free time).
 */
export async function seedTrackingLinks(services: Services, loadIds: ReadonlyArray<number>, by: number) {
  let inTransit: Awaited<ReturnType<Services['loads']['get']>> | undefined;
  for (const id of loadIds) {
    const load = await services.loads.get(id);
    if (load.loadbook_status_id === LOAD_STATUS.inTransit) {
      inTransit = load;
      break;
    }
  }
  if (!inTransit) return;
  const { contacts } = await services.brokers.detail(inTransit.broker_id);
  const contact = contacts[0];
  if (contact) {
    await services.brokerCheckCalls.save(inTransit.broker_id, {
      contacts: [contact.id],
      events: [...CHECK_CALL_EVENTS],
    });
  }
  await services.trackingLinks.create(inTransit.id, { expiresInDays: 30 }, by);
  // The pickup's check calls, as the live events would have made them had the broker been set up then.
  for (const to of [LOAD_STATUS.atPickup, LOAD_STATUS.loaded])
    await services.uow.transaction(() =>
      services.checkCalls.onLoadStatus({
        loadId: inTransit.id,
        idNumber: inTransit.id_number,
        from: to - 1,
        to,
      }),
    );
}
