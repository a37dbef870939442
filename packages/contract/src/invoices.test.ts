import { describe, expect, it } from 'vitest';
import {
  agingBucket,
  invoiceDueOn,
  invoiceListQuery,
  invoiceNumber,
  invoiceStatus,
  paymentBody,
  updateInvoiceBody,
  voidInvoiceBody,
} from './invoices';

describe('invoice rules', () => {
  it('numbers INV-000001 and on', () => {
    expect(invoiceNumber(1)).toBe('INV-000001');
    expect(invoiceNumber(123456)).toBe('INV-123456');
  });

  it('puts days past due in their aging bucket, boundaries included', () => {
    const cases: Array<[number, string]> = [
      [-5, 'current'],
      [0, 'current'],
      [1, 'days1to30'],
      [30, 'days1to30'],
      [31, 'days31to60'],
      [60, 'days31to60'],
      [61, 'days61to90'],
      [90, 'days61to90'],
      [91, 'days90plus'],
    ];
    for (const [days, bucket] of cases) expect(agingBucket(days), `${days} days`).toBe(bucket);
  });

  it('computes the status from the facts and the day', () => {
    const due = '2026-12-24';
    const status = (
      sentOn: string | null,
      paid: number,
      balance: number,
      today: string,
      writtenOff = false,
    ) =>
      invoiceStatus(
        { voided: false, sentOn, dueOn: due, paidCents: paid, balanceCents: balance, writtenOff },
        today,
      );
    expect(status(null, 0, 100, '2027-06-01')).toBe('draft');
    expect(status('2026-11-24', 0, 100, due)).toBe('sent');
    expect(status('2026-11-24', 50, 50, due)).toBe('partially_paid');
    expect(status('2026-11-24', 50, 50, '2026-12-25')).toBe('overdue');
    expect(status('2026-11-24', 0, 100, '2026-12-25')).toBe('overdue');
    expect(status('2026-11-24', 100, 0, '2027-06-01')).toBe('paid');
    // Its balance written off: written off, not paid, even past due; a payment reversed after it is owed again.
    expect(status('2026-11-24', 95, 0, '2027-06-01', true)).toBe('written_off');
    expect(status('2026-11-24', 0, 0, '2027-06-01', true)).toBe('written_off');
    expect(status('2026-11-24', 0, 95, '2027-06-01', true)).toBe('overdue');
    expect(status('2026-11-24', 0, 95, due, true)).toBe('sent');
    // Void whatever it was: a draft, or sent and past due.
    for (const sentOn of [null, '2026-11-24'])
      expect(
        invoiceStatus(
          { voided: true, sentOn, dueOn: due, paidCents: 0, balanceCents: 0, writtenOff: false },
          '2027-06-01',
        ),
      ).toBe('void');
    expect(invoiceDueOn(null, '2026-11-24', 30)).toBe('2026-12-24');
    expect(invoiceDueOn('2026-01-31', '2026-11-24', 30)).toBe('2026-03-02');
  });

  it('takes a void reason of 3 to 500 characters, trimmed', () => {
    expect(voidInvoiceBody.parse({ reason: '  Wrong rate  ' })).toEqual({ reason: 'Wrong rate' });
    for (const reason of ['', '   ', ' ab ', 'x'.repeat(501), 42, null])
      expect(voidInvoiceBody.safeParse({ reason }).success, JSON.stringify(reason)).toBe(false);
    expect(voidInvoiceBody.safeParse({}).success).toBe(false);
    expect(voidInvoiceBody.parse({ reason: 'x'.repeat(500) }).reason).toHaveLength(500);
  });

  it('takes amounts with at most 2 decimals, signed on lines, positive on payments', () => {
    expect(updateInvoiceBody.parse({ lines: [{ description: ' Claim ', amount: '-10.50' }] }).lines).toEqual([
      { description: 'Claim', amount: -10.5 },
    ]);
    expect(updateInvoiceBody.safeParse({ lines: [{ description: 'x', amount: 1.005 }] }).success).toBe(false);
    expect(paymentBody.safeParse({ amount: -1, paidOn: '2026-11-24' }).success).toBe(false);
    expect(paymentBody.parse({ amount: '0.01', paidOn: '2026-11-24' })).toEqual({
      amount: 0.01,
      paidOn: '2026-11-24',
      reference: '',
    });
    expect(invoiceListQuery.safeParse({ from: '2026-12-01', to: '2026-11-01' }).success).toBe(false);
  });
});
