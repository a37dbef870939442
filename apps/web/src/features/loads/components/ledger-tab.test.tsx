import type { LoadTransaction } from '@fletx/contract/load-ledger';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, readInZone, renderWithProviders, stubFetch } from '../../../../test/test-utils';
import { LedgerTab } from './ledger-tab';

// A dispatcher in Chicago: the ledger's UTC times are shown in their own zone, like every other instant.
readInZone('America/Chicago');

const entry = (id: number, created_at: string, amount_cents: number): LoadTransaction => ({
  id,
  loadbook_id: 27,
  transaction_type_id: id === 1 ? 1 : 8,
  transaction_type_name: id === 1 ? 'Trip rate' : 'Advance',
  amount: amount_cents / 100,
  amount_cents,
  comment: id === 1 ? 'Trip rate' : 'Fuel advance',
  created_at,
  created_by: 'Luis Peña',
  created_by_id: 3,
});

describe('the Financial tab (docs/product.md "Ledger")', () => {
  it("shows each entry's time as dd/MM/yyyy HH:mm:ss in the viewer's zone, not the wire's yyyy-MM-dd UTC", async () => {
    stubFetch((call) =>
      call.url === '/api/finance/transactions/findbyloadbookid/27'
        ? jsonResponse({
            message: 'OK',
            data: [entry(1, '2026-11-27 08:11:17', 290_000), entry(2, '2026-11-29 03:05:00', -30_000)],
          })
        : jsonResponse({ message: 'OK', data: [] }),
    );
    renderWithProviders(<LedgerTab loadId={27} />);
    expect(await screen.findByText('27/11/2026 02:11:17')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Ledger' });
    // Before midnight in Chicago: the day before the UTC one.
    expect(within(table).getByText('28/11/2026 21:05:00')).toBeInTheDocument();
    expect(within(table).queryByText(/2026-11-27/)).not.toBeInTheDocument();
  });
});
