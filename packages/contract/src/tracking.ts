import { z } from 'zod';
import { LOCATION_BATCH_MAX } from './driver-values';
import { DUTY_STATUSES, instant, latitude, longitude } from './duty';
import { envelope } from './errors';
import { serviceHours } from './hos';
import { loadSchema } from './loads';

/**
 * Live data of a load (docs/product.md "Driver API", "Tracking"): the driver API's load calls and location
 * pings, and the back office's `/load-details/*` calls.
 */
export { LOCATION_BATCH_MAX };
/** Pings are accepted while the load is Accepted (4) … Delivered (10). */
export const TRACKED_STATUS_MIN = 4;
export const TRACKED_STATUS_MAX = 10;
/** The route-map tab polls the track this often. */
export const TRACK_REFRESH_MS = 10_000;

export const trackingMessages = {
  points: `Send between 1 and ${LOCATION_BATCH_MAX} points`,
  at: 'The time must be an ISO 8601 date and time in UTC, like 2026-03-01T14:30:00Z',
  notTracked: 'Locations are accepted only while the load is between Accepted and Delivered',
  notYours: 'This load is not assigned to you',
  recorded: 'Locations recorded',
  podUploaded: 'Proof of delivery uploaded',
  alertPhotoUploaded: 'Photo of the alert uploaded',
  moved: 'Load status updated',
} as const;

const point = z.object({ lat: latitude, lon: longitude, at: instant(trackingMessages.at) });
/**
 * POST /api/driver/loads/{id}/accept · /refuse · /advance: an optional body; `at` is when the step happened
 * (an offline phone sends it later), the server's clock when left out.
 */
export const driverStepBody = z
  .object({
    at: instant(trackingMessages.at).optional(),
    /** Why the driver refuses (or any note on the step): kept as the status history's comment. */
    reason: z.string().trim().max(500).optional(),
  })
  .nullish()
  .describe(
    'Optional: `at`, when the step happened (at most 24 h old, 2 minutes ahead); now when left out; ' +
      "`reason`, kept as the status history comment (a refusal's reason)",
  );
export type DriverStepBody = z.infer<typeof driverStepBody>;

/** POST /api/driver/loads/{id}/locations */
export const locationsBody = z.object({
  points: z
    .array(point, { error: trackingMessages.points })
    .min(1, trackingMessages.points)
    .max(LOCATION_BATCH_MAX, trackingMessages.points),
});
export type LocationsBody = z.infer<typeof locationsBody>;
export const locationsResponse = envelope(z.object({ recorded: z.number().int() }));

const position = z.object({ lat: z.number(), lon: z.number() });
export type Position = z.infer<typeof position>;

/**
 * POST /api/driver/loads/{id}/documents: the form field `purpose` says what the file is: the proof of
 * delivery (default, document type 29) or `alert`, a photo of a problem the driver reports (document type 27,
 * the load's other documents).
 */
export const DRIVER_UPLOAD_PURPOSES = ['proof_of_delivery', 'alert'] as const;
export type DriverUploadPurpose = (typeof DRIVER_UPLOAD_PURPOSES)[number];

/** A load as the driver's app sees it: the load plus approximate pickup and delivery positions. */
export const driverLoad = loadSchema.extend({ pickup: position.nullable(), delivery: position.nullable() });
export type DriverLoad = z.infer<typeof driverLoad>;

export const driverLoadsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  take: z.coerce.number().int().min(1).max(100).default(10),
});
export const driverLoadsResponse = z.object({
  message: z.string(),
  data: z.array(driverLoad),
  meta: z.object({ itemCount: z.number().int(), page: z.number().int(), take: z.number().int() }),
});
export const driverLoadResponse = envelope(driverLoad);

// Load details (back office)

const historyEntry = z.object({
  /** 1-based, oldest first (the "No." column). */
  no: z.number().int(),
  status_id: z.number().int(),
  status: z.string(),
  comments: z.string(),
  changed_by_name: z.string(),
  at: z.iso.datetime(),
});
export type LoadStatusHistoryItem = z.infer<typeof historyEntry>;

export const loadStatusResponse = envelope(z.array(historyEntry));

/** /load-details/hours-of-service/{id}: the Service hours shape plus the period and the status history. */
export const hoursOfServiceResponse = envelope(
  serviceHours.extend({
    from: z.iso.datetime().nullable(),
    to: z.iso.datetime().nullable(),
    driver_name: z.string().nullable(),
    history: z.array(historyEntry),
  }),
);
export type HoursOfServiceData = z.infer<typeof hoursOfServiceResponse>['data'];

export const totalHoursResponse = envelope(
  z.object({
    total_hos: serviceHours.shape.total_hos,
    rest_time: serviceHours.shape.rest_time,
    sleeper_berth: serviceHours.shape.sleeper_berth,
    unloading_time: serviceHours.shape.unloading_time,
  }),
);

const trackPoint = position.extend({ at: z.iso.datetime() });
const marker = position.extend({
  name: z.string(),
  address: z.string(),
  /** true when the position is a ZIP code's, city's or state's centroid rather than the facility's own coordinates. */
  approximate: z.boolean(),
});
export const routeMapResponse = envelope(
  z.object({
    load_id: z.number().int(),
    status_id: z.number().int(),
    status: z.string(),
    points: z.array(trackPoint),
    last_position: trackPoint.nullable(),
    pickup: marker.nullable(),
    delivery: marker.nullable(),
  }),
);
export type RouteMapData = z.infer<typeof routeMapResponse>['data'];

export const generalInfoResponse = envelope(
  z.object({
    load: loadSchema,
    last_position: trackPoint.nullable(),
    last_duty: z.object({ status: z.enum(DUTY_STATUSES), at: z.iso.datetime() }).nullable(),
  }),
);

export const loadSummaryResponse = envelope(
  z.object({
    id: z.number().int(),
    id_number: z.string(),
    status_id: z.number().int(),
    status: z.string(),
    driver_name: z.string().nullable(),
    pickup: z.string(),
    delivery: z.string(),
    pings: z.number().int(),
    last_position: trackPoint.nullable(),
    total_hos: serviceHours.shape.total_hos,
  }),
);
