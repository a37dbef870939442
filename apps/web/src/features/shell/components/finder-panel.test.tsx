import type { SearchResult } from '@fletx/contract/search';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, storeSession, stubFetch } from '../../../../test/test-utils';
import { NAV_ITEMS } from '../config/navigation';
import { visibleNavItems } from '../config/visible-items';
import { QuickSearch } from './quick-search';

const none = { items: [], total: 0 };
const empty: SearchResult = { loads: none, drivers: none, trucks: none, trailers: none, brokers: none };

const found: SearchResult = {
  ...empty,
  loads: {
    items: [
      {
        id: 41,
        title: 'Load #FINDME-1',
        detail: 'Dallas, TX → Atlanta, GA · Coyote · Zelda Q',
        status: 'Accepted',
      },
      {
        id: 42,
        title: 'Load #FINDME-2',
        detail: 'Dallas, TX → Atlanta, GA · Coyote · No driver',
        status: 'New',
      },
    ],
    total: 7,
  },
  trucks: {
    items: [{ id: 9, title: 'Truck U-15', detail: '2022 Kenworth T680', status: 'Active' }],
    total: 1,
  },
};

/** The server's search answering `result` for any text; the texts it was asked for, in order. */
function searchServer(result: SearchResult | ((q: string) => Response)) {
  const asked: string[] = [];
  stubFetch(({ url }) => {
    const address = new URL(url, 'http://fletx.test');
    if (address.pathname !== '/api/search') return jsonResponse({ message: 'no route' }, 404);
    const q = address.searchParams.get('q') ?? '';
    asked.push(q);
    return typeof result === 'function' ? result(q) : jsonResponse({ message: 'OK', data: result });
  });
  return asked;
}

function renderFinder() {
  storeSession();
  const view = renderWithProviders(<QuickSearch items={visibleNavItems(NAV_ITEMS, 'Carriers')} />, {
    route: '/fletx/reports',
  });
  return { ...view, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the header finder (docs/product.md "Find anything")', () => {
  it('opens on Ctrl+K; an area still opens with Enter', async () => {
    searchServer(empty);
    const { user, router } = renderFinder();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByLabelText('Find'), 'trail{Enter}');
    expect(router.state.location.pathname).toBe('/fletx/trailers');
  });

  it('asks for records from two characters on, shows each kind with its total and "See all"', async () => {
    const asked = searchServer(found);
    const { user } = renderFinder();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const box = await screen.findByLabelText('Find');
    await user.type(box, 'f');
    expect(screen.getByText(/Type 2 or more characters/)).toBeInTheDocument();
    await user.type(box, 'indme');
    const list = screen.getByRole('listbox', { name: 'Found' });
    expect(await within(list).findByText('Loads · 7')).toBeInTheDocument();
    expect(asked).toEqual(['findme']);
    expect(within(list).getByRole('option', { name: /Load #FINDME-1/ })).toHaveTextContent(
      'Dallas, TX → Atlanta, GA · Coyote · Zelda Q',
    );
    expect(within(list).getByText('Trucks · 1')).toBeInTheDocument();
    expect(within(list).queryByText(/See all 1 truck/)).not.toBeInTheDocument();
    expect(within(list).getByRole('option', { name: 'See all 7 loads' })).toHaveAttribute(
      'href',
      '/fletx/loads?search=findme',
    );
  });

  it('moves with the arrows and opens the chosen record with Enter', async () => {
    searchServer(found);
    const { user, router } = renderFinder();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(await screen.findByLabelText('Find'), 'findme');
    await screen.findByText('Loads · 7');
    await user.keyboard('{ArrowDown}');
    const second = screen.getByRole('option', { name: /Load #FINDME-2/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Find')).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/fletx/load-details/general-info?id=42',
    );
    await waitFor(() => expect(screen.queryByLabelText('Find')).not.toBeInTheDocument());
  });

  it('says when nothing is found, and when the search failed, with a way to try again', async () => {
    let fail = true;
    searchServer((q) =>
      q === 'broken' && fail
        ? jsonResponse({ message: 'The server is restarting' }, 503)
        : jsonResponse({ message: 'OK', data: empty }),
    );
    const { user } = renderFinder();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const box = await screen.findByLabelText('Find');
    await user.type(box, 'zzqq');
    expect(await screen.findByText('Nothing found for “zzqq”.')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'broken');
    expect(await screen.findByText('Could not search')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing found for “broken”.')).toBeInTheDocument();
  });
});
