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
  it('words each row by its worst item: a document Expired or Expiring, an inspection Overdue or Due soon', async () => {
    const inspection = 'Trailer annual inspection';
    const plate = 'Trailer licence plate';
    stubFetch((call) => {
      if (call.url.startsWith('/api/compliance/badges'))
        return jsonResponse({
          message: 'OK',
          data: [
            { entityId: 1, state: 'expired', count: 2, item: 'trailerPlate', label: plate },
            { entityId: 2, state: 'expiring', count: 1, item: 'trailerPlate', label: plate },
            { entityId: 4, state: 'expired', count: 1, item: 'trailerInspection', label: inspection },
            { entityId: 5, state: 'expiring', count: 3, item: 'trailerInspection', label: inspection },
            { entityId: 6, state: 'expired', count: 1, item: 'maintenance:oil_change', label: 'Oil change' },
          ],
        });
      if (call.url.startsWith('/api/trailer/findBySize'))
        return jsonResponse({
          message: 'OK',
          data: {
            items: [1, 2, 3, 4, 5, 6].map((id) => trailer(id, `TR-${id}`)),
            meta: { page: 1, take: 10, itemCount: 6, pageCount: 1 },
          },
        });
      if (call.url.startsWith('/api/trailer/countTrailers'))
        return jsonResponse({
          message: 'OK',
          data: { totalTrailers: 6, activeTrailers: 6, InactiveTrailers: 0 },
        });
      return jsonResponse({ message: 'OK', data: [] });
    });
    renderApp('/fletx/trailers');
    const row = async (number: string) =>
      within((await screen.findByText(number)).closest('tr') as HTMLElement);
    await waitFor(async () => expect((await row('TR-1')).getByText('Expired')).toBeInTheDocument());
    expect((await row('TR-1')).getByLabelText(`Compliance: ${plate} expired and 1 more item`)).toBeVisible();
    expect((await row('TR-2')).getByText('Expiring')).toBeInTheDocument();
    expect((await row('TR-3')).queryByLabelText(/^Compliance/)).not.toBeInTheDocument();
    expect((await row('TR-4')).getByText('Overdue')).toBeInTheDocument();
    expect((await row('TR-4')).queryByText(/Expir/)).not.toBeInTheDocument();
    expect(
      (await row('TR-5')).getByLabelText(`Compliance: ${inspection} due soon and 2 more items`),
    ).toHaveTextContent('Due soon');
    expect((await row('TR-6')).getByText('Overdue')).toBeInTheDocument();
  });
});
