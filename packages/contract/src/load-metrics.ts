import { z } from 'zod';
import { envelope } from './errors';
import { parametricItem } from './parametrics';
import { digitsText } from './validation';
import { wholeNumbers } from './wire';

/**
 * How many loads there are: the Loads screen's counts (`/loadbook/countLoads`), the metrics
 * (`/loads/metrics/all`) and the events of one type (`/loadbook/events/countByType/{type}`).
 */

export { LOAD_EVENT_TYPE } from './constants';

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

/** `GET /api/loads/stats/revenue?weeks=12`: the last `weeks` ISO weeks (1 to 52, default 12), this one last. */
const weeksMessage = 'weeks must be a whole number from 1 to 52';
export const revenueQuery = z.object({
  weeks: digitsText(2, weeksMessage)
    .pipe(z.number().int().min(1, weeksMessage).max(52, weeksMessage))
    .optional(),
});

/**
 * One ISO week (Monday 00:00 UTC to the next Monday): the loads delivered (status 10 reached) in it and their
 * revenue, trip rates plus accessorials in USD (docs/product.md "Load charts").
 */
export const revenueWeek = z.object({
  /** ISO week, e.g. 2026-W48. */
  week: z.string(),
  /** Its Monday, yyyy-MM-dd. */
  start: z.iso.date(),
  loads: z.number().int(),
  revenue: z.number(),
});
export type RevenueWeek = z.infer<typeof revenueWeek>;
export const revenueResponse = envelope(z.object({ weeks: z.array(revenueWeek) }));
export type RevenueResponse = z.infer<typeof revenueResponse>;
