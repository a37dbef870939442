import type { TrailerRecord } from '@fletx/contract/trailers';
import { csvColumns, csvDate } from '../../lib/csv';
import { plateCsvCells } from '../../lib/equipment-routes';

/** The columns of the trailers list's `format=csv` (docs/product.md "Export"). */
export const TRAILER_CSV_COLUMNS = csvColumns<TrailerRecord>({
  'Trailer number': 'trailer_number',
  ...plateCsvCells,
  VIN: 'vin',
  Type: 'type_name',
  Size: (t) => t.size_other ?? t.size_name,
  Year: 'year',
  'Truck plate': 'licenseplate_truck_number',
  'Annual inspection': (t) => csvDate(t.annual_inspection_date),
  Status: 'status',
});
