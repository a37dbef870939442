import type { TrailerRecord } from '@fletx/contract/trailers';
import { type CsvColumn, csvDate } from '../../lib/csv';

/** The columns of the trailers list's `format=csv` (docs/product.md "Export"). */
export const TRAILER_CSV_COLUMNS: ReadonlyArray<CsvColumn<TrailerRecord>> = [
  { header: 'Id', value: (t) => t.id },
  { header: 'Trailer number', value: (t) => t.trailer_number },
  { header: 'License plate', value: (t) => t.licenseplate_number },
  { header: 'Plate expiration', value: (t) => csvDate(t.licenseplate_expiration) },
  { header: 'VIN', value: (t) => t.vin },
  { header: 'Type', value: (t) => t.type_name },
  { header: 'Size', value: (t) => t.size_other ?? t.size_name },
  { header: 'Year', value: (t) => t.year },
  { header: 'Truck plate', value: (t) => t.licenseplate_truck_number },
  { header: 'Annual inspection', value: (t) => csvDate(t.annual_inspection_date) },
  { header: 'Status', value: (t) => t.status },
];
