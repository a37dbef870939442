import type { InvoiceDetail, InvoiceStatus } from '@fletx/contract/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveReason } from '../../../../test/reason-dialog';
import { sampleInvoice } from '../../../../test/sample-invoice';
import { emptyPage, jsonResponse, renderApp, storeSession, stubFetch } from '../../../../test/test-utils';
import { versionedResponse } from '../../../../test/versioned-record';

const WRITTEN_OFF = {
  amount: 50,
  at: '2026-11-26T15:30:00.000Z',
  by: { id: 3, name: 'Carla Biller' },
  reason: 'Broker disputed the lumper charge',
};

/** The invoice at `status`, $2,600.50 with `paid` paid; `writtenOff` takes the rest of its balance. */
function invoice(status: InvoiceStatus, paid = 0, writtenOff: InvoiceDetail['writtenOff'] = null) {
  const base = sampleInvoice(status, paid);
  return writtenOff ? { ...base, balance: base.balance - writtenOff.amount, writtenOff } : base;
}

/** The invoice's page over a server that answers `detail` (version "6") and, to a change, `changes`. */
function serve(detail: InvoiceDetail, changes: (url: string) => Response | undefined = () => undefined) {
  return stubFetch((call) => {
    if (call.url === '/api/invoices/7' && call.method === 'GET')
      return versionedResponse({ message: 'OK', data: detail }, 6);
    const answer = call.method === 'POST' ? changes(call.url) : undefined;
    if (answer) return answer;
    if (call.url.startsWith('/api/audit')) return jsonResponse({ message: 'OK', data: emptyPage });
    return jsonResponse({ message: 'OK', data: [] });
  });
}

/** `serve` whose POST to `url` is saved: it answers `message` and `data` at version "7". */
const serveSaved = (detail: InvoiceDetail, url: string, message: string, data: InvoiceDetail) =>
  serve(detail, (call) => (call === url ? versionedResponse({ message, data }, 7) : undefined));

async function paymentsCard() {
  const table = await screen.findByRole('table', { name: 'Payments' });
  return table.closest('section') as HTMLElement;
}

/** The invoice's page, its payments card's "Write off balance" clicked: the dialog. */
async function openWriteOff() {
  renderApp('/fletx/invoices/7');
  const user = userEvent.setup();
  await user.click(within(await paymentsCard()).getByRole('button', { name: 'Write off balance' }));
  return { user, modal: await screen.findByRole('dialog', { name: 'Write off balance' }) };
}

