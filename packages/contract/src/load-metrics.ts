import { z } from 'zod';
import { envelope } from './errors';
import { parametricItem } from './parametrics';
import { wholeNumbers } from './wire';

/**
 * How many loads there are: the Loads screen's counts (`/loadbook/countLoads`), the metrics
 * (`/loads/metrics/all`) and the events of one type (`/loadbook/events/countByType/{type}`).
 */

/** The event type of a cancellation (`/loadbook/events/countByType/14`). */
export const LOAD_EVENT_TYPE = { cancelled: 14 } as const;

export const loadCountsResponse = envelope(wholeNumbers('active', 'inactive', 'total'));
export const loadMetricsResponse = envelope(
  wholeNumbers('active', 'finished', 'total', 'cancelled').extend({
    byStatus: z.array(parametricItem.extend({ count: z.number().int() })),
  }),
);
export type LoadMetrics = z.infer<typeof loadMetricsResponse>['data'];
export const eventTypeParams = z.object({
  type: z
    .string()
    .regex(/^\d{1,4}$/, 'The event type must be a whole number')
    .transform(Number),
});
export const eventCountResponse = envelope(wholeNumbers('type', 'count'));
