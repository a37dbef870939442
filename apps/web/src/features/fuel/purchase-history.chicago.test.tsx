// Read in Chicago: `*.chicago.test.tsx` run with TZ=America/Chicago (the project web-chicago, vitest.config.ts).
import type { AuditChange } from '@fletx/contract/audit';
import { fuelMessages } from '@fletx/contract/fuel';
import type { TruckRecord } from '@fletx/contract/trucks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { auditEntry, auditPage } from '../../../test/sample-audit';
import { truckRecord } from '../../../test/sample-equipment';
import { fuelPurchase } from '../../../test/sample-fuel';
import { jsonResponse, renderWithProviders, storeSession, stubFetch } from '../../../test/test-utils';
import { versionedRecord } from '../../../test/versioned-record';
import { PurchaseEdit } from './components/purchase-edit';

/** An update of purchase 7 in its trail. */
const purchaseEntry = (id: number, changes: AuditChange[]) =>
  auditEntry(id, { entityType: 'fuelPurchase', entityId: 7, changes });

/** Purchase 7 at version 4, as the dialog reads it. */
const purchaseRecord = () => versionedRecord({ data: fuelPurchase(), version: 4, stale: 'Someone saved it' });

describe('a fuel purchase\'s History (docs/product.md "The History panel")', () => {
  it('shows under Edit purchase in the words of the Fuel screen, and reads again once the purchase is saved', async () => {
    storeSession();
    const purchase = purchaseRecord();
    const { calls } = stubFetch((call) => {
      if (call.url.startsWith('/api/audit'))
        return auditPage([
          purchaseEntry(9, [
            { field: 'at', before: '2026-08-14T13:07:45.000Z', after: '2026-08-14T14:07:45.000Z' },
            { field: 'amount', before: 420, after: 449.23 },
            { field: 'amountCents', before: 42000, after: 44923 },
            { field: 'source', before: 'manual', after: 'driver' },
          ]),
        ]);
      if (call.url === '/api/fuel/purchases/7')
        return call.method === 'PUT'
          ? purchase.change(call, fuelMessages.updated, fuelPurchase({ gallons: 120 }))
          : purchase.read();
      return jsonResponse({ message: 'OK', data: [] });
    });
    renderWithProviders(<PurchaseEdit id={7} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    // On the viewer's clock, as the Bought at field and the Fuel list: 14:07:45 UTC is 09:07:45 in Chicago.
    expect(await within(dialog).findByText(/^Bought 14\/08\/2026 09:07:45, /)).toBeInTheDocument();
    const history = await within(dialog).findByRole('table', { name: 'History' });
    const lines = await within(history).findAllByTestId('history-change');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Bought at: 14/08/2026 08:07:45 → 14/08/2026 09:07:45',
      'Amount: $420.00 → $449.23',
      'Source: Manual → Driver',
    ]);
    const audits = () => calls.filter((c) => c.url.startsWith('/api/audit'));
    expect(audits()[0]?.url).toBe('/api/audit?entityType=fuelPurchase&entityId=7&page=1&take=10');
    const form = within(dialog).getByRole('form', { name: 'Edit purchase' });
    await waitFor(() => expect(within(form).getByLabelText(/Gallons/)).toHaveValue('118.25'));
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(fuelMessages.updated)).toBeInTheDocument();
    await waitFor(() => expect(audits()).toHaveLength(2));
  });

  it('names the trucks by their unit numbers, read by id, and the driver by name (#id when unknown)', async () => {
    const trucks = [truckRecord({ id: 9, unit_number: 'U-9' })];
    const lines = await openHistory(
      [
        [
          { field: 'truckId', before: 4, after: 9 },
          { field: 'driverId', before: null, after: 12 },
        ],
        [
          { field: 'truckId', before: 31, after: 4 },
          { field: 'driverId', before: 55, after: null },
        ],
      ],
      trucks,
      [{ id: 12, first_name: 'Cora', last_name: 'Lee' }],
    );
    await waitFor(() =>
      expect(lines()).toEqual([
        'Truck: U-4 → U-9',
        'Driver: — → Cora Lee',
        'Truck: #31 → U-4',
        'Driver: #55 → —',
      ]),
    );
  });

  it("names the purchase's own truck and driver by its answer, not read again", async () => {
    const lines = await openHistory(
      [
        [
          { field: 'truckId', before: 9, after: 4 },
          { field: 'driverId', before: null, after: 12 },
        ],
      ],
      [],
      [],
    );
    await waitFor(() => expect(lines()).toEqual(['Truck: #9 → U-4', 'Driver: — → Cora Lee']));
    expect(asked('/api/vehicle/find/4')).toBe(false);
  });
});

let asked: (url: string) => boolean = () => false;

/**
 * Opens Edit purchase on purchase 7 (truck 4, U-4; Cora Lee's) whose trail holds an update per `updates`, the
 * server knowing `trucks` by id (any other: 404) and the drivers' list `drivers`: the History's change lines,
 * as they read now.
 */
async function openHistory(
  updates: AuditChange[][],
  trucks: TruckRecord[],
  drivers: Array<{ id: number; first_name: string; last_name: string }>,
) {
  storeSession();
  const purchase = purchaseRecord();
  const { calls } = stubFetch((call) => {
    const truck = trucks.find((t) => call.url === `/api/vehicle/find/${t.id}`);
    if (truck) return jsonResponse({ message: 'OK', data: truck });
    if (call.url.startsWith('/api/vehicle/find/'))
      return jsonResponse({ statusCode: 404, error: 'NotFound', message: 'Truck not found' }, 404);
    if (call.url.startsWith('/api/audit'))
      return auditPage(updates.map((changes, i) => purchaseEntry(9 - i, changes)));
    if (call.url === '/api/fuel/purchases/7') return purchase.read();
    if (call.url === '/api/vehicle/findByUsers')
      return jsonResponse({ message: 'OK', data: { extraData: { trailerSize: { data: drivers } } } });
    return jsonResponse({ message: 'OK', data: [] });
  });
  asked = (url) => calls.some((c) => c.url === url);
  renderWithProviders(<PurchaseEdit id={7} onClose={() => {}} />);
  const history = await within(await screen.findByRole('dialog')).findByRole('table', { name: 'History' });
  return () =>
    within(history)
      .getAllByTestId('history-change')
      .map((line) => line.textContent);
}
