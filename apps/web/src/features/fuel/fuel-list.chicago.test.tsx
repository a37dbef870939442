// Read in Chicago: `*.chicago.test.tsx` run with TZ=America/Chicago (the project web-chicago, vitest.config.ts).
import type { FuelPurchase } from '@fletx/contract/fuel';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { NO_UNITS, truckRecord } from '../../../test/sample-equipment';
import { fuelPurchase } from '../../../test/sample-fuel';
import { jsonResponse, renderApp, storeSession, stubFetch } from '../../../test/test-utils';

const purchase = (id: number, source: FuelPurchase['source']) =>
  fuelPurchase({ id, source, ...(source === 'import' && { driverId: null, driverName: null }) });

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
    // The picker's list finds no truck; the filter's truck 4 is read by its id.
    if (call.url === '/api/vehicle/find/4')
      return jsonResponse({
        message: 'OK',
        data: truckRecord({ unit_number: 'U-4', licenseplate_number: 'KS 100' }),
      });
    if (call.url.startsWith('/api/vehicle/')) return jsonResponse(NO_UNITS);
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

  it("names each purchase's truck and driver by its answer, the truck not among the picker's", async () => {
    renderApp('/fletx/fuel');
    const table = await screen.findByRole('table', { name: 'Fuel purchases' });
    expect(await within(table).findAllByRole('cell', { name: 'U-4' })).toHaveLength(3);
    expect(within(table).getAllByRole('cell', { name: 'Cora Lee' })).toHaveLength(2);
    expect(within(table).queryByText(/#\d/)).not.toBeInTheDocument();
  });

  it("shows the truck filter's truck by its unit number when the picker does not offer it", async () => {
    renderApp('/fletx/fuel?truckId=4');
    // The filter's (the Add form's Truck is empty).
    expect(await screen.findByDisplayValue('U-4 · KS 100')).toHaveAccessibleName('Truck');
  });
});
