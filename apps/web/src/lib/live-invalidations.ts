import type { LiveEventData, LiveEventType } from '@fletx/contract/events';
import type { QueryKey } from '@tanstack/react-query';
import { historyOf, queryKeys as k } from './query-keys';

/** The areas whose records a compliance event names (docs/product.md "Compliance"). */
const complianceAreas: Record<string, QueryKey> = {
  driver: k.drivers.all,
  truck: k.trucks.all,
  trailer: k.trailers.all,
};

/**
 * What each live event makes stale (docs/product.md "Live updates"): the server's counterpart of
 * `invalidations`, for changes made by others (a driver's phone, another tab). `components/live` routes
 * every event of the stream through this table; a `load.position` also moves the route map's marker at once.
 */
export const liveInvalidations = {
  /** The load's pages, the loads lists and counts, its broker's loads, delivery approval, its history, Today. */
  'load.status': ({ loadId }) => [
    k.loads.all,
    k.loadDetails.of(loadId),
    k.brokers.loadsAll,
    k.deliveryApproval.all,
    historyOf('load', loadId),
    k.today,
  ],
  /** The track: the whole batch the event's newest point came with. */
  'load.position': ({ loadId }) => [k.loadDetails.routeMap(loadId)],
  /** The reports list and counts, the report's alert page, the load's Alerts panel and Today. */
  report: ({ loadId }) => [k.reports.all, k.loadDetails.reports(loadId), k.today],
  /** The bell; a driver awaiting approval also shows in the drivers list. */
  notification: ({ entityType }) => [
    k.notifications.all,
    ...(entityType === 'driver' ? [k.drivers.all] : []),
  ],
  compliance: ({ entityType }) => {
    const area = complianceAreas[entityType];
    return area ? [area, k.today] : [k.today];
  },
  /** The rate confirmations inbox and the draft: a mailed one appears, a read one shows its fields. */
  intake: ({ draftId }) => [k.intake.lists, k.intake.detail(draftId), k.today],
  /** A driver given or taken off on the dispatch board: the loads (the board among them), the load's pages. */
  'load.assigned': ({ loadId }) => [
    k.loads.all,
    k.loadDetails.of(loadId),
    historyOf('load', loadId),
    k.today,
  ],
  /** A message sent or read, by staff or a driver: the conversations, the threads and the unread badge. */
  message: () => [k.messages.all],
} satisfies { [T in LiveEventType]: (data: LiveEventData<T>) => QueryKey[] };

/**
 * When a stream opens: everything an event it never heard could have changed — before the first stream opened,
 * or while it was down (docs/decisions/0021-live-updates-and-several-processes.md "Replay": a reconnect may miss
 * one event).
 */
export const liveMissedInvalidations = (): QueryKey[] => [
  k.loads.all,
  k.loadDetails.all,
  k.brokers.loadsAll,
  k.deliveryApproval.all,
  k.reports.all,
  k.notifications.all,
  k.drivers.all,
  k.trucks.all,
  k.trailers.all,
  k.intake.all,
  k.messages.all,
  k.audit.ofType('load'),
  k.today,
];
