/**
 * Load (loadbook) status ids and names (DESIGN.md "Load statuses"; spec loads §4). The ids are stored in
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

/** The status tracker shows ids above 3 and below 12 (4 to 11), sorted by id. */
export const TRACKER_STATUS_IDS: ReadonlyArray<LoadStatusId> = LOAD_STATUS_IDS.filter(
  (id) => id > LOAD_STATUS.refusedByDriver && id < LOAD_STATUS.deliveryApproved,
);

export function isLoadStatusId(value: number): value is LoadStatusId {
  return Object.hasOwn(LOAD_STATUS_NAMES, value);
}
