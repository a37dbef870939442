import { fuelMessages } from '@fletx/contract/fuel';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fleetAnswer } from '../../../test/sample-equipment';
import { fuelPurchase } from '../../../test/sample-fuel';
import { type FetchCall, jsonResponse, renderApp, storeSession, stubFetch } from '../../../test/test-utils';
import { versionedResponse } from '../../../test/versioned-record';

/** More trucks than a list answers at once (take ≤ 100): the oldest, U-1 to U-50, are past the first 100. */
const FLEET = 150;

/** Purchase 7, of the newest truck (U-150), on the list when `listed`. */
const newest = () => fuelPurchase({ truckId: 150, truckNumber: 'U-150' });

/** The server: the fleet, purchase 7 on the list when `listed`; a POST answers the purchase as added. */
function stubServer({ listed = false } = {}) {
  return stubFetch((call) => {
    const fleet = fleetAnswer(FLEET, call.url);
    if (fleet) return fleet;
    if (call.url === '/api/fuel/purchases/7') return versionedResponse({ message: 'OK', data: newest() }, 4);
    if (call.method === 'POST' && call.url === '/api/fuel/purchases')
      return jsonResponse({ message: fuelMessages.created, data: fuelPurchase({ truckId: 42 }) }, 201);
    if (call.url.startsWith('/api/fuel/purchases'))
      return jsonResponse({
        message: 'OK',
        data: {
          items: listed ? [newest()] : [],
          total: Number(listed),
          page: 1,
          take: 10,
          gallons: 0,
          amount: 0,
        },
      });
    return jsonResponse({ message: 'OK', data: [] });
  });
}

const listCalls = (calls: FetchCall[]) => calls.filter((c) => c.url.startsWith('/api/vehicle/?'));

beforeEach(() => {
  storeSession();
});

/** The Fuel screen's Truck filter (the Add form has a Truck field too). */
async function truckFilter() {
  const user = userEvent.setup();
  const { router } = renderApp('/fletx/fuel');
  await screen.findByRole('table', { name: 'Fuel purchases' });
  const form = screen.getByRole('form', { name: 'Add a fuel purchase' });
  const filter = screen.getAllByRole('combobox', { name: 'Truck' }).find((c) => !form.contains(c));
  if (!filter) throw new Error('no Truck filter');
  return { user, router, filter };
}

