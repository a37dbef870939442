import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyPage, jsonResponse, renderApp, storeSession, stubFetch } from '../../../../test/test-utils';

/** The server: the invoices `items` (none unless given) with their `totals`, whatever is asked. */
function stubServer(items: unknown[] = [], totals = { count: 0, amount: 0, balance: 0 }) {
  const meta = { ...emptyPage.meta, itemCount: items.length, totalItems: items.length, totalPages: 1 };
  return stubFetch((call) =>
    call.url.startsWith('/api/invoices?')
      ? jsonResponse({ message: 'OK', data: { items, meta: items.length ? meta : emptyPage.meta, totals } })
      : jsonResponse({ message: 'OK', data: [] }),
  );
}

beforeEach(() => {
  storeSession();
});

describe('the invoices list, empty (docs/product.md "Invoices and receivables")', () => {
  it('says no invoice matches a search, rather than that there are none', async () => {
    stubServer();
    renderApp('/fletx/invoices?search=nothing-here');
    expect(await screen.findByText('No invoice matches these filters')).toBeInTheDocument();
    expect(screen.getByText('Change the search or the filters, or clear them.')).toBeInTheDocument();
  });

  it('says how the first invoice is made when nothing narrows the list', async () => {
    stubServer();
    renderApp('/fletx/invoices');
    expect(await screen.findByText('No invoices')).toBeInTheDocument();
  });
});

/** A sent invoice owing $1,000.00 and a draft of $2,600.50: the Balance due card counts only the sent one. */
const row = (id: number, status: 'sent' | 'draft', amount: number) => ({
  id,
  number: `INV-00000${id}`,
  status,
  loadId: id,
  loadNumber: `LD-${id}`,
  brokerId: 1,
  brokerName: 'Acme Logistics',
  invoiceDate: '2026-11-20',
  sentOn: status === 'sent' ? '2026-11-20' : null,
  dueOn: '2026-12-20',
  termsDays: 30,
  daysPastDue: -17,
  amount,
  paid: 0,
  balance: amount,
  factoredOn: null,
});

describe('the invoices list, a draft beside a sent invoice', () => {
  it("writes a draft's balance due as '—', so the column adds up to the Balance due card", async () => {
    stubServer([row(1, 'sent', 1000), row(2, 'draft', 2600.5)], { count: 2, amount: 3600.5, balance: 1000 });
    renderApp('/fletx/invoices');
    const draft = (await screen.findByText('INV-000002')).closest('tr') as HTMLElement;
    const cell = within(draft).getByTestId('draft-balance');
    expect(cell).toHaveTextContent(/^—$/);
    expect(cell).toHaveAttribute('title', 'Nothing is due until it is sent: $2,600.50 once sent');
    const sent = screen.getByText('INV-000001').closest('tr') as HTMLElement;
    expect(within(sent).getAllByText('$1,000.00')).toHaveLength(2);
  });
});
