import { z } from 'zod';
import { envelope } from './errors';
import { idField, idParams } from './ids';
import { transactionSchema } from './load-ledger';
import { pagedEnvelope, pageQuery, searchText } from './paging';
import { statementSchema } from './statement';

/** Delivery approval (issue 7; docs/product.md "Delivery approval", "Statement math"). Amounts in cents. */
export const OSD_KINDS = ['over', 'short', 'damaged'] as const;
export const deliveryMessages = {
  notEnded: 'Only an ended load (status 11) awaits delivery approval.',
  osdAdded: 'The OS&D entry has been added.',
  osdDeleted: 'The OS&D entry has been deleted.',
  osdNotFound: 'OS&D entry not found',
  approved: 'The delivery has been approved.',
} as const;

export const osdBody = z.object({
  kind: z.enum(OSD_KINDS),
  note: z.string().trim().min(1, 'Write a note').max(500),
  amount_cents: z.number().int().positive().max(100_000_000),
});
export type OsdBody = z.infer<typeof osdBody>;

export const osdEntry = osdBody.extend({
  id: z.number().int(),
  created_by: z.string(),
  created_at: z.iso.datetime(),
});

export const deliveryListItem = z.object({
  id: z.number().int(),
  id_number: z.string(),
  driver_name: z.string(),
  company_name: z.string(),
  city_pickup: z.string().nullable(),
  city_delivery: z.string().nullable(),
  trip_rate_cents: z.number().int(),
  /** When the load reached ended (11), from its status history; null if never recorded. */
  ended_at: z.iso.datetime().nullable(),
});
export const deliveryListQuery = pageQuery.extend({ search: searchText });
export const deliveryListResponse = pagedEnvelope(deliveryListItem);

/** A ledger entry as the approval screen lists it: cents only, `created_at` an ISO instant. */
export const deliveryLedgerEntry = transactionSchema
  .pick({ id: true, transaction_type_id: true, amount_cents: true, comment: true, created_by: true })
  .extend({ created_at: z.iso.datetime() });

export const frozenStatement = statementSchema.extend({
  quickPay: z.boolean(),
  approvedBy: z.string(),
  approvedAt: z.iso.datetime(),
});

export const deliveryDetail = z.object({
  load: deliveryListItem.extend({ loadbook_status_id: z.number().int(), status_name: z.string() }),
  transactions: z.array(deliveryLedgerEntry),
  accessorials: z.array(deliveryLedgerEntry),
  osd: z.array(osdEntry),
  /** The live statement (both quick-pay choices) while at 11; the frozen one once approved. */
  statement: statementSchema,
  statementQuickPay: statementSchema,
  approved: frozenStatement.nullable(),
});
export type DeliveryDetail = z.infer<typeof deliveryDetail>;
export const deliveryDetailResponse = envelope(deliveryDetail);
export const approveBody = z.object({ quickPay: z.boolean() });
export const deliveryIdParams = idParams;
export const osdIdParams = idParams.extend({ osdId: idField });
