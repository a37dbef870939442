import type { InvoiceDetail, InvoiceStatus, InvoiceSummary } from '@fletx/contract/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveReason } from '../../../../test/reason-dialog';
import { sampleInvoice as invoice } from '../../../../test/sample-invoice';
import { emptyPage, jsonResponse, renderApp, storeSession, stubFetch } from '../../../../test/test-utils';
import { versionedResponse } from '../../../../test/versioned-record';
import { paymentFormSchema } from '../components/payment-form';

/** GET /api/invoices?…: a page of `items` (the load's invoices, newest first). */
const listPage = (items: InvoiceSummary[] = []) =>
  jsonResponse({
    message: 'OK',
    data: {
      ...emptyPage,
      items,
      totals: { count: items.length, amount: 0, balance: 0 },
    },
  });

function stubServer(detail: InvoiceDetail, loadInvoices: InvoiceSummary[] = []) {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/invoices?')) return listPage(loadInvoices);
    if (call.url.startsWith('/api/invoices/7'))
      return jsonResponse({ message: 'The payment has been recorded.', data: detail });
    if (call.url.startsWith('/api/audit')) return jsonResponse({ message: 'OK', data: emptyPage });
    return jsonResponse({ message: 'OK', data: [] });
  });
}

beforeEach(() => {
  storeSession();
});

describe('the payment rules (docs/product.md "Invoices and receivables")', () => {
  const schema = paymentFormSchema(160_050);
  const message = (amount: string) =>
    schema.safeParse({ amount, paidOn: '2026-11-24', reference: '' }).error?.issues[0]?.message;

  it('accepts an amount above 0 up to the balance, in dollars and cents', () => {
    expect(message('1600.50')).toBeUndefined();
    expect(message('0.01')).toBeUndefined();
    expect(message('$1,000')).toBeUndefined();
  });

  it('refuses more than the balance, 0, and what is not money', () => {
    expect(message('1600.51')).toMatch(/more than the balance due \(\$1,600\.50\)/);
    expect(message('0')).toBe('The amount must be more than 0');
    expect(message('12.345')).toMatch(/Enter an amount in USD/);
    expect(message('-5')).toMatch(/Enter an amount in USD/);
    expect(message('')).toBe('Required field');
  });
});

