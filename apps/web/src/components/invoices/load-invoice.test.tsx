import type { InvoiceSummary } from '@fletx/contract/invoices';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders, storeSession, stubFetch } from '../../../test/test-utils';
import { LoadInvoice } from './load-invoice';

const meta = { itemCount: 1, totalItems: 1, itemsPerPage: 1, totalPages: 1, currentPage: 1 };
const totals = { count: 1, amount: 2450.5, balance: 2450.5 };

const summary: InvoiceSummary = {
  id: 9,
  number: 'INV-000009',
  status: 'draft',
  loadId: 31,
  loadNumber: 'L-3100',
  brokerId: 2,
  brokerName: 'Coyote Logistics',
  invoiceDate: '2026-11-24',
  sentOn: null,
  dueOn: '2026-12-24',
  termsDays: 30,
  daysPastDue: -30,
  amount: 2450.5,
  paid: 0,
  balance: 2450.5,
  factoredOn: null,
};

/** The server: `invoices` answer the list filtered by the load; a POST makes invoice 9. */
function stubServer(invoices: InvoiceSummary[]) {
  return stubFetch((call) => {
    if (call.method === 'POST')
      return jsonResponse({ message: 'Invoice INV-000009 has been created.', data: summary });
    return jsonResponse({ message: 'OK', data: { items: invoices, meta, totals } });
  });
}

describe('Create invoice on a delivered load (docs/product.md "Invoices and receivables")', () => {
  it('offers one click on a delivered load without an invoice, and creates it for that load', async () => {
    storeSession({ role: 'Carriers' });
    const server = stubServer([]);
    renderWithProviders(<LoadInvoice loadId={31} status={10} />);
    const create = await screen.findByRole('button', { name: 'Create invoice' });
    expect(server.calls[0]?.url).toContain('loadId=31');
    await userEvent.setup().click(create);
    await waitFor(() => expect(server.calls.some((c) => c.method === 'POST')).toBe(true));
    const post = server.calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/invoices');
    expect(post?.body).toEqual({ loadId: 31 });
  });

  it('links to the invoice once the load has one', async () => {
    storeSession({ role: 'Admin user' });
    stubServer([summary]);
    renderWithProviders(<LoadInvoice loadId={31} status={12} />);
    const link = await screen.findByRole('link', { name: 'INV-000009' });
    expect(link).toHaveAttribute('href', '/fletx/invoices/9');
    expect(screen.queryByRole('button', { name: 'Create invoice' })).not.toBeInTheDocument();
  });

  it('offers a new invoice again once its invoice is void, and links to the new one', async () => {
    storeSession({ role: 'Carriers' });
    stubServer([{ ...summary, status: 'void', balance: 0 }]);
    const { unmount } = renderWithProviders(<LoadInvoice loadId={31} status={10} />);
    expect(await screen.findByRole('button', { name: 'Create invoice' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'INV-000009' })).not.toBeInTheDocument();
    unmount();
    stubServer([{ ...summary, id: 10, number: 'INV-000010' }]);
    renderWithProviders(<LoadInvoice loadId={31} status={10} />);
    expect(await screen.findByRole('link', { name: 'INV-000010' })).toHaveAttribute(
      'href',
      '/fletx/invoices/10',
    );
  });

  it('shows nothing before delivery, nor to a Dispatcher', () => {
    storeSession({ role: 'Carriers' });
    const server = stubServer([]);
    const { unmount } = renderWithProviders(<LoadInvoice loadId={31} status={9} />);
    expect(screen.queryByRole('button', { name: 'Create invoice' })).not.toBeInTheDocument();
    unmount();
    storeSession({ role: 'Dispatcher' });
    renderWithProviders(<LoadInvoice loadId={31} status={11} />);
    expect(screen.queryByRole('button', { name: 'Create invoice' })).not.toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });
});
