import type { Booking } from '@fletx/contract/bookings';
import { csvColumns, csvDate, csvMoney } from '../../lib/csv';

/** The columns of the bookings lists' `format=csv` (docs/product.md "Export"). */
export const BOOKING_CSV_COLUMNS = csvColumns<Booking>({
  'ID number': 'idNumber',
  'Company name': 'companyName',
  'Pickup date': (b) => csvDate(b.datePickup),
  Origin: (b) => `${b.cityPickup}, ${b.stateCodePickup} ${b.postalCodePickup}`,
  'Delivery date': (b) => csvDate(b.dateDelivery),
  Destination: (b) => `${b.cityDelivery}, ${b.stateCodeDelivery} ${b.postalCodeDelivery}`,
  'Trailer type': 'trailerTypeName',
  'Trip rate': (b) => csvMoney(b.freightCompany),
  'Distance (miles)': 'distance',
  Status: 'statusName',
  Load: 'loadId',
});