describe('the Truck picker, searched on the server (docs/product.md "Where the screens get the names")', () => {
  it('finds and chooses a truck beyond the first 100 by typing, and filters the purchases by it', async () => {
    const server = stubServer();
    const { user, router, filter } = await truckFilter();
    // Nothing is asked before the picker opens; then the newest 20, for a small fleet to just click.
    expect(listCalls(server.calls)).toEqual([]);
    await user.click(filter);
    expect(await screen.findByRole('option', { name: 'U-150 · KS 150' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(20);
    expect(screen.queryByRole('option', { name: 'U-7 · KS 7' })).not.toBeInTheDocument();

    await user.type(filter, 'u-7');
    const u7 = await screen.findByRole('option', { name: 'U-7 · KS 7' });
    // What the server matched: U-7 and U-70 to U-79, nothing else.
    expect(screen.getAllByRole('option')).toHaveLength(11);
    await user.click(u7);
    await waitFor(() => expect(router.state.location.search).toBe('?truckId=7'));
    await waitFor(() => expect(filter).toHaveValue('U-7 · KS 7'));
    await waitFor(() =>
      expect(
        server.calls.some((c) => c.url.startsWith('/api/fuel/purchases?') && c.url.includes('truckId=7')),
      ).toBe(true),
    );
    // Asked once typing paused (not letter by letter), 20 at most, never the first 100.
    const asked = listCalls(server.calls).map((c) => c.url);
    expect(asked).toEqual([
      '/api/vehicle/?page=1&take=20&order=number',
      '/api/vehicle/?page=1&take=20&search=u-7&order=number',
    ]);
    // The chosen truck is not read again: the choice named it.
    expect(server.calls.some((c) => c.url.startsWith('/api/vehicle/find/'))).toBe(false);
  });

  it('says when no truck matches, keeps the chosen one shown, and clears the filter', async () => {
    const server = stubServer();
    const { user, router, filter } = await truckFilter();
    await user.click(filter);
    await user.click(await screen.findByRole('option', { name: 'U-150 · KS 150' }));
    await waitFor(() => expect(router.state.location.search).toBe('?truckId=150'));
    await waitFor(() => expect(filter).toHaveValue('U-150 · KS 150'));

    await user.clear(filter);
    await user.type(filter, 'xyz');
    expect(await screen.findByText("No truck matches 'xyz'")).toBeInTheDocument();
    await user.tab();
    // Left without a choice, the filter shows its truck again.
    expect(filter).toHaveValue('U-150 · KS 150');
    expect(router.state.location.search).toBe('?truckId=150');

    await user.click(screen.getByRole('button', { name: 'Clear truck' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(filter).toHaveValue('');
    // Cleared, the truck is not read by its id.
    expect(server.calls.some((c) => c.url.startsWith('/api/vehicle/find/'))).toBe(false);
  });

  it("lists a typed number's own truck first, then the numbers starting with it, then the rest, as the server answers", async () => {
    stubServer();
    const { user, filter } = await truckFilter();
    await user.type(filter, '15');
    await screen.findByRole('option', { name: 'U-15 · KS 15' });
    await waitFor(() => expect(filter).toHaveAttribute('aria-busy', 'false'));
    // Newest first they would be U-150, U-115, U-15: the picker keeps the server's order.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'U-15 · KS 15',
      'U-150 · KS 150',
      'U-115 · KS 115',
    ]);
  });

  it('marks a deleted truck Inactive, still to be found for its past purchases', async () => {
    stubServer();
    const { user, filter } = await truckFilter();
    await user.type(filter, 'u-13');
    expect(await screen.findByRole('option', { name: 'U-13 · KS 13 · Inactive' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'U-130 · KS 130' })).toBeInTheDocument();
  });

  it('chooses with the keyboard in the Add form, by plate, and adds the purchase for that truck', async () => {
    const server = stubServer();
    const user = userEvent.setup();
    renderApp('/fletx/fuel');
    const form = await screen.findByRole('form', { name: 'Add a fuel purchase' });
    const truck = within(form).getByRole('combobox', { name: /^Truck/ });
    await user.click(truck);
    await user.type(truck, 'ks 42');
    await within(await screen.findByRole('listbox')).findByRole('option', { name: 'U-42 · KS 42' });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(truck).toHaveValue('U-42 · KS 42');
    await user.click(within(form).getByRole('combobox', { name: /^State/ }));
    await user.click(await screen.findByRole('option', { name: /^TX —/ }));
    await user.type(within(form).getByLabelText(/^Gallons/), '100');
    await user.type(within(form).getByLabelText(/^Amount/), '380.50');
    await user.click(within(form).getByRole('button', { name: 'Add purchase' }));
    expect(await screen.findByText(fuelMessages.created)).toBeInTheDocument();
    const post = server.calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ truckId: 42, state: 'TX', gallons: 100, amount: 380.5 });
  });

  it("keeps an edited purchase's truck shown by its name when the list holds it too", async () => {
    stubServer({ listed: true });
    const user = userEvent.setup();
    renderApp('/fletx/fuel');
    const table = await screen.findByRole('table', { name: 'Fuel purchases' });
    await user.click(await within(table).findByRole('button', { name: /^Edit the purchase of U-150/ }));
    const form = await screen.findByRole('form', { name: 'Edit purchase' });
    const truck = within(form).getByRole('combobox', { name: /^Truck/ });
    await waitFor(() => expect(truck).toHaveValue('U-150'));
    await user.click(truck);
    // The newest 20 (U-150 among them, by the purchase's name for it); the box still names it, searching nothing.
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(20));
    expect(screen.getByRole('option', { name: 'U-150' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'U-149 · KS 149' })).toBeInTheDocument();
    expect(truck).toHaveValue('U-150');
    expect(truck).toHaveAttribute('aria-busy', 'false');
  });
});
