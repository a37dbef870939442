import type { ComplianceItem } from '@fletx/contract/compliance';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, storeSession, stubFetch, tableShowing } from '../../../../test/test-utils';

const items: ComplianceItem[] = [
  {
    entityType: 'driver',
    entityId: 12,
    entityName: 'Cora Lee',
    item: 'cdl',
    label: "Commercial driver's licence",
    expiresOn: '2026-11-21',
    daysLeft: -3,
    state: 'expired',
    blocks: true,
    link: '/fletx/add-driver?id=12#cdl',
  },
  {
    entityType: 'truck',
    entityId: 4,
    entityName: 'Truck U-7 (TX1234)',
    item: 'truckPlate',
    label: 'Truck licence plate',
    expiresOn: '2026-12-03',
    daysLeft: 9,
    state: 'expiring',
    blocks: false,
    link: '/fletx/add-truck?id=4#plate',
  },
];

function stubServer() {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/compliance/summary'))
      return jsonResponse({ message: 'OK', data: { expired: 1, expiringIn30: 1, missing: 5 } });
    if (call.url.startsWith('/api/compliance'))
      return jsonResponse({
        message: 'OK',
        data: {
          items,
          meta: { itemCount: 2, totalItems: 2, itemsPerPage: 10, totalPages: 1, currentPage: 1 },
        },
      });
    return jsonResponse({ message: 'OK', data: [] });
  });
}

beforeEach(() => {
  storeSession();
});

describe('the Compliance screen (docs/product.md "Compliance")', () => {
  it('shows the summary cards and the items with their state, linking to the record', async () => {
    stubServer();
    renderApp('/fletx/compliance');
    const table = await tableShowing('Compliance items', 'Cora Lee');
    expect(within(table).getByText('Cora Lee').closest('a')).toHaveAttribute(
      'href',
      '/fletx/add-driver?id=12#cdl',
    );
    expect(within(table).getByText('3 days ago')).toBeInTheDocument();
    expect(within(table).getByText('Blocks dispatch')).toBeInTheDocument();
    expect(within(table).getByText('9 days')).toBeInTheDocument();
    expect(screen.getByText('Due in 30 days')).toBeInTheDocument();
    expect(screen.getByText('5')).toBeInTheDocument();
  });

  it('asks again with the horizon and the record type chosen', async () => {
    const server = stubServer();
    renderApp('/fletx/compliance');
    await screen.findByRole('table', { name: 'Compliance items' });
    const user = userEvent.setup();
    await user.click(screen.getByText('90 days'));
    await waitFor(() =>
      expect(
        server.calls.some((c) => c.url.startsWith('/api/compliance/?') && c.url.includes('within=90')),
      ).toBe(true),
    );
  });
});
