import { z } from 'zod';
import { moneyField } from './bookings';
import { envelope } from './errors';
import { rowIdField } from './ids';
import { loadMessages } from './loads';
import { fieldMessages } from './messages';
import { wholeNumberField } from './validation';
import { idAndName } from './wire';

/**
 * The ledger of a load (docs/product.md "Ledger"): its entries (`transaction_type_id`), the add-entry form
 * and how amounts are written. The sign of an amount follows its type.
 */
export const TRANSACTION_TYPE = {
  tripRate: 1,
  detention: 2,
  lumper: 3,
  layover: 4,
  tonu: 5,
  otherAccessorial: 6,
  deduction: 7,
  advance: 8,
} as const;
export type TransactionTypeId = (typeof TRANSACTION_TYPE)[keyof typeof TRANSACTION_TYPE];

export const TRANSACTION_TYPES: ReadonlyArray<{
  id: TransactionTypeId;
  name: string;
  /** +1 adds to what the load pays, -1 takes away. */
  sign: 1 | -1;
  /** Staff add it with the add-entry form (the trip rate follows the load's trip rate). */
  manual: boolean;
}> = [
  { id: 1, name: 'Trip rate', sign: 1, manual: false },
  { id: 2, name: 'Detention', sign: 1, manual: true },
  { id: 3, name: 'Lumper', sign: 1, manual: true },
  { id: 4, name: 'Layover', sign: 1, manual: true },
  { id: 5, name: 'TONU', sign: 1, manual: true },
  { id: 6, name: 'Other accessorial', sign: 1, manual: true },
  { id: 7, name: 'Deduction', sign: -1, manual: true },
  { id: 8, name: 'Advance', sign: -1, manual: true },
];
export const transactionTypeName = (id: number) =>
  TRANSACTION_TYPES.find((t) => t.id === id)?.name ?? String(id);
export const MANUAL_TRANSACTION_TYPES = TRANSACTION_TYPES.filter((t) => t.manual);
/** The accessorials: what the load pays beyond the trip rate (detention, lumper, layover, TONU, other). */
export const ACCESSORIAL_TRANSACTION_TYPE_IDS: ReadonlyArray<number> = [
  TRANSACTION_TYPE.detention,
  TRANSACTION_TYPE.lumper,
  TRANSACTION_TYPE.layover,
  TRANSACTION_TYPE.tonu,
  TRANSACTION_TYPE.otherAccessorial,
];

/** A ledger entry (docs/product.md "Ledger"); `created_at` is yyyy-MM-dd HH:mm:ss (UTC). */
export const transactionSchema = z.object({
  id: z.number().int(),
  loadbook_id: z.number().int(),
  ...idAndName('transaction_type'),
  /** USD, signed: deductions and advances are negative. */
  amount: z.number(),
  amount_cents: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
  created_by: z.string(),
  created_by_id: z.number().int().nullable(),
});
export type LoadTransaction = z.infer<typeof transactionSchema>;
export const transactionListResponse = envelope(z.array(transactionSchema));
export const transactionResponse = envelope(transactionSchema);

const manualTypeIds = MANUAL_TRANSACTION_TYPES.map((t) => t.id) as number[];

/** `POST /finance/transactions`: a positive amount in USD; the type gives its sign. */
export const createTransactionBody = z.object({
  loadbook_id: rowIdField(loadMessages.notFound),
  transaction_type_id: wholeNumberField(1, 100, loadMessages.transactionType).refine(
    (v) => v === TRANSACTION_TYPE.tripRate || manualTypeIds.includes(v),
    loadMessages.transactionType,
  ),
  amount: moneyField.refine((v) => v !== null && v > 0, loadMessages.amountPositive),
  comment: z.string().trim().max(500, fieldMessages.maxLength).optional().default(''),
});
export type CreateTransactionInput = z.input<typeof createTransactionBody>;
