/** Business constants and limits (docs/product.md "Constants and limits"). */
export const PAGE_SIZE = 10;
export const INPUT_DEBOUNCE_MS = 1000;
export const SUCCESS_POPUP_MS = 5000;
export const NOTIFICATION_PANEL_WIDTH = 600;
export const CHANGE_CARD_WIDTH = 320;
export const PRODUCT_TAGLINE = 'Beyond freight transportation';
export const PRODUCT_NAME = 'Fletx';

/**
 * The event type of a cancellation (`/loadbook/events/countByType/14`); here, in a module without zod, for the
 * Loads screen's first page (re-exported by load-metrics.ts).
 */
export const LOAD_EVENT_TYPE = { cancelled: 14 } as const;

/** Recovery codes: 6 digits, single use, 15 minutes, 5 wrong tries. */
export const RECOVERY_CODE_LENGTH = 6;
export const RECOVERY_CODE_TTL_MINUTES = 15;
export const RECOVERY_CODE_MAX_ATTEMPTS = 5;

/** Token lifetimes. */
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;

/** Files (docs/product.md "Documents"). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** A code mailed to a bulk-imported user lets them set their first password for this long. */
export const INVITATION_CODE_TTL_DAYS = 7;

/**
 * Times a driver's phone reports (`at` on status steps, duty changes, reports and pings; docs/product.md
 * "Driver API"): at most this old, and at most this far ahead of the server's clock (device clocks drift).
 */
export const DRIVER_TIME_MAX_AGE_HOURS = 24;
export const DRIVER_TIME_MAX_AHEAD_MINUTES = 2;

/** Driver API POSTs with an `Idempotency-Key` answer a repeat within this many hours from what was kept. */
export const IDEMPOTENCY_TTL_HOURS = 24;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/**
 * A searched list counts its matches up to this many: a total above it means "more than 10 000" (the web
 * shows "10,000+"), so a search over a million loads never counts them all.
 */
export const LIST_COUNT_CAP = 10_000;
