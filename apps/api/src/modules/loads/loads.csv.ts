import type { Load } from '@fletx/contract/loads';
import { csvColumns, csvDateTime, csvMoney } from '../../lib/csv';

/** The columns of a loads list's `format=csv` (docs/product.md "Export"): the table's, plus the ids. */
export const LOAD_CSV_COLUMNS = csvColumns<Load>({
  'Load number': 'id_number',
  Status: 'status_name',
  'Pickup date': (l) => csvDateTime(l.open_time_pickup),
  'Delivery date': (l) => csvDateTime(l.open_time_delivery),
  Origin: (l) => `${l.city_pickup}, ${l.state_code_pickup} ${l.postalCodePickup}`,
  Destination: (l) => `${l.city_delivery}, ${l.state_code_delivery} ${l.postalCodeDelivery}`,
  Driver: 'driver_name',
  Equipment: 'trailer_type_name',
  'Company name': 'company_name',
  'Trip rate': (l) => csvMoney(l.freight_company),
  'Distance (miles)': 'distance_miles',
  Weight: 'load_weight',
  Created: (l) => csvDateTime(l.created_at),
});
