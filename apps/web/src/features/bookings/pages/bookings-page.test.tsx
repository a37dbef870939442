import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { activeBooking, convertedBooking } from '../../../../test/sample-booking';
import { jsonResponse, renderApp, storeSession, stubFetch, tableShowing } from '../../../../test/test-utils';

beforeEach(() => {
  storeSession();
});

describe('Bookings: a converted booking is viewed, not edited (docs/product.md "Bookings")', () => {
  it('offers Edit on an active row and View on a converted one, both opening the booking', async () => {
    const active = { ...activeBooking, id: 12, idNumber: 'BK-12' };
    const converted = { ...convertedBooking, id: 13, idNumber: 'BK-13' };
    stubFetch((call) => {
      if (call.url.startsWith('/api/bookings/findForBookings'))
        return jsonResponse({
          message: 'OK',
          data: { info: [active, converted], extraData: { total: 2, page: 1, take: 10 } },
        });
      return jsonResponse({ message: 'OK', data: [] });
    });
    renderApp('/fletx/bookings');

    const table = await tableShowing('Bookings', 'BK-13');
    const activeRow = within(table).getByText('BK-12').closest('tr') as HTMLElement;
    const convertedRow = within(table).getByText('BK-13').closest('tr') as HTMLElement;

    expect(within(activeRow).getByRole('link', { name: 'Edit booking BK-12' })).toHaveAttribute(
      'href',
      '/fletx/edit-booking?id=12',
    );
    expect(within(activeRow).queryByRole('link', { name: /View booking/ })).not.toBeInTheDocument();

    expect(within(convertedRow).getByRole('link', { name: 'View booking BK-13' })).toHaveAttribute(
      'href',
      '/fletx/edit-booking?id=13',
    );
    expect(within(convertedRow).queryByRole('link', { name: /Edit booking/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Turn booking .* into a load/ })).toHaveLength(1);
  });
});

describe('Bookings by pickup date', () => {
  it('lists none for a range that ends before it starts, and says why under the field', async () => {
    stubFetch((call) =>
      call.url.startsWith('/api/bookings/')
        ? jsonResponse({
            message: 'OK',
            data: {
              info: [{ ...activeBooking, id: 12, idNumber: 'BK-12' }],
              extraData: { total: 1, page: 1, take: 10 },
            },
          })
        : jsonResponse({ message: 'OK', data: [] }),
    );
    renderApp('/fletx/bookings?initialDate=2026-12-06&finalDate=2026-12-01');
    expect(await screen.findByText('The initial date must not be after the final date')).toBeInTheDocument();
    expect(await screen.findByText('No bookings in these dates.')).toBeInTheDocument();
    expect(screen.getByText('Put the dates in order, or clear them.')).toBeInTheDocument();
    expect(screen.queryByText('BK-12')).not.toBeInTheDocument();
  });
});
