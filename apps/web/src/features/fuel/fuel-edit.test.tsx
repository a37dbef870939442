import { staleRecordMessage } from '@fletx/contract/audit';
import { fuelMessages } from '@fletx/contract/fuel';
import { messages } from '@fletx/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fuelPurchase } from '../../../test/sample-fuel';
import { type FetchCall, jsonResponse, renderApp, storeSession, stubFetch } from '../../../test/test-utils';
import { versionedResponse } from '../../../test/versioned-record';
import { bodyOf } from './components/purchase-edit';
import { localOf } from './components/purchase-fields';

const receipt = fuelPurchase;

/**
 * The server: one purchase on the list (the third quarter of 2026, closed when `closed`), read with its
 * version ("4", then "5" once someone saved it with 130 gallons); `onChange` answers PUT and DELETE.
 */
function stubServer({
  closed = false,
  onChange,
}: {
  closed?: boolean;
  onChange?: (call: FetchCall) => Response;
}) {
  let reads = 0;
  return stubFetch((call) => {
    if (call.method !== 'GET' && onChange) return onChange(call);
    if (call.url.startsWith('/api/fuel/purchases/7')) {
      reads += 1;
      const data = reads === 1 ? receipt() : receipt({ gallons: 130 });
      return versionedResponse({ message: 'OK', data }, reads === 1 ? 4 : 5);
    }
    if (call.url.startsWith('/api/fuel/purchases'))
      return jsonResponse({
        message: 'OK',
        data: { items: [receipt()], total: 1, page: 1, take: 10, gallons: 118.25, amount: 449.23 },
      });
    if (call.url.startsWith('/api/ifta/rates')) {
      const query = new URL(call.url, 'http://x').searchParams;
      const data = {
        year: Number(query.get('year')),
        quarter: Number(query.get('quarter')),
        closed: closed && query.get('quarter') === '3',
        rates: [],
      };
      return jsonResponse({ message: 'OK', data });
    }
    if (call.url.startsWith('/api/vehicle/'))
      return jsonResponse({ message: 'OK', data: { items: [], meta: { itemCount: 0 } } });
    return jsonResponse({ message: 'OK', data: [] });
  });
}

beforeEach(() => {
  storeSession();
});

/** Truck 4 is not among the trucks the picker offers (none here): it is named by the purchase's answer. */
const label = 'the purchase of U-4 on 14/08/2026 14:07:45';

async function openEdit() {
  const user = userEvent.setup();
  renderApp('/fletx/fuel');
  const table = await screen.findByRole('table', { name: 'Fuel purchases' });
  await user.click(await within(table).findByRole('button', { name: `Edit ${label}` }));
  const form = await screen.findByRole('form', { name: 'Edit purchase' });
  await waitFor(() => expect(within(form).getByLabelText(/Gallons/)).toHaveValue('118.25'));
  return { user, form };
}

describe('editing a fuel purchase (docs/product.md "Fuel")', () => {
  it("saves with the version it was read in, keeping the driver's receipt and its seconds", async () => {
    const server = stubServer({
      onChange: () =>
        versionedResponse({ message: fuelMessages.updated, data: receipt({ gallons: 120 }) }, 5),
    });
    const { user, form } = await openEdit();
    expect(within(form).getByLabelText(/Amount/)).toHaveValue('449.23');
    expect(within(form).getByLabelText(/^Truck/, { selector: 'input' })).toHaveValue('U-4');
    await user.clear(within(form).getByLabelText(/Gallons/));
    await user.type(within(form).getByLabelText(/Gallons/), '120');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(fuelMessages.updated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit purchase' })).toBeNull());
    const put = server.calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/fuel/purchases/7');
    expect(put?.headers.get('If-Match')).toBe('"4"');
    expect(put?.body).toMatchObject({
      truckId: 4,
      driverId: 12,
      at: '2026-08-14T14:07:45.000Z',
      gallons: 120,
    });
  });

  it('keeps what was typed after a 412 and fills the form with the saved purchase on Reload', async () => {
    const message = staleRecordMessage('Ana Ruiz', 'fuel purchase', '24/11/2026 10:42 UTC');
    stubServer({
      onChange: () => jsonResponse({ statusCode: 412, error: 'PreconditionFailed', message }, 412),
    });
    const { user, form } = await openEdit();
    await user.clear(within(form).getByLabelText(/Gallons/));
    await user.type(within(form).getByLabelText(/Gallons/), '99');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const alert = await screen.findByTestId('stale-record-alert');
    expect(alert).toHaveTextContent(message);
    expect(within(form).getByLabelText(/Gallons/)).toHaveValue('99');
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(form).getByLabelText(/Gallons/)).toHaveValue('130'));
    expect(screen.queryByTestId('stale-record-alert')).toBeNull();
  });

  it('shows the field the server refuses under it, the dialog open', async () => {
    const message = fuelMessages.noTruck;
    stubServer({
      onChange: () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'ValidationError',
            message,
            details: [{ path: 'body.truckId', message }],
          },
          400,
        ),
    });
    const { user, form } = await openEdit();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const truck = within(form).getByLabelText(/^Truck/, { selector: 'input' });
    await waitFor(() => expect(truck).toHaveAttribute('aria-invalid', 'true'));
    expect(truck).toHaveAccessibleDescription(expect.stringContaining(message));
  });
});

describe("a purchase of a closed IFTA quarter (decision 0044: the quarter's report is frozen)", () => {
  it('says so in the edit form and in the delete confirmation, then deletes it', async () => {
    const server = stubServer({
      closed: true,
      onChange: () => jsonResponse({ message: fuelMessages.deleted }),
    });
    const { user, form } = await openEdit();
    expect(await within(form).findByText(fuelMessages.closedQuarter(2026, 3))).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit purchase' })).toBeNull());

    const table = screen.getByRole('table', { name: 'Fuel purchases' });
    await user.click(within(table).getByRole('button', { name: `Delete ${label}` }));
    const dialog = await screen.findByRole('dialog', { name: messages.deleteConfirmTitle });
    expect(dialog).toHaveTextContent(fuelMessages.closedQuarter(2026, 3));
    await user.click(within(dialog).getByRole('button', { name: messages.deleteConfirmButton }));
    expect(await screen.findByText(fuelMessages.deleted)).toBeInTheDocument();
    const deletion = server.calls.find((c) => c.method === 'DELETE');
    expect(deletion?.url).toBe('/api/fuel/purchases/7');
  });

  it('says nothing of it for a purchase of an open quarter', async () => {
    const server = stubServer({});
    const { form } = await openEdit();
    const asked = (c: FetchCall) => c.url === '/api/ifta/rates?year=2026&quarter=3';
    await waitFor(() => expect(server.calls.some(asked)).toBe(true));
    expect(within(form).getByLabelText(/Gallons/)).toHaveValue('118.25');
    expect(within(form).queryByText(/is closed/)).toBeNull();
  });
});

describe('the body an edit sends', () => {
  const typed = { truckId: 5, at: '2026-08-14T14:07:00.000Z', state: 'OK', gallons: 90, amount: 300 };

  it("keeps the saved instant while the time shown is the saved one's, and the driver always", () => {
    expect(bodyOf(typed, localOf(receipt().at), receipt())).toEqual({
      ...typed,
      at: '2026-08-14T14:07:45.000Z',
      driverId: 12,
    });
  });

  it('sends the instant typed once the time shown changed', () => {
    const later = { ...typed, at: '2026-08-14T15:30:00.000Z' };
    expect(bodyOf(later, localOf(later.at), receipt({ driverId: null }))).toEqual({
      ...later,
      driverId: null,
    });
  });
});
