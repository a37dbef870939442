import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, storeSession, stubFetch } from '../../../test/test-utils';

const trailer = (id: number, number: string) => ({
  id,
  vin: `1JJV532D0${id}L550000`,
  size_id: 2,
  size_name: '53 ft',
  size_other: null,
  year: 2021,
  licenseplate_expiration: '2027-05-31',
  trailer_number: number,
  type_id: 1,
  type_name: 'Dry van',
  licenseplate_number: `TRL ${id}`,
  licenseplate_truck_number: 'TX1234',
  vehicle_id: 1,
  annual_inspection_date: null,
  is_deleted: false,
  status: 'Active',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
});

beforeEach(() => {
  storeSession();
});

describe('compliance badges in the lists (docs/product.md "Compliance")', () => {
  it('marks the rows with an expired or soon-expiring item', async () => {
    stubFetch((call) => {
      if (call.url.startsWith('/api/compliance/badges'))
        return jsonResponse({
          message: 'OK',
          data: [
            { entityId: 1, state: 'expired', count: 2 },
            { entityId: 2, state: 'expiring', count: 1 },
          ],
        });
      if (call.url.startsWith('/api/trailer/findBySize'))
        return jsonResponse({
          message: 'OK',
          data: {
            items: [trailer(1, 'TR-1'), trailer(2, 'TR-2'), trailer(3, 'TR-3')],
            meta: { page: 1, take: 10, itemCount: 3, pageCount: 1 },
          },
        });
      if (call.url.startsWith('/api/trailer/countTrailers'))
        return jsonResponse({
          message: 'OK',
          data: { totalTrailers: 3, activeTrailers: 3, InactiveTrailers: 0 },
        });
      return jsonResponse({ message: 'OK', data: [] });
    });
    renderApp('/fletx/trailers');
    const row = async (number: string) => (await screen.findByText(number)).closest('tr') as HTMLElement;
    await waitFor(async () => expect(within(await row('TR-1')).getByText('Expired')).toBeInTheDocument());
    expect(within(await row('TR-2')).getByText('Expiring')).toBeInTheDocument();
    expect(within(await row('TR-3')).queryByText(/Expir/)).not.toBeInTheDocument();
  });
});
