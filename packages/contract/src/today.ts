import { z } from 'zod';
import { complianceSummary } from './compliance';
import { envelope } from './errors';
import { wholeNumbers } from './wire';

/** How far ahead the Today screen looks for loads that still need a driver: the week to come. */
export const TODAY_QUEUE_DAYS = 7;

/**
 * GET /api/today (docs/product.md "Today"): what waits on the office now, each count the list it links to
 * shows with that filter. `invoices` only for those who manage invoices (null otherwise).
 */
export const todaySummary = z.object({
  asOf: z.iso.datetime(),
  /** Rate confirmations read and waiting for a person (`parsed`), and those that could not be read (`failed`). */
  rateConfirmations: wholeNumbers('toReview', 'failed'),
  /** Active loads without a driver (or refused by theirs) picking up before the week to come ends. */
  dispatch: wholeNumbers('unassigned'),
  /** Drivers' alerts and cancellation requests not resolved yet, by status. */
  reports: wholeNumbers('pending', 'inProgress'),
  /** Ended loads waiting for delivery approval. */
  deliveries: wholeNumbers('toApprove'),
  compliance: complianceSummary,
  maintenance: wholeNumbers('overdue', 'dueSoon'),
  invoices: z
    .object({
      drafts: z.number().int(),
      overdue: z.number().int(),
      /** What the overdue invoices still owe, in dollars. */
      overdueBalance: z.number(),
    })
    .nullable(),
  /**
   * Weekly settlements of weeks already ended and not paid yet: the drivers waiting for their pay. Only for
   * those who manage settlements (null otherwise).
   */
  settlements: wholeNumbers('toPay').nullable(),
});
export type TodaySummary = z.infer<typeof todaySummary>;
export const todayResponse = envelope(todaySummary);
