import type { Booking } from '@fletx/contract/bookings';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyPage, jsonResponse, renderApp, storeSession, stubFetch } from '../../../../test/test-utils';
import { versionedRecord } from '../../../../test/versioned-record';

const BOOKING_ID = 12;

/** A booking as the API sends it (packages/contract/src/bookings.ts): BK-12, Dallas, TX to Atlanta, GA. */
const active: Booking = {
  id: BOOKING_ID,
  idNumber: 'BK-12',
  loadBrokerId: 3,
  companyName: 'CH Robinson',
  distance: 781,
  openTimePickup: '2026-11-25T08:00:00.000Z',
  closeTimePickup: '2026-11-25T12:00:00.000Z',
  datePickup: '2026-11-25',
  nameLocationPickup: 'Walmart DC 6094',
  postalCodePickup: '75261',
  countryCodePickup: 'USA',
  stateCodePickup: 'TX',
  cityPickup: 'Dallas',
  lngPickup: null,
  latPickup: null,
  phonePickup: '2145550100',
  openTimeDelivery: null,
  closeTimeDelivery: null,
  dateDelivery: null,
  nameLocationDelivery: null,
  postalCodeDelivery: '30336',
  countryCodeDelivery: 'USA',
  stateCodeDelivery: 'GA',
  cityDelivery: 'Atlanta',
  lngDelivery: null,
  latDelivery: null,
  phoneDelivery: null,
  productName: 'Canned goods',
  freightCompany: 2450.5,
  loadWeight: 42000,
  instruction: 'Call 30 minutes ahead',
  trailerType: 1,
  trailerTypeName: 'Dry Van',
  lenght: '53 ft',
  loadType: 'FTL',
  statusId: 1,
  statusName: 'Active',
  loadId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const converted: Booking = { ...active, statusId: 2, statusName: 'Converted', loadId: 41 };

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
    expect(screen.queryByText(/It is closed/)).not.toBeInTheDocument();
  });
});
