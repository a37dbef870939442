import { z } from 'zod';
import { envelope } from './errors';
import { INTAKE_STATUSES } from './intake';

/**
 * Live updates (docs/product.md "Live updates"): the server pushes what changed over one
 * `text/event-stream`; a screen updates or refetches the one record an event names.
 */
export const LIVE_EVENT_TYPES = [
  'load.status',
  'load.position',
  'report',
  'notification',
  'compliance',
  'intake',
  'load.assigned',
  'message',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** A ticket opens one stream, once, within this many seconds of being issued. */
export const EVENT_TICKET_SECONDS = 30;
/** A stream reopened with `Last-Event-ID` receives the events it missed within this many minutes. */
export const EVENT_REPLAY_MINUTES = 10;
/** A comment line is sent this often on a quiet stream, so proxies keep it open. */
export const EVENT_HEARTBEAT_MS = 15_000;

export const loadStatusEvent = z.object({
  loadId: z.number().int(),
  idNumber: z.string(),
  from: z.number().int(),
  to: z.number().int(),
});
export const loadPositionEvent = z.object({
  loadId: z.number().int(),
  driverId: z.number().int(),
  lat: z.number(),
  lon: z.number(),
  at: z.iso.datetime(),
});
export const reportEvent = z.object({
  reportId: z.number().int(),
  loadId: z.number().int(),
  change: z.enum(['created', 'updated']),
});
export const notificationEvent = z.object({
  notificationId: z.number().int(),
  type: z.string(),
  entityType: z.string(),
  entityId: z.number().int(),
});
export const complianceEvent = z.object({
  entityType: z.string(),
  entityId: z.number().int(),
});

/** A rate confirmation draft came in or was read (docs/product.md "Rate confirmations"). */
export const intakeEvent = z.object({
  draftId: z.number().int(),
  status: z.enum(INTAKE_STATUSES),
});

/** A load got a driver, or lost one, on the dispatch board (docs/product.md "Dispatch board"). */
export const loadAssignedEvent = z.object({
  loadId: z.number().int(),
  idNumber: z.string(),
  driverId: z.number().int().nullable(),
  previousDriverId: z.number().int().nullable(),
});

/**
 * A message between dispatch and a driver was sent or read (docs/decisions/0066-driver-messages.md): staff
 * streams hear every one, a driver's stream only its own conversation's.
 */
export const messageEvent = z.object({
  driverId: z.number().int(),
  messageId: z.number().int().nullable(),
  change: z.enum(['sent', 'read']),
  by: z.enum(['staff', 'driver']),
});

/** What each event's `data` holds: ids and the little a screen shows at once; the rest is refetched. */
export const liveEventData = {
  'load.status': loadStatusEvent,
  'load.position': loadPositionEvent,
  report: reportEvent,
  notification: notificationEvent,
  compliance: complianceEvent,
  intake: intakeEvent,
  'load.assigned': loadAssignedEvent,
  message: messageEvent,
} as const satisfies Record<LiveEventType, z.ZodType>;

export type LiveEventData<T extends LiveEventType> = z.infer<(typeof liveEventData)[T]>;

export const eventTicketResponse = envelope(z.object({ ticket: z.string(), expiresIn: z.number().int() }));

export const eventStreamQuery = z.object({
  ticket: z.string().trim().min(1).max(200),
  /** The same as the `Last-Event-ID` header, for clients that cannot set headers. */
  lastEventId: z
    .string()
    .trim()
    .regex(/^\d{1,15}$/)
    .optional(),
});

export const eventMessages = {
  invalidTicket: 'This live-update ticket is not valid or has expired. Ask for a new one.',
} as const;
