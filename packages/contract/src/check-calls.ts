import { z } from 'zod';
import { envelope } from './errors';
import { idParams } from './ids';
import { itemsPage } from './paging';
import { STOP_TIME_SOURCES, stopTimes } from './stop-times';

/**
 * Check calls (docs/product.md "Tracking links and check calls"): per broker, which contacts get a mail on
 * which events of its loads, and the minutes of free time at a stop before detention counts.
 */
export const CHECK_CALL_EVENTS = [
  'dispatched',
  'at_pickup',
  'loaded',
  'at_delivery',
  'delivered',
  'late',
] as const;
export type CheckCallEvent = (typeof CHECK_CALL_EVENTS)[number];

export const CHECK_CALL_EVENT_NAMES: Readonly<Record<CheckCallEvent, string>> = {
  dispatched: 'Dispatched',
  at_pickup: 'At pickup',
  loaded: 'Loaded',
  at_delivery: 'At delivery',
  delivered: 'Delivered',
  late: 'Running late',
};

/** The load status each event follows (Accepted is "dispatched": the driver took the load). */
export const CHECK_CALL_STATUS: Readonly<Partial<Record<number, CheckCallEvent>>> = {
  4: 'dispatched',
  6: 'at_pickup',
  7: 'loaded',
  9: 'at_delivery',
  10: 'delivered',
};

export const DEFAULT_FREE_MINUTES = 120;
/** What a detention hour beyond the free time is proposed at, in cents (the dispatcher may change it). */
export const DETENTION_CENTS_PER_HOUR = 5000;

export const checkCallMessages = {
  saved: 'The check calls have been saved.',
  contacts: 'Choose contacts of this broker',
  events: `Events are among ${CHECK_CALL_EVENTS.join(', ')}`,
  freeMinutes: 'Free time is a whole number of minutes from 0 to 1440',
  unsubscribed: 'You will get no more check calls from this carrier.',
  badLink: 'This unsubscribe link is not valid.',
} as const;

/** PUT /api/brokers/{id}/check-calls */
export const checkCallsBody = z.object({
  contacts: z
    .array(z.number({ error: checkCallMessages.contacts }).int().positive(), {
      error: checkCallMessages.contacts,
    })
    .max(50, checkCallMessages.contacts),
  events: z
    .array(z.enum(CHECK_CALL_EVENTS, checkCallMessages.events), { error: checkCallMessages.events })
    .max(6),
  detentionFreeMinutes: z
    .number({ error: checkCallMessages.freeMinutes })
    .int(checkCallMessages.freeMinutes)
    .min(0, checkCallMessages.freeMinutes)
    .max(1440, checkCallMessages.freeMinutes)
    .optional(),
});
export type CheckCallsBody = z.infer<typeof checkCallsBody>;

export const checkCallsSettings = z.object({
  contacts: z.array(z.number().int()),
  events: z.array(z.enum(CHECK_CALL_EVENTS)),
  detentionFreeMinutes: z.number().int(),
  /** The chosen contacts who unsubscribed with the link in a mail: they get no more mails. */
  unsubscribed: z.array(z.number().int()),
});
export type CheckCallsSettings = z.infer<typeof checkCallsSettings>;
export const checkCallsSettingsResponse = envelope(checkCallsSettings);
export type CheckCallsSettingsResponse = z.infer<typeof checkCallsSettingsResponse>;
export const brokerIdParams = idParams;

/** A check-call mail as the load's list shows it. */
export const checkCallItem = z.object({
  id: z.number().int(),
  event: z.enum(CHECK_CALL_EVENTS),
  stop: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  at: z.iso.datetime(),
  sentAt: z.iso.datetime(),
});
export type CheckCallItem = z.infer<typeof checkCallItem>;
export const checkCallListResponse = envelope(itemsPage(checkCallItem));

/** GET /api/loads/{id}/progress: the ETA and each stop's arrival, departure and detention (the load page). */
export const loadProgress = z.object({
  eta: z
    .object({
      stop: z.enum(['pickup', 'delivery']),
      at: z.iso.datetime(),
      milesLeft: z.number(),
      /** The same arrival on the stop's clock, written as its window is (ISO of that wall time); null: zone unknown. */
      atStop: z.iso.datetime().nullable(),
      /** Whether it comes after the stop's window closes (the `late` check call). */
      late: z.boolean(),
    })
    .nullable(),
  freeMinutes: z.number().int(),
  stops: z.array(
    z.object({
      type: z.enum(['pickup', 'delivery']),
      arrivedAt: z.iso.datetime().nullable(),
      departedAt: z.iso.datetime().nullable(),
      /** Whether each time is the driver's step or the office's correction (decision 0067). */
      arrivedSource: z.enum(STOP_TIME_SOURCES),
      departedSource: z.enum(STOP_TIME_SOURCES),
      /** The driver's steps themselves (null where none), whatever the office set. */
      driverArrivedAt: z.iso.datetime().nullable(),
      driverDepartedAt: z.iso.datetime().nullable(),
      /** The stop's correction as a record (its version for `If-Match`, who set each time); null if never saved. */
      office: stopTimes.nullable(),
      minutesOnSite: z.number().int().nullable(),
      detentionMinutes: z.number().int(),
    }),
  ),
  /** The detention to add to the invoice (cents), 0 when none; null once a detention entry exists. */
  detentionProposalCents: z.number().int().nullable(),
});
export type LoadProgress = z.infer<typeof loadProgress>;
export const loadProgressResponse = envelope(loadProgress);

export const unsubscribeQuery = z.object({ c: z.string().max(20), s: z.string().max(100) });
