import { addDays } from '@fletx/contract/compliance';
import { periodStartOf, type SettlementDetail } from '@fletx/contract/settlements';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, storeSession, stubFetch, tableShowing } from '../../../../test/test-utils';

/** The one load's money, which is also the settlement's (its only line). */
const oneLoadMoney = {
  trip_rate: 2450.5,
  accessorials: 0,
  osd: 0,
  gross: 2450.5,
  product_fee: 367.58,
  quick_pay_discount: 0,
};

const detail: SettlementDetail = {
  id: 7,
  driver_id: 12,
  driver_name: 'Cora Lee',
  period_start: '2026-11-16',
  period_end: '2026-11-22',
  status: 'unpaid',
  paid_on: null,
  reference: null,
  paid_by: null,
  loads: 1,
  ...oneLoadMoney,
  loads_net: 2082.92,
  advances: 150,
  deductions: 0,
  net: 1932.92,
  lines: [
    {
      load_id: 3,
      load_number: 'LD-1001',
      delivered_at: '2026-11-18T15:00:00.000Z',
      approved_at: '2026-11-19T09:00:00.000Z',
      city_pickup: 'Dallas',
      city_delivery: 'Atlanta',
      quick_pay: false,
      ...oneLoadMoney,
      net: 2082.92,
    },
  ],
  adjustments: [
    {
      id: 9,
      load_id: 3,
      load_number: 'LD-1001',
      kind: 'advance',
      amount: 150,
      comment: 'Fuel advance',
      created_at: '2026-11-18T10:00:00.000Z',
      carried_from: null,
    },
  ],
};
const { lines: _lines, adjustments: _adjustments, paid_by: _paidBy, ...item } = detail;

/** An answer with the settlement's version as its ETag. */
const versioned = (body: unknown, etag: string) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json', ETag: etag } });

type Stub = {
  /** The settlement's detail answers, in turn (the last one stays): its data and ETag. */
  details?: Array<[SettlementDetail, string]>;
  /** The pay's answer; by default the settlement paid at version "4". */
  pay?: () => Response;
};

function stubServer({ details = [[detail, '"3"']], pay }: Stub = {}) {
  let read = 0;
  return stubFetch((call) => {
    if (call.url.startsWith('/api/settlements/7/pay'))
      return (
        pay?.() ??
        versioned(
          {
            message: 'The settlement has been marked paid.',
            data: { ...detail, status: 'paid', paid_on: '2026-11-24', reference: 'ACH-1' },
          },
          '"4"',
        )
      );
    if (call.url.startsWith('/api/settlements/7')) {
      const [data, etag] = details[Math.min(read++, details.length - 1)] ?? [detail, '"3"'];
      return versioned({ message: 'OK', data }, etag);
    }
    if (call.url.startsWith('/api/settlements'))
      return jsonResponse({
        message: 'OK',
        data: { info: [item], extraData: { total: 1, page: 1, take: 10 } },
      });
    if (call.url.startsWith('/api/vehicle/findByUsers'))
      return jsonResponse({
        message: 'OK',
        data: { extraData: { trailerSize: { data: [{ id: 12, first_name: 'Cora', last_name: 'Lee' }] } } },
      });
    return jsonResponse({ message: 'OK', data: { items: [], meta: { unreadCount: 0 } } });
  });
}

