import { z } from 'zod';
import { envelope } from './errors';
import { labelsOf } from './labels';
import { sameFields } from './wire';

/**
 * What is owed, by age and by broker (docs/product.md "Payments and aging"): the aging's buckets of days past
 * due and the broker profile's receivables card; packages/contract/src/invoices.ts re-exports them with the
 * rest of the invoices' wire.
 */

/** The aging buckets of an open balance by days past due (0 or less: current). */
export const AGING_BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'days90plus'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
/** The last day past due of each bucket but the last, which holds every day after. */
const AGING_BUCKET_LAST_DAYS = [0, 30, 60, 90] as const;
/** Current, 1–30 days, 31–60 days, 61–90 days, 90+ days. */
export const AGING_BUCKET_LABELS = labelsOf(AGING_BUCKETS, (_bucket, index) => {
  const after = AGING_BUCKET_LAST_DAYS[index - 1];
  const last = AGING_BUCKET_LAST_DAYS[index];
  if (after === undefined) return 'Current';
  return last === undefined ? `${after}+ days` : `${after + 1}–${last} days`;
});

export function agingBucket(daysPastDue: number): AgingBucket {
  const index = AGING_BUCKET_LAST_DAYS.findIndex((last) => daysPastDue <= last);
  return AGING_BUCKETS[index === -1 ? AGING_BUCKET_LAST_DAYS.length : index] ?? 'days90plus';
}

/** Dollars, as every amount of the invoices' wire. */
const money = z.number();

const agingAmounts = z.object(sameFields(money, ...AGING_BUCKETS, 'total'));
export const agingRow = agingAmounts.extend({ brokerId: z.number().int(), brokerName: z.string() });
export type AgingRow = z.infer<typeof agingRow>;
export const agingReport = z.object({
  asOf: z.string().meta({ description: 'yyyy-MM-dd' }),
  rows: z.array(agingRow),
  totals: agingAmounts,
});
export type AgingReport = z.infer<typeof agingReport>;
export const agingResponse = envelope(agingReport);

/** GET /api/invoices/brokers/{brokerId}/summary: the broker profile's receivables card. */
export const brokerReceivables = z.object({
  brokerId: z.number().int(),
  openBalance: money,
  overdueBalance: money,
  /** The last 12 months, oldest first: the amount of the invoices sent in each month (`yyyy-MM`). */
  revenueByMonth: z.array(z.object({ month: z.string(), amount: money })),
  /**
   * From sent to the payment that paid it in full, over the paid invoices; null when none is paid. A
   * write-off is no payment: an invoice closed by one is left out.
   */
  averageDaysToPay: z.number().nullable(),
});
export type BrokerReceivables = z.infer<typeof brokerReceivables>;
export const brokerReceivablesResponse = envelope(brokerReceivables);