describe('the invoice details page', () => {
  it('a draft: lines and notes editable (add, remove), sent to the broker, no payment yet', async () => {
    const server = stubServer(invoice('draft'));
    renderApp('/fletx/invoices/7');
    await screen.findByRole('form', { name: 'Invoice lines' });
    // Nothing is due on a draft: its balance due reads '—' as in the list, with what it owes once sent.
    expect(screen.getByTestId('invoice-balance')).toHaveTextContent(/^—$/);
    expect(screen.getByText(/^Nothing is due until it is sent: \$[\d,.]+ once sent$/)).toBeInTheDocument();
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Send to broker' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.type(screen.getByLabelText('Description of line 3'), 'Lumper');
    await user.type(screen.getByLabelText('Amount of line 3'), '85.25');
    expect(screen.getByTestId('lines-total')).toHaveTextContent('Total $2,685.75');
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(screen.getByTestId('lines-total')).toHaveTextContent('Total $235.25');
    await user.click(screen.getByRole('button', { name: 'Save lines' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = server.calls.find((c) => c.method === 'PATCH');
    expect(patch?.url).toBe('/api/invoices/7');
    expect(patch?.body).toEqual({
      lines: [
        { description: 'Detention', amount: '150.00' },
        { description: 'Lumper', amount: '85.25' },
      ],
      notes: '',
    });
  });

  it('a line needs a description and an amount in USD; nothing is saved until they are right', async () => {
    const server = stubServer(invoice('draft'));
    renderApp('/fletx/invoices/7');
    await screen.findByRole('form', { name: 'Invoice lines' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.type(screen.getByLabelText('Amount of line 3'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Save lines' }));
    expect(await screen.findByText('Required field')).toBeInTheDocument();
    expect(screen.getByText(/Enter an amount in USD/)).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('a sent invoice: the lines are final, a payment over the balance is refused under its field', async () => {
    const server = stubServer(invoice('partially_paid', 1000));
    renderApp('/fletx/invoices/7');
    const lines = await screen.findByRole('table', { name: 'Invoice lines' });
    expect(within(lines).getByText('Detention')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invoice lines' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add line' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send to broker' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const modal = await screen.findByRole('dialog', { name: 'Record payment' });
    const amount = within(modal).getByLabelText(/Amount \(USD\)/);
    expect(amount).toHaveValue('1600.50');
    await user.clear(amount);
    await user.type(amount, '1700');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText(/more than the balance due \(\$1,600\.50\)/)).toBeInTheDocument();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(amount);
    await user.type(amount, '600');
    await user.type(within(modal).getByLabelText('Reference'), 'CHK 5521');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'POST')).toBe(true));
    const post = server.calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/invoices/7/payments');
    expect(post?.body).toMatchObject({ amount: '600.00', reference: 'CHK 5521' });
  });

  it('saves again with the version its last save answered, without asking for the invoice again', async () => {
    let stored = 7;
    const answer = (message: string, status: InvoiceStatus = 'draft') =>
      versionedResponse(
        { message, data: { ...invoice(status), updatedAt: `2026-11-2${stored}T10:00:00.000Z` } },
        stored,
      );
    const server = stubFetch((call) => {
      if (call.url === '/api/invoices/7' && call.method === 'GET') return answer('OK');
      if (call.url === '/api/invoices/7' && call.method === 'PATCH') {
        if (call.headers.get('If-Match') !== `"${stored}"`)
          return jsonResponse({ statusCode: 412, error: 'PreconditionFailed', message: 'stale' }, 412);
        stored += 1;
        return answer('The invoice has been updated.');
      }
      if (call.url.startsWith('/api/audit')) return jsonResponse({ message: 'OK', data: emptyPage });
      return jsonResponse({ message: 'OK', data: [] });
    });
    const detailReads = () => server.calls.filter((c) => c.url === '/api/invoices/7' && c.method === 'GET');
    const patches = () => server.calls.filter((c) => c.method === 'PATCH');
    renderApp('/fletx/invoices/7');
    await screen.findByRole('form', { name: 'Invoice lines' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Notes'), 'First');
    await user.click(screen.getByRole('button', { name: 'Save lines' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(await screen.findByText('The invoice has been updated.')).toBeInTheDocument();
    // The form starts again from the answer (keyed by its updatedAt): once it has, change it and save again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save lines' })).toBeDisabled());
    await user.type(screen.getByLabelText('Notes'), 'Second');
    await user.click(screen.getByRole('button', { name: 'Save lines' }));
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches().map((c) => c.headers.get('If-Match'))).toEqual(['"7"', '"8"']);
    await waitFor(() => expect(stored).toBe(9));
    expect(detailReads()).toHaveLength(1);
  });

  it('Void invoice: the reason is required (its error under the field), sent with If-Match; a 409 shows in the dialog', async () => {
    const sent = invoice('sent');
    const voidedInvoice: InvoiceDetail = {
      ...sent,
      status: 'void',
      balance: 0,
      voided: {
        at: '2026-11-24T12:00:00.000Z',
        by: { id: 3, name: 'Carla Biller' },
        reason: 'Wrong rate on the trip line',
      },
    };
    let voids = 0;
    const server = stubFetch((call) => {
      if (call.url === '/api/invoices/7' && call.method === 'GET')
        return versionedResponse({ message: 'OK', data: sent }, 4);
      if (call.url === '/api/invoices/7/void') {
        voids += 1;
        if (voids === 1)
          return jsonResponse(
            { statusCode: 409, error: 'Conflict', message: 'Invoice INV-000007 is already void.' },
            409,
          );
        return versionedResponse(
          { message: 'Invoice INV-000007 is void. Its load can be invoiced again.', data: voidedInvoice },
          5,
        );
      }
      if (call.url.startsWith('/api/invoices?')) return listPage();
      if (call.url.startsWith('/api/audit')) return jsonResponse({ message: 'OK', data: emptyPage });
      return jsonResponse({ message: 'OK', data: [] });
    });
    const posts = () => server.calls.filter((c) => c.url === '/api/invoices/7/void');
    renderApp('/fletx/invoices/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Void invoice' }));
    const modal = await screen.findByRole('dialog', { name: 'Void invoice' });
    const reason = within(modal).getByLabelText(/Reason/);
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('Required field')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await user.type(reason, ' ab ');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('Give a reason of 3 to 500 characters')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, '  Wrong rate on the trip line ');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('Invoice INV-000007 is already void.')).toBeInTheDocument();
    expect(posts()[0]?.body).toEqual({ reason: 'Wrong rate on the trip line' });
    expect(posts()[0]?.headers.get('If-Match')).toBe('"4"');

    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Void invoice' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByTestId('invoice-voided')).toHaveTextContent('Wrong rate on the trip line');
    expect(screen.getByRole('button', { name: 'New invoice for this load' })).toBeInTheDocument();
  });

  it('a void invoice: Void, the reason, who and when; no send, pay, factor, edit or void; a new invoice for the load', async () => {
    stubServer({
      ...invoice('void'),
      balance: 0,
      voided: {
        at: '2026-11-24T12:00:00.000Z',
        by: { id: 3, name: 'Carla Biller' },
        reason: 'Load cancelled',
      },
    });
    renderApp('/fletx/invoices/7');
    const notice = await screen.findByTestId('invoice-voided');
    expect(notice).toHaveTextContent('Load cancelled');
    expect(notice).toHaveTextContent('Voided by Carla Biller');
    expect(screen.getAllByText('Void').length).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: 'New invoice for this load' })).toBeInTheDocument();
    for (const name of [
      'Send to broker',
      'Send again',
      'Record payment',
      'Send to factor',
      'Void invoice',
      'Add line',
    ])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invoice lines' })).not.toBeInTheDocument();
  });

  it('a void invoice whose load is invoiced again links that invoice instead of offering a new one', async () => {
    const voided = { at: '2026-11-24T12:00:00.000Z', by: null, reason: 'Wrong rate' };
    const reissued = { ...invoice('sent'), id: 9, number: 'INV-000009' };
    stubServer({ ...invoice('void'), balance: 0, voided }, [reissued]);
    renderApp('/fletx/invoices/7');
    const link = await screen.findByRole('link', { name: 'Open invoice INV-000009' });
    expect(link).toHaveAttribute('href', '/fletx/invoices/9');
    expect(screen.queryByRole('button', { name: 'New invoice for this load' })).not.toBeInTheDocument();
  });

  it('Reverse payment: a reason is required, sent with If-Match; the payment then reads reversed, struck through', async () => {
    const check = {
      id: 11,
      amount: 1000,
      paidOn: '2026-11-22',
      reference: 'CHK 5521',
      recordedBy: { id: 3, name: 'Carla Biller' },
      createdAt: '2026-11-22T15:00:00.000Z',
      reversed: null,
    };
    const paid = { ...invoice('partially_paid', 1000), payments: [check] };
    const reversed: InvoiceDetail = {
      ...invoice('sent'),
      payments: [
        {
          ...check,
          reversed: {
            at: '2026-11-24T12:00:00.000Z',
            by: { id: 3, name: 'Carla Biller' },
            reason: 'Check returned NSF',
          },
        },
      ],
    };
    const server = stubFetch((call) => {
      if (call.url === '/api/invoices/7' && call.method === 'GET')
        return versionedResponse({ message: 'OK', data: paid }, 6);
      if (call.url === '/api/invoices/7/payments/11/reverse')
        return versionedResponse(
          {
            message:
              'The payment of $1,000.00 has been reversed: invoice INV-000007 has $2,600.50 due again.',
            data: reversed,
          },
          7,
        );
      if (call.url.startsWith('/api/audit')) return jsonResponse({ message: 'OK', data: emptyPage });
      return jsonResponse({ message: 'OK', data: [] });
    });
    const posts = () => server.calls.filter((c) => c.url.endsWith('/reverse'));
    renderApp('/fletx/invoices/7');
    const user = userEvent.setup();
    const payments = await screen.findByRole('table', { name: 'Payments' });
    expect(within(payments).queryByText('Reversed')).not.toBeInTheDocument();
    await user.click(within(payments).getByRole('button', { name: /^Reverse the payment of \$1,000\.00/ }));
    const modal = await screen.findByRole('dialog', { name: 'Reverse payment' });
    expect(modal).toHaveTextContent('$1,000.00 paid on');
    expect(modal).toHaveTextContent('(CHK 5521) on invoice INV-000007');
    await saveReason(user, 'Reverse payment', ' Check returned NSF ', { posts, etag: '"6"' });
    const after = await screen.findByRole('table', { name: 'Payments' });
    expect(await within(after).findByText('Reversed')).toBeInTheDocument();
    expect(within(after).getByText(/by Carla Biller: Check returned NSF/)).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: /^Reverse the payment/ })).not.toBeInTheDocument();
  });
});
