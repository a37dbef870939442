import type { Booking } from '@fletx/contract/bookings';
import { type CsvColumn, csvDate, csvMoney } from '../../lib/csv';

/** The columns of the bookings lists' `format=csv` (docs/product.md "Export"). */
export const BOOKING_CSV_COLUMNS: ReadonlyArray<CsvColumn<Booking>> = [
  { header: 'Id', value: (b) => b.id },
  { header: 'ID number', value: (b) => b.idNumber },
  { header: 'Company name', value: (b) => b.companyName },
  { header: 'Pickup date', value: (b) => csvDate(b.datePickup) },
  { header: 'Origin', value: (b) => `${b.cityPickup}, ${b.stateCodePickup} ${b.postalCodePickup}` },
  { header: 'Delivery date', value: (b) => csvDate(b.dateDelivery) },
  {
    header: 'Destination',
    value: (b) => `${b.cityDelivery}, ${b.stateCodeDelivery} ${b.postalCodeDelivery}`,
  },
  { header: 'Trailer type', value: (b) => b.trailerTypeName },
  { header: 'Trip rate', value: (b) => csvMoney(b.freightCompany) },
  { header: 'Distance (miles)', value: (b) => b.distance },
  { header: 'Status', value: (b) => b.statusName },
];
