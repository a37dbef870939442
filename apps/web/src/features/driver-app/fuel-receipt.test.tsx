import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshDriverPageEachTest, renderDriverApp } from '../../../test/driver-app';
import { jsonResponse, makeTokenSet, stubFetch } from '../../../test/test-utils';

/** The driver API: the cookie signs in, no loads, and every POST answered (the purchase is number 900). */
function stubApi() {
  const tokens = makeTokenSet({ groups: ['drivers'], role: 'Driver' });
  const { calls } = stubFetch(({ url, method }) => {
    if (url === '/api/driver/auth/refresh') return jsonResponse({ message: 'Token refreshed', data: tokens });
    if (method === 'POST') return jsonResponse({ message: 'Fuel purchase recorded', data: { id: 900 } }, 201);
    return jsonResponse({ message: 'OK', data: [], meta: {} });
  });
  const posts = () =>
    calls.filter((call) => call.method === 'POST' && !call.url.startsWith('/api/driver/auth/'));
  return { posts };
}

/** The loads page with the "Fuel receipt" card opened. */
async function openReceipt() {
  renderDriverApp('/driver/loads');
  await userEvent.click(await screen.findByText('Fuel receipt', { selector: 'summary' }));
  return screen.getByRole('form', { name: 'Fuel receipt' });
}

const STATE = 'State or province (e.g. TX)';

/** Types each value into the field of that label, replacing what it held. */
async function fill(form: HTMLElement, values: Readonly<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(form).getByLabelText(label);
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
}

describe('the drivers app: a fuel receipt', () => {
  freshDriverPageEachTest();
  afterEach(() => vi.restoreAllMocks());

  it('says what is wrong with each value, in words, and sends nothing', async () => {
    const { posts } = stubApi();
    const form = await openReceipt();
    const gallons = 'Enter the gallons: more than 0 and at most 10,000, at most 3 decimals';
    const amount = 'Enter the amount in dollars: at most 100,000, at most 2 decimals';
    // The API's own limits (the contract's fields): a receipt it would refuse is never queued and wiped.
    const refused = [
      [{ Gallons: '0' }, gallons],
      [{ Gallons: '20000', 'Amount ($)': '100' }, gallons],
      [{ Gallons: '12.5', 'Amount ($)': '48.755' }, amount],
      [{ 'Amount ($)': '100000.01' }, amount],
      [{ 'Amount ($)': '48.75', [STATE]: 'ZZ' }, 'Enter a US state or Canadian province code, e.g. TX or ON'],
    ] as const;
    for (const [values, message] of refused) {
      await fill(form, values);
      await userEvent.click(within(form).getByRole('button', { name: 'Save receipt' }));
      expect(within(form).getByRole('alert')).toHaveTextContent(message);
      for (const [label, value] of Object.entries(values))
        expect(within(form).getByLabelText(label)).toHaveValue(value);
    }
    expect(posts()).toHaveLength(0);
  });

  it('keeps the receipt and its photo while offline and sends both, once each, when the signal returns', async () => {
    const { posts } = stubApi();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const form = await openReceipt();
    await fill(form, {
      Gallons: '120,375',
      'Amount ($)': '451.40',
      [STATE]: 'ok',
      'Truck stop (optional)': "Love's #241",
    });
    const receipt = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'receipt.jpg', { type: 'image/jpeg' });
    await userEvent.upload(within(form).getByLabelText('Photo of the receipt'), receipt);
    expect(within(form).getByText('Photo of the receipt ✓')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save receipt' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Fuel receipt saved: it is sent as soon as possible.',
    );
    expect(within(form).getByLabelText('Gallons')).toHaveValue('');
    const pending = await screen.findAllByTestId('outbox-entry');
    expect(pending.map((e) => e.textContent)).toEqual([
      expect.stringContaining('Fuel receipt'),
      expect.stringContaining('Receipt photo'),
    ]);
    expect(posts()).toHaveLength(0);

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(posts()).toHaveLength(2));
    const [purchase, photo] = posts();
    expect(purchase?.url).toBe('/api/driver/fuel');
    expect(purchase?.body).toEqual({
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      gallons: 120.375,
      amount: 451.4,
      state: 'OK',
      vendor: "Love's #241",
    });
    expect(photo?.url).toBe('/api/driver/fuel/900/documents');
    const file = photo?.body instanceof FormData ? photo.body.get('file') : null;
    expect(file instanceof File ? file.name : null).toBe('receipt.jpg');
    const key = (call: typeof purchase) => call?.headers.get('idempotency-key');
    expect(key(purchase)).toMatch(/^[0-9a-f-]{36}$/);
    expect(key(photo)).not.toBe(key(purchase));
    await waitFor(() => expect(screen.queryByTestId('outbox-entry')).not.toBeInTheDocument());
  });
});
