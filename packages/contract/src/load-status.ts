/**
 * Load (loadbook) status ids and names (docs/product.md "Load statuses"). The ids are stored in
 * `load_statuses` by a migration and referenced by loads; the two lists must stay equal (a test checks it).
 */
export const LOAD_STATUS = {
  cancelled: 1,
  new: 2,
  refusedByDriver: 3,
  accepted: 4,
  onTheWayToPickup: 5,
  atPickup: 6,
  loaded: 7,
  inTransit: 8,
  atDelivery: 9,
  delivered: 10,
  ended: 11,
  deliveryApproved: 12,
  oldLoad: 13,
  declined: 14,
  cancellationRequested: 15,
  awaitingConfirmation: 16,
} as const;
export type LoadStatusKey = keyof typeof LOAD_STATUS;
export type LoadStatusId = (typeof LOAD_STATUS)[LoadStatusKey];

export const LOAD_STATUS_NAMES: Readonly<Record<LoadStatusId, string>> = {
  1: 'Cancelled',
  2: 'New',
  3: 'Refused by driver',
  4: 'Accepted',
  5: 'On the way to pickup',
  6: 'At pickup',
  7: 'Loaded',
  8: 'In transit',
  9: 'At delivery',
  10: 'Delivered',
  11: 'Ended',
  12: 'Delivery approved',
  13: 'Old load',
  14: 'Declined',
  15: 'Cancellation requested',
  16: 'Awaiting confirmation',
};

/** Every status id, ascending. */
export const LOAD_STATUS_IDS: ReadonlyArray<LoadStatusId> = Object.values(LOAD_STATUS).toSorted(
  (a, b) => a - b,
);

/**
 * Finished jobs: cancelled, ended, delivery approved, declined, and old loads (entered after the trip was
 * done). Every other status is an active load. The `loads.finished` column is generated from this list.
 */
export const FINISHED_STATUS_IDS: ReadonlyArray<LoadStatusId> = [
  LOAD_STATUS.cancelled,
  LOAD_STATUS.ended,
  LOAD_STATUS.deliveryApproved,
  LOAD_STATUS.oldLoad,
  LOAD_STATUS.declined,
];

/** The active loads: every status that is not a finished job's, ascending. */
export const ACTIVE_STATUS_IDS: ReadonlyArray<LoadStatusId> = LOAD_STATUS_IDS.filter(
  (id) => !FINISHED_STATUS_IDS.includes(id),
);

/** The statuses of one list: the finished jobs' or the active loads'. */
export const listStatusIds = (finished: boolean): ReadonlyArray<LoadStatusId> =>
  finished ? FINISHED_STATUS_IDS : ACTIVE_STATUS_IDS;

/** Loads that can no longer be edited with the load form (old loads stay editable). */
export const LOCKED_STATUS_IDS: ReadonlyArray<LoadStatusId> = [
  LOAD_STATUS.cancelled,
  LOAD_STATUS.ended,
  LOAD_STATUS.deliveryApproved,
  LOAD_STATUS.declined,
];

/** The status tracker shows ids above 3 and below 12 (4 to 11), sorted by id. */
export const TRACKER_STATUS_IDS: ReadonlyArray<LoadStatusId> = LOAD_STATUS_IDS.filter(
  (id) => id > LOAD_STATUS.refusedByDriver && id < LOAD_STATUS.deliveryApproved,
);

export function isLoadStatusId(value: number): value is LoadStatusId {
  return Object.hasOwn(LOAD_STATUS_NAMES, value);
}

/**
 * Who may move a load from which status to which (docs/product.md "Status transitions"). Anything else is a
 * 409. Staff actions are what `PUT /loadbook/update/{id}` accepts; driver actions are the driver API's.
 */
export const STAFF_ACTIONS = [
  'confirm',
  'decline',
  'cancel',
  'endService',
  'approveDelivery',
  'reassign',
  'acceptCancellation',
  'rejectCancellation',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

export const DRIVER_ACTIONS = ['accept', 'refuse', 'advance', 'requestCancellation'] as const;
export type DriverAction = (typeof DRIVER_ACTIONS)[number];

const S = LOAD_STATUS;
const between = (from: number, low: number, high: number) => from >= low && from <= high;

/**
 * The status an action leads to from `from`, or undefined when the action is not allowed there.
 * `previous` is the status before a cancellation request (15), to which a rejected request returns.
 */
export function transitionTarget(
  action: StaffAction | DriverAction,
  from: LoadStatusId,
  previous?: LoadStatusId,
): LoadStatusId | undefined {
  switch (action) {
    case 'confirm':
      return from === S.awaitingConfirmation ? S.new : undefined;
    case 'decline':
      return from === S.awaitingConfirmation ? S.declined : undefined;
    case 'cancel':
      return between(from, S.new, S.deliveryApproved) ? S.cancelled : undefined;
    case 'endService':
      return from === S.delivered ? S.ended : undefined;
    case 'approveDelivery':
      return from === S.ended ? S.deliveryApproved : undefined;
    case 'reassign':
      return from === S.refusedByDriver ? S.new : undefined;
    case 'acceptCancellation':
      return from === S.cancellationRequested ? S.cancelled : undefined;
    case 'rejectCancellation':
      return from === S.cancellationRequested &&
        previous !== undefined &&
        between(previous, S.new, S.atDelivery)
        ? previous
        : undefined;
    case 'accept':
      return from === S.new ? S.accepted : undefined;
    case 'refuse':
      return from === S.new ? S.refusedByDriver : undefined;
    case 'advance':
      return between(from, S.accepted, S.atDelivery) ? ((from + 1) as LoadStatusId) : undefined;
    case 'requestCancellation':
      return between(from, S.new, S.atDelivery) ? S.cancellationRequested : undefined;
  }
}

/**
 * The staff action behind a requested status change (`PUT /loadbook/update/{id}` sends only the target),
 * or undefined when no staff action leads there.
 */
export function staffActionFor(
  from: LoadStatusId,
  to: LoadStatusId,
  previous?: LoadStatusId,
): StaffAction | undefined {
  return STAFF_ACTIONS.find((action) => transitionTarget(action, from, previous) === to);
}

/** Staff actions that need a comment (the comment popup: 'There must be new comments'). */
export const ACTIONS_NEEDING_COMMENT: ReadonlyArray<StaffAction> = [
  'cancel',
  'acceptCancellation',
  'rejectCancellation',
];

/** The load-details screen: the action panel shows at 4 and above; Reports at 12 and below; no tracker at 14. */
export const showsActionPanel = (status: LoadStatusId) => status >= S.accepted;
export const showsReportsButton = (status: LoadStatusId) => status <= S.deliveryApproved;
export const showsTracker = (status: LoadStatusId) => status !== S.declined;
export const trackerReached = (step: LoadStatusId, current: LoadStatusId) => step <= current;
