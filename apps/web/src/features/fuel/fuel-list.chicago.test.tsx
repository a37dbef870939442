// Read in Chicago: `*.chicago.test.tsx` run with TZ=America/Chicago (the project web-chicago, vitest.config.ts).
import type { FuelPurchase } from '@fletx/contract/fuel';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fuelPurchase } from '../../../test/sample-fuel';
import { jsonResponse, renderApp, storeSession, stubFetch } from '../../../test/test-utils';

const purchase = (id: number, source: FuelPurchase['source']) => fuelPurchase({ id, source });

beforeEach(() => {
  storeSession();
  stubFetch((call) => {
    if (call.url.startsWith('/api/fuel/purchases'))
      return jsonResponse({
        message: 'OK',
        data: {
          items: [purchase(1, 'manual'), purchase(2, 'import'), purchase(3, 'driver')],
          total: 3,
          page: 1,
          take: 10,
          gallons: 354.75,
          amount: 1347.69,
        },
      });
    if (call.url.startsWith('/api/vehicle/'))
      return jsonResponse({ message: 'OK', data: { items: [], meta: { itemCount: 0 } } });
    return jsonResponse({ message: 'OK', data: [] });
  });
});

describe('the fuel purchases (docs/product.md "Fuel")', () => {
  it("says when each was bought in the viewer's time, as the app's other tables, and where it came from", async () => {
    renderApp('/fletx/fuel');
    const table = await screen.findByRole('table', { name: 'Fuel purchases' });
    // 14:07:45 UTC is 09:07:45 in Chicago (daylight time in August).
    expect(await within(table).findAllByRole('cell', { name: '14/08/2026 09:07:45' })).toHaveLength(3);
    for (const source of ['Manual', 'Import', 'Driver'])
      expect(within(table).getByRole('cell', { name: source })).toBeInTheDocument();
  });
});
