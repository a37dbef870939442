/**
 * What invoices and receivables answer a person (docs/product.md "Invoices and receivables"), in words they
 * can act on; packages/contract/src/invoices.ts re-exports them with the wire.
 */

/** A void's, a payment reversal's or a write-off's reason, trimmed: at least 3 characters, at most 500. */
export const VOID_REASON_MIN = 3;
export const VOID_REASON_MAX = 500;

export const invoiceMessages = {
  created: (number: string) => `Invoice ${number} has been created.`,
  updated: 'The invoice has been updated.',
  notFound: 'This invoice does not exist.',
  loadNotFound: 'This load does not exist.',
  loadNotDelivered: (status: string) =>
    `This load is ${status}: an invoice can be made once it is delivered (Delivered, Ended or Delivery approved).`,
  alreadyInvoiced: (number: string) =>
    `This load is already invoiced (${number}). Open that invoice instead of making another.`,
  notDraft: (number: string) =>
    `Invoice ${number} has been sent and can no longer be edited. Record a payment or make a new invoice instead.`,
  noInvoicingEmail: (broker: string) =>
    `The broker ${broker} has no invoicing email. Add it on the broker's profile, then send again.`,
  sent: (number: string, email: string) => `Invoice ${number} has been sent to ${email}.`,
  notSent: (number: string) => `Invoice ${number} is still a draft: send it before recording a payment.`,
  overBalance: (balance: string) =>
    `The payment is more than the balance due (${balance}). Enter at most the balance.`,
  paid: (number: string) => `Invoice ${number} is already paid in full.`,
  /** A payment on an invoice whose balance is written off (docs/decisions/0055-write-offs.md). */
  paidByWriteOff: (number: string, amount: string) =>
    `Invoice ${number} owes nothing: its balance (${amount}) is written off. Undo the write-off first, then record the payment.`,
  paymentRecorded: 'The payment has been recorded.',
  paymentNotFound: 'This payment is not one of this invoice.',
  paymentAlreadyReversed: (amount: string) => `This payment of ${amount} is already reversed.`,
  paymentReversed: (amount: string, number: string, balance: string) =>
    `The payment of ${amount} has been reversed: invoice ${number} has ${balance} due again.`,
  noFactoring:
    'No factoring company is set. Enter it in the carrier settings (Factoring company), then try again.',
  factored: (count: number, email: string) =>
    `${count} invoice${count === 1 ? '' : 's'} sent to the factoring company (${email}).`,
  amountPositive: 'The amount must be more than 0',
  amount: 'Enter an amount in dollars with at most 2 decimals',
  date: 'Must be a date (yyyy-mm-dd)',
  linesRequired: 'An invoice needs at least one line',
  fromAfterTo: 'The start date must not be after the end date',
  duplicateIds: 'Each invoice may be listed once',
  voided: (number: string) => `Invoice ${number} is void. Its load can be invoiced again.`,
  alreadyVoid: (number: string) => `Invoice ${number} is already void.`,
  /** Sending, paying, factoring or editing a void invoice. */
  isVoid: (number: string) =>
    `Invoice ${number} is void: it can no longer be sent, paid, factored or edited. Make a new invoice for the load instead.`,
  voidHasPayments: (number: string, paid: string) =>
    `Invoice ${number} has payments recorded (${paid}): the payments must be reversed before it can be voided.`,
  /** The balance written off (docs/decisions/0055-write-offs.md). */
  writtenOff: (amount: string, number: string) =>
    `${amount} written off: invoice ${number} no longer owes it.`,
  writeOffUndone: (number: string, balance: string) =>
    `The write-off has been undone: invoice ${number} has ${balance} due again.`,
  writeOffDraft: (number: string) =>
    `Invoice ${number} is still a draft: nothing is owed yet; void it instead.`,
  writeOffVoid: (number: string) => `Invoice ${number} is void: nothing is owed on it to write off.`,
  writeOffNothingOwed: (number: string) => `Invoice ${number} is paid in full: nothing is owed to write off.`,
  alreadyWrittenOff: (number: string, amount: string) =>
    `Invoice ${number} already has ${amount} written off. Undo that write-off first to write off the whole balance again.`,
  noWriteOff: (number: string) => `Invoice ${number} has no write-off to undo.`,
  /** Factoring sells what a broker owes: an invoice that owes nothing has nothing to sell. */
  factorPaid: (number: string) => `Invoice ${number} is paid in full: there is nothing left to factor.`,
  factorWrittenOff: (number: string, amount: string) =>
    `Invoice ${number} owes nothing: its balance (${amount}) is written off. Undo the write-off first to factor it.`,
  /** Mailing the broker an invoice whose balance the carrier gave up on would ask them for it again. */
  sendWrittenOff: (number: string, amount: string) =>
    `Invoice ${number} owes nothing: its balance (${amount}) is written off. Undo the write-off first to send it again.`,
  voidWrittenOff: (number: string, amount: string) =>
    `Invoice ${number} has ${amount} written off: undo the write-off first, then void it.`,
  /** A void's, a payment reversal's or a write-off's reason. */
  voidReason: `Give a reason of ${VOID_REASON_MIN} to ${VOID_REASON_MAX} characters`,
  /** Cancelling a load whose invoice stands. */
  voidFirst: (number: string) => `Void invoice ${number} first: the load is invoiced.`,
} as const;
