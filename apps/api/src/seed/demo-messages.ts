import { LOAD_STATUS } from '@fletx/contract/load-status';
import type { ManualClock } from '../lib/clock';
import type { Services } from '../services';
import { actingAs } from './demo-acting';

type Line = { from: 'staff' | 'driver'; minutesAgo: number; body: string; aboutLoad?: boolean };

/**
 * The conversations of the demo (docs/decisions/0066-driver-messages.md), one per driver with a trip under way:
 * `read` tells whether the last lines were read by the other side (a driver's unread lines ring the bell).
 */
const CONVERSATIONS: ReadonlyArray<{ lines: Line[]; read: boolean }> = [
  {
    read: true,
    lines: [
      {
        from: 'staff',
        minutesAgo: 185,
        body: 'Morning! The receiver moved your delivery appointment to 2:00 pm. Can you make it?',
        aboutLoad: true,
      },
      { from: 'driver', minutesAgo: 176, body: 'Yes, no problem. ETA 1:30 pm.' },
      { from: 'staff', minutesAgo: 170, body: 'Great, thanks. Call me if the dock is busy.' },
    ],
  },
  {
    read: false,
    lines: [
      {
        from: 'staff',
        minutesAgo: 95,
        body: 'Check in with the shipper at door 12 when you arrive.',
        aboutLoad: true,
      },
      {
        from: 'driver',
        minutesAgo: 12,
        body: 'The lumper wants $150 cash to unload. OK to pay and send you the receipt?',
        aboutLoad: true,
      },
    ],
  },
  {
    read: false,
    lines: [
      {
        from: 'staff',
        minutesAgo: 300,
        body: 'Your medical card expires soon, please send a photo of the new one.',
      },
      { from: 'driver', minutesAgo: 41, body: 'Will send it tonight from the truck stop.' },
      {
        from: 'driver',
        minutesAgo: 6,
        body: 'Heavy traffic on I-40 after an accident.\nRunning about 45 minutes late.',
        aboutLoad: true,
      },
    ],
  },
  {
    read: false,
    lines: [
      {
        from: 'staff',
        minutesAgo: 25,
        body: 'Fuel at the Love’s in the next 100 miles, the card has a discount there.',
        aboutLoad: true,
      },
    ],
  },
];

const UNDER_WAY = new Set<number>([
  LOAD_STATUS.onTheWayToPickup,
  LOAD_STATUS.atPickup,
  LOAD_STATUS.loaded,
  LOAD_STATUS.inTransit,
  LOAD_STATUS.atDelivery,
]);

/**
 * A few live conversations between the dispatcher and drivers on the road, written as they happened (the clock is
 * set back to each line's time and put back after): some answered, some waiting for the office, one waiting for the
 * driver.
 */
export async function seedMessages(
  services: Services,
  clock: ManualClock,
  loadIds: ReadonlyArray<number>,
  dispatcherId: number,
): Promise<void> {
  const trips: Array<{ loadId: number; driverId: number }> = [];
  const drivers = new Set<number>();
  for (const id of loadIds) {
    const load = await services.loads.get(id);
    if (load.user_id === null || !UNDER_WAY.has(load.loadbook_status_id) || drivers.has(load.user_id))
      continue;
    drivers.add(load.user_id);
    trips.push({ loadId: load.id, driverId: load.user_id });
    if (trips.length === CONVERSATIONS.length) break;
  }
  const now = clock.now();
  for (const [i, trip] of trips.entries()) {
    const conversation = CONVERSATIONS[i];
    if (!conversation) break;
    for (const line of conversation.lines) {
      clock.set(new Date(now.getTime() - line.minutesAgo * 60_000));
      const body = { body: line.body, loadId: line.aboutLoad ? trip.loadId : null };
      if (line.from === 'staff')
        await actingAs(dispatcherId, () => services.messages.staffSend(trip.driverId, dispatcherId, body));
      else
        await actingAs(trip.driverId, async () => {
          // A driver answers from the open thread: what the office wrote is read by then.
          await services.messages.driverRead(trip.driverId);
          return services.messages.driverSend(trip.driverId, body);
        });
    }
    clock.set(now);
    if (conversation.read) {
      await services.messages.driverRead(trip.driverId);
      await services.messages.staffRead(trip.driverId);
    }
  }
  clock.set(now);
}
