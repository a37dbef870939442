import type { InvoiceDetail, InvoiceStatus } from '@fletx/contract/invoices';

/**
 * An invoice as the API sends it (packages/contract/src/invoices.ts): INV-000007 of load L-3100, $2,600.50 billed
 * to Coyote Logistics, in `status` with `paid` dollars paid. Tests spread it and set what theirs has of its own.
 */
export function sampleInvoice(status: InvoiceStatus, paid = 0): InvoiceDetail {
  const amount = 2600.5;
  return {
    id: 7,
    number: 'INV-000007',
    status,
    loadId: 31,
    loadNumber: 'L-3100',
    brokerId: 2,
    brokerName: 'Coyote Logistics',
    invoiceDate: '2026-11-20',
    sentOn: status === 'draft' ? null : '2026-11-21',
    dueOn: '2026-12-21',
    termsDays: 30,
    daysPastDue: -27,
    amount,
    paid,
    balance: Math.round((amount - paid) * 100) / 100,
    factoredOn: null,
    billTo: {
      brokerId: 2,
      name: 'Coyote Logistics',
      address: '960 N Point Pkwy',
      city: 'Alpharetta',
      state: 'GA',
      zipCode: '30005',
      email: 'ap@coyote.example',
    },
    stops: [],
    lines: [
      { id: 1, description: 'Line haul Dallas, TX → Atlanta, GA', amount: 2450.5, transactionTypeId: null },
      { id: 2, description: 'Detention', amount: 150, transactionTypeId: null },
    ],
    notes: '',
    payments: [],
    voided: null,
    writtenOff: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
  };
}
