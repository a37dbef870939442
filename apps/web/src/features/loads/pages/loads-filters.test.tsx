import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleLoad } from '../../../../test/sample-load';
import {
  type FetchCall,
  jsonResponse,
  renderApp,
  storeSession,
  stubFetch,
} from '../../../../test/test-utils';

/**
 * The Loads list's filters (docs/product.md "Loads list"): read from and written to the URL, each table asking
 * for its own statuses, "Clear filters", and the empty state that says the filters match nothing.
 */
const page = (info: unknown[]) => ({
  message: 'OK',
  data: { info, extraData: { total: info.length, page: 1, take: 10, users: [], status: [] } },
});

/** The server: the lists (a load in Active loads unless `empty`), the brokers and drivers the selects offer. */
function stubServer({ empty = false } = {}) {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/loadbook/findAllActive'))
      return jsonResponse(page(empty ? [] : [sampleLoad]));
    if (call.url.startsWith('/api/loadbook/findAllInactive')) return jsonResponse(page([]));
    if (call.url.startsWith('/api/bookings/brokers/listApproved'))
      return jsonResponse({
        message: 'OK',
        data: [{ id: 4, brokerName: 'Acme Logistics', name: 'Acme Logistics', status: 'Approved' }],
      });
    if (call.url.startsWith('/api/vehicle/findByUsers'))
      return jsonResponse({
        message: 'OK',
        data: { extraData: { trailerSize: { data: [{ id: 12, first_name: 'Cora', last_name: 'Lee' }] } } },
      });
    return jsonResponse({ message: 'OK', data: { items: [], meta: { unreadCount: 0 } } });
  });
}

/** The query of the newest call to a list (`findAllActive` or `findAllInactive`). */
function lastQuery(calls: FetchCall[], list: 'findAllActive' | 'findAllInactive') {
  const call = calls.filter((c) => c.url.includes(`/api/loadbook/${list}`)).at(-1);
  return call ? Object.fromEntries(new URL(call.url, 'http://x').searchParams) : undefined;
}

const searchOf = (router: { state: { location: { search: string } } }) => router.state.location.search;

describe("the Loads list's filters", () => {
  it('reads them from a pasted address: each table asks for its own statuses, the controls show them', async () => {
    storeSession();
    const { calls } = stubServer();
    renderApp('/fletx/loads?status=2,11&brokerId=4&driverId=12&pickupFrom=2026-11-01&pickupTo=2026-11-30');
    const both = { brokerId: '4', driverId: '12', pickupFrom: '2026-11-01', pickupTo: '2026-11-30' };
    await waitFor(() => expect(lastQuery(calls, 'findAllActive')).toMatchObject({ ...both, statusId: '2' }));
    expect(lastQuery(calls, 'findAllInactive')).toMatchObject({ ...both, statusId: '11' });
    const bar = await screen.findByTestId('load-filters');
    const chosen = within(within(bar).getByRole('listbox', { name: 'Status', hidden: true }))
      .getAllByRole('option', { hidden: true })
      .filter((option) => option.getAttribute('aria-selected') === 'true')
      .map((option) => option.textContent);
    expect(chosen).toEqual(['New', 'Ended']);
    const field = (label: string) => within(bar).getByLabelText(label, { selector: 'input' });
    await waitFor(() => expect(field('Broker')).toHaveValue('Acme Logistics'));
    await waitFor(() => expect(field('Driver')).toHaveValue('Cora Lee'));
    expect(field('Pickup from')).toHaveValue('01/11/2026');
    expect(field('to')).toHaveValue('30/11/2026');
  });

  it('leaves out what an edited address names wrongly, and asks with no filter', async () => {
    storeSession();
    const { calls } = stubServer();
    renderApp('/fletx/loads?status=2,99&brokerId=x&pickupFrom=2026-02-30');
    await waitFor(() => expect(lastQuery(calls, 'findAllActive')).toBeDefined());
    const query = lastQuery(calls, 'findAllActive');
    for (const key of ['statusId', 'brokerId', 'pickupFrom']) expect(query).not.toHaveProperty(key);
    expect(await screen.findByTestId('load-filters')).not.toHaveTextContent('Clear filters');
  });

  it('writes a chosen status to the address from page 1; the other table, none of whose statuses is chosen, asks nothing', async () => {
    storeSession();
    const { calls } = stubServer();
    const { router } = renderApp('/fletx/loads?search=dallas&page=2&finishedPage=3');
    const user = userEvent.setup();
    const bar = await screen.findByTestId('load-filters');
    await user.click(within(bar).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'In transit' }));
    await waitFor(() => expect(searchOf(router)).toBe('?search=dallas&status=8'));
    await waitFor(() =>
      expect(lastQuery(calls, 'findAllActive')).toMatchObject({ statusId: '8', page: '1' }),
    );
    const asked = calls.filter((c) => c.url.includes('findAllInactive')).length;
    const finished = await screen.findByRole('table', { name: 'Finished jobs' });
    expect(await within(finished).findByText('No finished jobs match the filters.')).toBeInTheDocument();
    expect(within(finished).getByText(/The statuses chosen are all active loads\./)).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('findAllInactive'))).toHaveLength(asked);
    // A second status keeps the set's order in the address (readable commas).
    await user.click(await screen.findByRole('option', { name: 'New' }));
    await waitFor(() => expect(searchOf(router)).toBe('?search=dallas&status=2,8'));
  });

  it('catches backwards pickup days in the bar: the error under Pickup from, no request, the tables say why', async () => {
    storeSession();
    const { calls } = stubServer();
    renderApp('/fletx/loads?brokerId=4&pickupFrom=2026-11-30&pickupTo=2026-11-01');
    const bar = await screen.findByTestId('load-filters');
    const from = within(bar).getByLabelText('Pickup from', { selector: 'input' });
    expect(from).toHaveAccessibleDescription('After the last day');
    for (const name of ['Active loads', 'Finished jobs']) {
      const table = await screen.findByRole('table', { name });
      expect(within(table).getByText(/Pickup from is after the last day/)).toBeInTheDocument();
    }
    expect(calls.filter((c) => c.url.includes('/api/loadbook/findAll'))).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download active-loads as CSV' })).toBeDisabled();
    // A range the right way round is asked for at once.
    await userEvent.setup().click(within(bar).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastQuery(calls, 'findAllActive')).toBeDefined());
    expect(from).not.toHaveAccessibleDescription();
  });

  it('"Clear filters" drops every filter and keeps the search and the sorts', async () => {
    storeSession();
    const { calls } = stubServer();
    const { router } = renderApp(
      '/fletx/loads?search=dallas&status=2&driverId=12&pickupTo=2026-11-30&sort=start-asc',
    );
    const user = userEvent.setup();
    const bar = await screen.findByTestId('load-filters');
    await user.click(within(bar).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(searchOf(router)).toBe('?search=dallas&sort=start-asc'));
    await waitFor(() =>
      expect(lastQuery(calls, 'findAllActive')).toEqual({
        page: '1',
        take: '10',
        filter: 'dallas',
        sort: 'start',
        order: 'ASC',
      }),
    );
    expect(within(bar).queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('says the filters match nothing, with a way out', async () => {
    storeSession();
    stubServer({ empty: true });
    const { router } = renderApp('/fletx/loads?brokerId=4');
    const active = await screen.findByRole('table', { name: 'Active loads' });
    expect(await within(active).findByText('No active loads match the filters.')).toBeInTheDocument();
    await userEvent.setup().click(within(active).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(searchOf(router)).toBe(''));
    expect(await within(active).findByText('No active loads.')).toBeInTheDocument();
  });
});