describe('the payments card: write off a balance (docs/decisions/0055-write-offs.md)', () => {
  it('offers "Write off balance" on a sent, overdue or partially paid invoice with a balance, to Carriers and Admin users', async () => {
    for (const [status, paid, role] of [
      ['sent', 0, 'Carriers'],
      ['overdue', 0, 'Admin user'],
      ['partially_paid', 1000, 'Carriers'],
    ] as const) {
      storeSession({ role });
      serve(invoice(status, paid));
      const { unmount } = renderApp('/fletx/invoices/7');
      const card = await paymentsCard();
      expect(within(card).getByRole('button', { name: 'Write off balance' }), status).toBeInTheDocument();
      unmount();
    }
  });

  it('offers no write-off on a draft, a paid or a written-off invoice, nor while a write-off stands', async () => {
    storeSession();
    const cases: Array<[string, InvoiceDetail]> = [
      ['draft', invoice('draft')],
      ['paid', invoice('paid', 2600.5)],
      ['written off', invoice('written_off', 2550.5, WRITTEN_OFF)],
      // A payment reversed after the write-off: owed again, the write-off stays (undo it first).
      ['owed again', invoice('sent', 0, WRITTEN_OFF)],
    ];
    for (const [what, detail] of cases) {
      serve(detail);
      const { unmount } = renderApp('/fletx/invoices/7');
      const card = await paymentsCard();
      expect(within(card).queryByRole('button', { name: 'Write off balance' }), what).not.toBeInTheDocument();
      unmount();
    }
  });

  it('states the amount in the dialog, requires a reason, sends it with If-Match; the invoice then shows the write-off', async () => {
    storeSession();
    const short = invoice('partially_paid', 2550.5);
    const server = serveSaved(
      short,
      '/api/invoices/7/write-off',
      '$50.00 written off: invoice INV-000007 no longer owes it.',
      { ...short, status: 'written_off', balance: 0, writtenOff: WRITTEN_OFF },
    );
    const { user, modal } = await openWriteOff();
    expect(modal).toHaveTextContent('Write off $50.00? It will no longer be owed');
    expect(modal).toHaveTextContent("Coyote Logistics's open balance");
    await saveReason(user, 'Write off balance', '  Broker disputed the lumper charge ', {
      posts: () => server.calls.filter((c) => c.url.endsWith('/write-off')),
      etag: '"6"',
    });
    const notice = await screen.findByTestId('invoice-written-off-notice');
    expect(notice).toHaveTextContent('Written off: $50.00');
    expect(notice).toHaveTextContent('Broker disputed the lumper charge');
    expect(notice).toHaveTextContent('Written off by Carla Biller');
    expect(screen.getByTestId('invoice-written-off')).toHaveTextContent('$50.00');
    expect(screen.getAllByText('Written off').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Void invoice' })).toBeDisabled();
  });

  it('shows a refusal in the dialog as the server says it', async () => {
    storeSession();
    serve(invoice('sent'), (url) =>
      url === '/api/invoices/7/write-off'
        ? jsonResponse(
            {
              statusCode: 409,
              error: 'Conflict',
              message: 'Invoice INV-000007 is paid in full: nothing is owed to write off.',
            },
            409,
          )
        : undefined,
    );
    const { user, modal } = await openWriteOff();
    expect(modal).toHaveTextContent('Write off $2,600.50?');
    await user.type(within(modal).getByLabelText(/Reason/), 'Broker out of business');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Invoice INV-000007 is paid in full: nothing is owed to write off.',
    );
  });

  it('a written-off invoice: the line with amount, who, when and why; "Undo write-off" confirms and sends If-Match', async () => {
    storeSession();
    const closed = invoice('written_off', 2550.5, WRITTEN_OFF);
    const server = serveSaved(
      closed,
      '/api/invoices/7/write-off/undo',
      'The write-off has been undone: invoice INV-000007 has $50.00 due again.',
      { ...closed, status: 'partially_paid', balance: 50, writtenOff: null },
    );
    renderApp('/fletx/invoices/7');
    const notice = await screen.findByTestId('invoice-written-off-notice');
    expect(notice).toHaveTextContent('Written off: $50.00');
    expect(notice).toHaveTextContent('Reason: Broker disputed the lumper charge');
    expect(notice).toHaveTextContent(/Written off by Carla Biller on \d{2}\/\d{2}\/2026/);
    const user = userEvent.setup();
    await user.click(within(notice).getByRole('button', { name: 'Undo write-off' }));
    const confirm = await screen.findByRole('dialog', { name: 'Undo write-off?' });
    expect(confirm).toHaveTextContent('$50.00 will be owed again on invoice INV-000007');
    await user.click(within(confirm).getByRole('button', { name: 'Undo write-off' }));
    await waitFor(() => expect(screen.queryByTestId('invoice-written-off-notice')).not.toBeInTheDocument());
    const undo = server.calls.find((c) => c.url === '/api/invoices/7/write-off/undo');
    expect(undo?.headers.get('If-Match')).toBe('"6"');
    expect(
      await within(await paymentsCard()).findByRole('button', { name: 'Write off balance' }),
    ).toBeInTheDocument();
  });

  it('an undo refused with 412 (someone changed the invoice meanwhile) offers Reload, which shows the invoice as it is now', async () => {
    storeSession();
    const closed = invoice('written_off', 2550.5, WRITTEN_OFF);
    let current: InvoiceDetail = closed;
    const server = stubFetch((call) => {
      if (call.url === '/api/invoices/7' && call.method === 'GET')
        return versionedResponse({ message: 'OK', data: current }, current === closed ? 6 : 8);
      if (call.url === '/api/invoices/7/write-off/undo')
        return jsonResponse(
          {
            statusCode: 412,
            error: 'Precondition Failed',
            message: 'Carla Biller changed this invoice at 15:40. Reload it to see the changes.',
          },
          412,
        );
      if (call.url.startsWith('/api/audit')) return jsonResponse({ message: 'OK', data: emptyPage });
      return jsonResponse({ message: 'OK', data: [] });
    });
    renderApp('/fletx/invoices/7');
    const user = userEvent.setup();
    const notice = await screen.findByTestId('invoice-written-off-notice');
    await user.click(within(notice).getByRole('button', { name: 'Undo write-off' }));
    const confirm = await screen.findByRole('dialog', { name: 'Undo write-off?' });
    await user.click(within(confirm).getByRole('button', { name: 'Undo write-off' }));
    const alert = await screen.findByTestId('stale-record-alert');
    expect(alert).toHaveTextContent('Carla Biller changed this invoice at 15:40');
    expect(alert).toHaveTextContent('undo the write-off again if it still should be');
    // The alert waits for the person: the invoice is not read again until Reload.
    const reads = () => server.calls.filter((c) => c.url === '/api/invoices/7' && c.method === 'GET').length;
    const histories = () => server.calls.filter((c) => c.url.startsWith('/api/audit')).length;
    const readBefore = reads();
    const historyBefore = histories();
    expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument();
    current = { ...closed, notes: 'Broker called about the lumper' };
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByTestId('stale-record-alert')).not.toBeInTheDocument());
    expect(reads()).toBe(readBefore + 1);
    // The History is read again too: the other person's change shows there.
    expect(histories()).toBeGreaterThan(historyBefore);
    // The next undo sends the version read by Reload.
    await user.click(
      within(screen.getByTestId('invoice-written-off-notice')).getByRole('button', {
        name: 'Undo write-off',
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Undo write-off?' })).getByRole('button', {
        name: 'Undo write-off',
      }),
    );
    await screen.findByTestId('stale-record-alert');
    const undos = server.calls.filter((c) => c.url === '/api/invoices/7/write-off/undo');
    expect(undos.map((c) => c.headers.get('If-Match'))).toEqual(['"6"', '"8"']);
  });
});
