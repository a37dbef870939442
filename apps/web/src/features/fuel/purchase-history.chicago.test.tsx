// Read in Chicago: `*.chicago.test.tsx` run with TZ=America/Chicago (the project web-chicago, vitest.config.ts).
import { fuelMessages } from '@fletx/contract/fuel';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { auditEntry, auditPage } from '../../../test/sample-audit';
import { fuelPurchase } from '../../../test/sample-fuel';
import { jsonResponse, renderWithProviders, storeSession, stubFetch } from '../../../test/test-utils';
import { versionedRecord } from '../../../test/versioned-record';
import { PurchaseEdit } from './components/purchase-edit';

describe('a fuel purchase\'s History (docs/product.md "The History panel")', () => {
  it('shows under Edit purchase in the words of the Fuel screen, and reads again once the purchase is saved', async () => {
    storeSession();
    const purchase = versionedRecord({ data: fuelPurchase(), version: 4, stale: 'Someone saved it' });
    const { calls } = stubFetch((call) => {
      if (call.url.startsWith('/api/audit'))
        return auditPage([
          auditEntry(9, {
            entityType: 'fuelPurchase',
            entityId: 7,
            changes: [
              { field: 'at', before: '2026-08-14T13:07:45.000Z', after: '2026-08-14T14:07:45.000Z' },
              { field: 'amount', before: 420, after: 449.23 },
              { field: 'amountCents', before: 42000, after: 44923 },
              { field: 'source', before: 'manual', after: 'driver' },
            ],
          }),
        ]);
      if (call.url === '/api/fuel/purchases/7')
        return call.method === 'PUT'
          ? purchase.change(call, fuelMessages.updated, fuelPurchase({ gallons: 120 }))
          : purchase.read();
      return jsonResponse({ message: 'OK', data: [] });
    });
    renderWithProviders(
      <PurchaseEdit id={7} trucks={[{ value: '4', label: 'U-4 · KS 100' }]} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog');
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
});
