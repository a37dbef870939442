/**
 * The driver API's plain values, without zod: the drivers' app imports them from here so that its first load
 * carries no schema library (docs/performance.md "The web's first page"). duty.ts, reports.ts, tracking.ts and
 * driver-api.ts export them too.
 */

/**
 * Duty statuses a driver reports through the driver API (docs/product.md "Driver API"),
 * the four statuses of an hours-of-service log (FMCSA 49 CFR 395.8).
 */
export const DUTY_STATUSES = ['driving', 'on_duty', 'off_duty', 'sleeper_berth'] as const;
export type DutyStatus = (typeof DUTY_STATUSES)[number];

export const ALERT_KINDS = ['breakdown', 'accident', 'weather', 'delay', 'other'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** The most location points one ping may carry. */
export const LOCATION_BATCH_MAX = 500;

/** Makes a driver API POST safe to send again (docs/decisions/0016-retry-safe-driver-api.md). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
