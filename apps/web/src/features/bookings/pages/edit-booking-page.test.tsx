import type { Booking } from '@fletx/contract/bookings';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  activeBooking as active,
  BOOKING_ID,
  convertedBooking as converted,
} from '../../../../test/sample-booking';
import { emptyPage, jsonResponse, renderApp, storeSession, stubFetch } from '../../../../test/test-utils';
import { versionedRecord } from '../../../../test/versioned-record';

/** The server: the booking at version 3, an empty history, empty lists for the form's choices. */
function stubServer(booking: Booking) {
  const record = versionedRecord({ data: booking, version: 3, stale: 'Changed meanwhile.' });
  return stubFetch((call) => {
    if (call.url === `/api/bookings/find/${BOOKING_ID}`) return record.read();
    if (call.url.startsWith('/api/audit')) return jsonResponse({ message: 'OK', data: emptyPage });
    return jsonResponse({ message: 'OK', data: [] });
  });
}

beforeEach(() => {
  storeSession();
});

describe('Edit booking: a converted booking is closed (docs/product.md "Booking form")', () => {
  it('shows a converted booking read-only, with no Save and a link to its load', async () => {
    const server = stubServer(converted);
    renderApp(`/fletx/edit-booking?id=${BOOKING_ID}`);

    expect(await screen.findByRole('heading', { name: 'Booking BK-12' })).toBeInTheDocument();
    // The page's title says what it is: no longer an edit.
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking — load #41' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Edit booking' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'load #41' })).toHaveAttribute(
      'href',
      '/fletx/load-details/general-info?id=41',
    );
    expect(screen.getByText(/It is closed: change the load instead/)).toBeInTheDocument();
    expect(screen.getByText('CH Robinson')).toBeInTheDocument();
    expect(screen.getByText('Walmart DC 6094 · Dallas, TX 75261 · Phone 2145550100')).toBeInTheDocument();
    expect(screen.getByText('$2,450.50')).toBeInTheDocument();
    expect(screen.getByText('Call 30 minutes ahead')).toBeInTheDocument();
    // Nothing to fill or save.
    expect(screen.queryByRole('form', { name: 'Booking form' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Update booking|Save/ })).not.toBeInTheDocument();
    expect(server.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('keeps the form with Update booking while the booking is active', async () => {
    stubServer(active);
    renderApp(`/fletx/edit-booking?id=${BOOKING_ID}`);

    expect(await screen.findByRole('form', { name: 'Booking form' })).toBeInTheDocument();
    expect(screen.getByLabelText(/ID number/)).toHaveValue('BK-12');
    expect(screen.getByRole('button', { name: 'Update booking' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit booking' })).toBeInTheDocument();
    expect(screen.queryByText(/It is closed/)).not.toBeInTheDocument();
  });
});
