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

/** A trailer's annual inspection: from its record's date (none on file, past due, due soon) and its schedule's. */
const trailer = (over: Partial<ComplianceItem>): ComplianceItem => ({
  entityType: 'trailer',
  entityId: 5,
  entityName: 'Trailer TR-5328 (TRL 8152)',
  item: 'trailerInspection',
  label: 'Trailer annual inspection',
  expiresOn: null,
  daysLeft: null,
  state: 'missing',
  blocks: false,
  link: '/fletx/add-trailer?id=5#inspection',
  ...over,
});
const inspections: ComplianceItem[] = [
  trailer({}),
  trailer({
    entityId: 6,
    entityName: 'Trailer TR-5321',
    expiresOn: '2026-11-20',
    daysLeft: -4,
    state: 'expired',
  }),
  trailer({
    entityId: 7,
    entityName: 'Trailer TR-5314',
    expiresOn: '2026-12-06',
    daysLeft: 12,
    state: 'expiring',
  }),
  trailer({
    item: 'maintenance:annual_inspection',
    label: 'Annual inspection',
    detail: 'Overdue by 5 days',
    expiresOn: '2026-11-19',
    daysLeft: -5,
    state: 'expired',
    blocks: true,
    link: '/fletx/maintenance?unitType=trailer&unitId=5',
  }),
];

function stubServer(listed: ComplianceItem[] = items) {
  return stubFetch((call) => {
    if (call.url.startsWith('/api/compliance/summary'))
      return jsonResponse({ message: 'OK', data: { expired: 1, expiringIn30: 1, missing: 5 } });
    if (call.url.startsWith('/api/compliance'))
      return jsonResponse({
        message: 'OK',
        data: {
          items: listed,
          meta: {
            itemCount: listed.length,
            totalItems: listed.length,
            itemsPerPage: 10,
            totalPages: 1,
            currentPage: 1,
          },
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

  it('names a document Expired or Expiring, an annual inspection as the Maintenance screen does', async () => {
    stubServer([...items, ...inspections]);
    renderApp('/fletx/compliance');
    const table = await tableShowing('Compliance items', 'Cora Lee');
    const stateOf = (name: string, label: string) =>
      within(
        within(table)
          .getAllByRole('row')
          .find((r) => within(r).queryByText(name) && within(r).queryByText(label)) as HTMLElement,
      ).getAllByRole('cell')[5]?.textContent;
    expect(stateOf('Cora Lee', "Commercial driver's licence")).toBe('ExpiredBlocks dispatch');
    expect(stateOf('Truck U-7 (TX1234)', 'Truck licence plate')).toBe('Expiring');
    // None on file is another fact than a last inspection past due: each has its own word, the schedules' one.
    expect(stateOf('Trailer TR-5328 (TRL 8152)', 'Trailer annual inspection')).toBe('Missing');
    expect(stateOf('Trailer TR-5321', 'Trailer annual inspection')).toBe('Overdue');
    expect(stateOf('Trailer TR-5314', 'Trailer annual inspection')).toBe('Due soon');
    expect(stateOf('Trailer TR-5328 (TRL 8152)', 'Annual inspection')).toBe('OverdueBlocks dispatch');
    // The first card counts both kinds past their date (the State filter offers the same words).
    expect(
      screen.getByText('Expired or overdue', { ignore: 'script, style, [role="option"], [role="option"] *' }),
    ).toBeInTheDocument();
  });

  it('says a search found nothing, not that nothing needs attention', async () => {
    stubServer([]);
    renderApp('/fletx/compliance?search=zzz');
    expect(await screen.findByText('No item matches this search.')).toBeInTheDocument();
    expect(screen.queryByText('Nothing needs attention')).not.toBeInTheDocument();
  });

  it('asks for the state in its address (Today’s figures link to it) and offers it as a filter', async () => {
    const server = stubServer();
    renderApp('/fletx/compliance?state=missing');
    await screen.findByRole('table', { name: 'Compliance items' });
    expect(
      server.calls.some((c) => c.url.startsWith('/api/compliance/?') && c.url.includes('state=missing')),
    ).toBe(true);
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Missing');
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
