import type { Load } from '@fletx/contract/loads';
import { type CsvColumn, csvDateTime, csvMoney } from '../../lib/csv';

/** The columns of a loads list's `format=csv` (docs/product.md "Export"): the table's, plus the ids. */
export const LOAD_CSV_COLUMNS: ReadonlyArray<CsvColumn<Load>> = [
  { header: 'Id', value: (l) => l.id },
  { header: 'Load number', value: (l) => l.id_number },
  { header: 'Status', value: (l) => l.status_name },
  { header: 'Pickup date', value: (l) => csvDateTime(l.open_time_pickup) },
  { header: 'Delivery date', value: (l) => csvDateTime(l.open_time_delivery) },
  { header: 'Origin', value: (l) => `${l.city_pickup}, ${l.state_code_pickup} ${l.postalCodePickup}` },
  {
    header: 'Destination',
    value: (l) => `${l.city_delivery}, ${l.state_code_delivery} ${l.postalCodeDelivery}`,
  },
  { header: 'Driver', value: (l) => l.driver_name },
  { header: 'Equipment', value: (l) => l.trailer_type_name },
  { header: 'Company name', value: (l) => l.company_name },
  { header: 'Trip rate', value: (l) => csvMoney(l.freight_company) },
  { header: 'Distance (miles)', value: (l) => l.distance_miles },
  { header: 'Weight', value: (l) => l.load_weight },
  { header: 'Created', value: (l) => csvDateTime(l.created_at) },
];