describe('the Settlements screen (docs/product.md "Driver settlements")', () => {
  it('lists the driver’s settlements, shows the math and marks one paid with a dd/MM/yyyy date', async () => {
    storeSession({ role: 'Admin user' });
    const { calls } = stubServer();
    renderApp('/fletx/settlements?driverId=12&id=7');
    const table = await tableShowing('Settlements', '$1,932.92');
    expect(within(table).getByText('16/11/2026–22/11/2026')).toBeInTheDocument();
    expect(within(table).getByText('-$517.58')).toBeInTheDocument();
    expect(calls.some((c) => /\/api\/settlements\/\?.*driverId=12/.test(c.url))).toBe(true);
    const math = await screen.findByRole('table', { name: 'Settlement math' });
    expect(within(math).getByText('-$367.58')).toBeInTheDocument();
    expect(within(math).getByText('-$150.00')).toBeInTheDocument();
    // One word, one meaning: the list's column is all that was taken off the gross; 'Deductions' is the
    // ledger's deductions, in the math and the advances and deductions table alike.
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toContain('Taken off');
    expect(headers).not.toContain('Deductions');
    expect(within(math).getByRole('row', { name: /^Deductions/ })).toHaveTextContent('$0.00');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark paid' });
    const paidOn = within(dialog).getByLabelText(/Paid on/);
    await user.clear(paidOn);
    await user.type(paidOn, '24/11/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Write the payment reference (check number, transfer id…)'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reference/), 'ACH-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const pay = calls.find((c) => c.method === 'POST');
    expect(pay?.url).toBe('/api/settlements/7/pay');
    expect(pay?.body).toEqual({ paidOn: '2026-11-24', reference: 'ACH-1' });
    expect(pay?.headers.get('If-Match')).toBe('"3"');
    expect(await screen.findByText(/Paid on 24\/11\/2026 · reference ACH-1/)).toBeInTheDocument();
  });

  it('brings the settlement opened from the list into view once it is read: it shows under the list', async () => {
    storeSession({ role: 'Admin user' });
    stubServer();
    // What each scrolled element held then: scrolled while still loading, there would be nothing to scroll to.
    const scrolledTo: string[] = [];
    const scrolled = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: HTMLElement,
    ) {
      scrolledTo.push(this.textContent ?? '');
    });
    renderApp('/fletx/settlements');
    const table = await tableShowing('Settlements', '$1,932.92');
    expect(scrolledTo).toEqual([]);
    const user = userEvent.setup();
    await user.click(
      within(table).getAllByRole('button', { name: /^Open the settlement of/ })[0] as HTMLElement,
    );
    const detail = await screen.findByTestId('settlement-detail');
    await waitFor(() => expect(scrolled.mock.contexts).toContain(detail));
    expect(scrolledTo).toHaveLength(1);
    expect(scrolledTo[0]).toContain('Net pay');
    scrolled.mockRestore();
  });

  it('asks for the unpaid settlements of the weeks ended (Today\'s "to pay" link), and for the status chosen', async () => {
    storeSession({ role: 'Admin user' });
    const { calls } = stubServer();
    renderApp('/fletx/settlements?period=ended&status=unpaid');
    await tableShowing('Settlements', '$1,932.92');
    const asked = () =>
      new URL(calls.filter((c) => c.url.startsWith('/api/settlements/?')).at(-1)!.url, 'http://x');
    // Up to last Sunday (UTC), with no start: every week ended.
    const lastSunday = addDays(periodStartOf(new Date()), -1);
    expect(Object.fromEntries(asked().searchParams)).toMatchObject({ status: 'unpaid', to: lastSunday });
    expect(asked().searchParams.has('from')).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('Weeks ended');

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    await waitFor(() => expect(asked().searchParams.get('status')).toBe('paid'));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Paid and unpaid' }));
    await waitFor(() => expect(asked().searchParams.has('status')).toBe(false));
  });

  it('says of an advance carried from a paid settlement which one it came too late for', async () => {
    storeSession({ role: 'Admin user' });
    const late = {
      ...detail.adjustments[0]!,
      id: 10,
      kind: 'deduction' as const,
      amount: 42.5,
      comment: 'Toll bill',
      carried_from: { id: 5, period_start: '2026-11-09', period_end: '2026-11-15' },
    };
    stubServer({ details: [[{ ...detail, adjustments: [...detail.adjustments, late] }, '"3"']] });
    renderApp('/fletx/settlements?driverId=12&id=7');
    const table = await screen.findByRole('table', { name: 'Advances and deductions' });
    expect(await within(table).findByText('Toll bill')).toBeInTheDocument();
    expect(
      within(table).getByText(
        'Entered after the settlement of 09/11/2026–15/11/2026 was paid: taken off here.',
      ),
    ).toBeInTheDocument();
    expect(within(table).getAllByText(/Entered after/)).toHaveLength(1);
  });

  it('pays from the version shown: a 412 keeps what was typed, Reload shows the settlement as it is now', async () => {
    storeSession({ role: 'Admin user' });
    const message = 'System changed this settlement at 24/11/2026 10:17 UTC. Reload to see the changes.';
    const grown = { ...detail, loads: 2, net: 2500.5 };
    let refused = false;
    const { calls } = stubServer({
      details: [
        [detail, '"3"'],
        [grown, '"5"'],
      ],
      pay: () => {
        if (refused) return jsonResponse({ message: 'The settlement has been marked paid.', data: grown });
        refused = true;
        return jsonResponse({ statusCode: 412, error: 'PreconditionFailed', message }, 412);
      },
    });
    renderApp('/fletx/settlements?driverId=12&id=7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark paid' });
    expect(within(dialog).getByText(/net \$1,932\.92/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reference/), 'CHK-9');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByTestId('stale-record-alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent(
      'Reload shows the settlement as it is now; check its net pay, then save again.',
    );
    expect(within(dialog).getByLabelText(/Reference/)).toHaveValue('CHK-9');

    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(await within(dialog).findByText(/net \$2,500\.50/)).toBeInTheDocument();
    expect(within(dialog).queryByTestId('stale-record-alert')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Reference/)).toHaveValue('CHK-9');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.headers.get('If-Match'))).toEqual([
      '"3"',
      '"5"',
    ]);
  });

  it('closes the dialog when Reload shows the settlement paid by someone else', async () => {
    storeSession({ role: 'Admin user' });
    const paidElsewhere = {
      ...detail,
      status: 'paid' as const,
      paid_on: '2026-11-23',
      reference: 'ACH-0',
      paid_by: 'Ada Admin',
    };
    stubServer({
      details: [
        [detail, '"3"'],
        [paidElsewhere, '"4"'],
      ],
      pay: () =>
        jsonResponse(
          {
            statusCode: 412,
            error: 'PreconditionFailed',
            message: 'Ada Admin changed this settlement at 23/11/2026 09:00 UTC. Reload to see the changes.',
          },
          412,
        ),
    });
    renderApp('/fletx/settlements?driverId=12&id=7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark paid' });
    await user.type(within(dialog).getByLabelText(/Reference/), 'CHK-9');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByTestId('stale-record-alert');
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark paid' })).not.toBeInTheDocument());
    expect(screen.getByText(/Paid on 23\/11\/2026 · reference ACH-0 · by Ada Admin/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
  });

  it('tells a Dispatcher the screen is not for their role', async () => {
    storeSession({ role: 'Dispatcher' });
    stubServer();
    renderApp('/fletx/settlements');
    expect(await screen.findByText('Not available to your role')).toBeInTheDocument();
  });
});

describe('Mark paid: the calendar of Paid on', () => {
  it('opens under the last field, never over the Reference field and its message', async () => {
    storeSession({ role: 'Admin user' });
    stubServer();
    renderApp('/fletx/settlements?driverId=12&id=7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark paid' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Write the payment reference/)).toBeInTheDocument();
    // The calendar opens below its field: the fields and messages above it stay readable.
    const inputs = within(dialog).getAllByRole('textbox');
    expect(inputs.at(-1)).toBe(within(dialog).getByLabelText(/Paid on/));
  });
});
