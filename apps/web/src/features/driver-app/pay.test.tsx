import type { SettlementItem } from '@fletx/contract/settlements';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshDriverPageEachTest, renderDriverApp } from '../../../test/driver-app';
import { jsonResponse, makeTokenSet, stubFetch } from '../../../test/test-utils';
import { LANGUAGE_KEY } from './lib/i18n';

const week = (over: Partial<SettlementItem>): SettlementItem => ({
  id: 31,
  driver_id: 7,
  driver_name: 'Nora Driver',
  period_start: '2026-11-23',
  period_end: '2026-11-29',
  status: 'unpaid',
  paid_on: null,
  reference: null,
  loads: 2,
  trip_rate: 3000,
  accessorials: 0,
  osd: 0,
  gross: 3000,
  product_fee: 450,
  quick_pay_discount: 0,
  loads_net: 2550,
  advances: 100,
  deductions: 0,
  net: 2450,
  ...over,
});

/** The driver API: the cookie signs in; two weeks of pay, the older one paid; each statement a PDF. */
function stubApi(weeks: SettlementItem[]) {
  const tokens = makeTokenSet({ groups: ['drivers'], role: 'Driver' });
  return stubFetch(({ url }) => {
    if (url === '/api/driver/auth/refresh') return jsonResponse({ message: 'Token refreshed', data: tokens });
    if (url.startsWith('/api/driver/settlements?'))
      return jsonResponse({ message: 'OK', data: { info: weeks, extraData: { total: weeks.length } } });
    if (url.endsWith('/pdf'))
      return new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
        headers: { 'Content-Type': 'application/pdf' },
      });
    return jsonResponse({ message: 'OK', data: [] });
  });
}

/** jsdom has no object URLs: the download test gives them, and they are put back after each test. */
const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

describe('the drivers app: My pay (docs/product.md "Drivers\' app")', () => {
  freshDriverPageEachTest();
  afterEach(() => {
    vi.restoreAllMocks();
    URL.createObjectURL = objectUrls.create;
    URL.revokeObjectURL = objectUrls.revoke;
  });

  it('opens from My loads and lists each week: its loads, gross, what is taken off, the net and whether it is paid', async () => {
    stubApi([
      week({}),
      week({
        id: 30,
        period_start: '2026-11-16',
        period_end: '2026-11-22',
        status: 'paid',
        paid_on: '2026-11-24',
        net: 1700,
        gross: 2000,
        loads: 1,
      }),
    ]);
    renderDriverApp('/driver/');
    await userEvent.click(await screen.findByRole('link', { name: 'My pay' }));
    expect(await screen.findByRole('heading', { name: 'My pay' })).toBeInTheDocument();
    const [latest, older] = await screen.findAllByTestId('pay-week');
    if (!latest || !older) throw new Error('two weeks expected');
    expect(within(latest).getByRole('heading')).toHaveTextContent('Week 23/11/2026 – 29/11/2026');
    expect(latest).toHaveTextContent('Not paid yet');
    expect(latest).toHaveTextContent('Loads2');
    expect(latest).toHaveTextContent('Gross$3,000.00');
    expect(latest).toHaveTextContent('Carrier’s share, advances and deductions$550.00');
    expect(within(latest).getByTestId('pay-net')).toHaveTextContent('$2,450.00');
    expect(older).toHaveTextContent('Paid 24/11/2026');
    expect(within(older).getByTestId('pay-net')).toHaveTextContent('$1,700.00');
  });

  it('downloads a week’s pay statement with the driver’s token', async () => {
    const { calls } = stubApi([week({})]);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:statement');
    URL.revokeObjectURL = vi.fn();
    renderDriverApp('/driver/pay');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay statement (PDF)' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const pdf = calls.find((call) => call.url === '/api/driver/settlements/31/pdf');
    expect(pdf?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('settlement-2026-11-23.pdf');
  });

  it('says when there is nothing yet, in Spanish too', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    stubApi([]);
    renderDriverApp('/driver/pay');
    expect(await screen.findByRole('heading', { name: 'Mi pago' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Todavía no hay liquidaciones: una semana aparece cuando se aprueba una de sus entregas.',
      ),
    ).toBeInTheDocument();
  });
});
