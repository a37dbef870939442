import { z } from 'zod';
import {
  DRIVER_TIME_MAX_AGE_HOURS,
  DRIVER_TIME_MAX_AHEAD_MINUTES,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_TTL_HOURS,
} from './constants';
import { IDEMPOTENCY_KEY_HEADER } from './driver-values';

/**
 * What every POST of the driver API shares (docs/product.md "Driver API"): retries made safe by an
 * `Idempotency-Key`, and the times (`at`) a phone that was offline reports.
 */
export { IDEMPOTENCY_KEY_HEADER };
/** Set to `true` on an answer given again from what the first request with the key answered. */
export const IDEMPOTENCY_REPLAYED_HEADER = 'idempotency-replayed';

export const idempotencyMessages = {
  key: `The Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters`,
  mismatch: 'This Idempotency-Key was already used for a different request; send a new key for a new request',
  inProgress: 'A request with this Idempotency-Key is still in progress',
} as const;

export const driverTimeMessages = {
  ahead: `The time must not be more than ${DRIVER_TIME_MAX_AHEAD_MINUTES} minutes in the future`,
  tooOld: `The time must not be more than ${DRIVER_TIME_MAX_AGE_HOURS} hours in the past`,
  beforeLastChange: (last: string) => `The time must not be before the load's last status change (${last})`,
} as const;

/** The header every driver POST accepts (the API adds it to each of them). */
export const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string({ error: idempotencyMessages.key })
    .regex(new RegExp(`^[\\x20-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`), idempotencyMessages.key)
    .optional()
    .describe(
      `Makes the call safe to retry: a repeat with the same key within ${IDEMPOTENCY_TTL_HOURS} h answers ` +
        'what the first call answered (header `Idempotency-Replayed: true`) and does nothing again.',
    ),
});
