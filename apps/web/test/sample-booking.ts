import type { Booking } from '@fletx/contract/bookings';

export const BOOKING_ID = 12;

/** A booking as the API sends it (packages/contract/src/bookings.ts): BK-12, Dallas, TX to Atlanta, GA. */
export const activeBooking: Booking = {
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
/** The same booking turned into load #41. */
export const convertedBooking: Booking = {
  ...activeBooking,
  statusId: 2,
  statusName: 'Converted',
  loadId: 41,
};
