import { fuelMessages } from '@fletx/contract/fuel';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fleetAnswer } from '../../../test/sample-equipment';
import { jsonResponse, renderApp, storeSession, stubFetch } from '../../../test/test-utils';

/** The server: a fleet of 3 trucks and no purchase; a POST would be answered 201 (none is expected). */
function stubServer() {
  return stubFetch((call) => {
    const fleet = fleetAnswer(3, call.url);
    if (fleet) return fleet;
    if (call.url.startsWith('/api/fuel/purchases') && call.method === 'GET')
      return jsonResponse({
        message: 'OK',
        data: { items: [], total: 0, page: 1, take: 10, gallons: 0, amount: 0 },
      });
    if (call.method === 'POST') return jsonResponse({ message: fuelMessages.created, data: {} }, 201);
    return jsonResponse({ message: 'OK', data: [] });
  });
}

beforeEach(() => {
  storeSession();
});

describe('Add a purchase (docs/product.md "Fuel")', () => {
  it('shows every missing field under it at the first click, the time in the words of the picker', async () => {
    const server = stubServer();
    renderApp('/fletx/fuel');
    const form = await screen.findByRole('form', { name: 'Add a fuel purchase' });
    const user = userEvent.setup();
    const boughtAt = within(form).getByLabelText(/Bought at/);
    await user.clear(boughtAt);
    // Pressing the button leaves the focus where it was: an error shown on the field's blur would move the
    // button (the row wraps) from under the pointer before the click.
    await user.pointer({
      keys: '[MouseLeft>]',
      target: within(form).getByRole('button', { name: 'Add purchase' }),
    });
    expect(boughtAt).toHaveFocus();
    expect(within(form).queryByText(fuelMessages.atPicked)).not.toBeInTheDocument();
    await user.pointer({
      keys: '[/MouseLeft]',
      target: within(form).getByRole('button', { name: 'Add purchase' }),
    });

    expect(await within(form).findByText(fuelMessages.atPicked)).toBeInTheDocument();
    expect(within(form).getByText('Required field')).toBeInTheDocument();
    expect(within(form).getByText(fuelMessages.state)).toBeInTheDocument();
    expect(within(form).getByText(fuelMessages.gallons)).toBeInTheDocument();
    expect(within(form).getByText(fuelMessages.amount)).toBeInTheDocument();
    expect(within(form).queryByText(fuelMessages.at)).not.toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
