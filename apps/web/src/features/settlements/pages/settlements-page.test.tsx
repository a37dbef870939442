import type { SettlementDetail } from '@fletx/contract/settlements';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
    },
  ],
};
const { lines: _lines, adjustments: _adjustments, paid_by: _paidBy, ...item } = detail;

function stubServer() {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/settlements/7/pay'))
      return jsonResponse({
        message: 'The settlement has been marked paid.',
        data: { ...detail, status: 'paid', paid_on: '2026-11-24', reference: 'ACH-1' },
      });
    if (call.url.startsWith('/api/settlements/7')) return jsonResponse({ message: 'OK', data: detail });
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
  });

  it('tells a Dispatcher the screen is not for their role', async () => {
    storeSession({ role: 'Dispatcher' });
    stubServer();
    renderApp('/fletx/settlements');
    expect(await screen.findByText('Not available to your role')).toBeInTheDocument();
  });
});
