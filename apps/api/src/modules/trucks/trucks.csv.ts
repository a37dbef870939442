import type { TruckListRow } from '@fletx/contract/trucks';
import { type CsvColumn, csvDate } from '../../lib/csv';

/** The columns of the trucks list's `format=csv` (docs/product.md "Export"). */
export const TRUCK_CSV_COLUMNS: ReadonlyArray<CsvColumn<TruckListRow>> = [
  { header: 'Id', value: (t) => t.id },
  { header: 'Unit number', value: (t) => t.unit_number },
  { header: 'License plate', value: (t) => t.licenseplate_number },
  { header: 'Plate expiration', value: (t) => csvDate(t.licenseplate_expiration) },
  { header: 'VIN', value: (t) => t.vin_number },
  { header: 'Make', value: (t) => t.make_name },
  { header: 'Model', value: (t) => t.model_name },
  { header: 'Year', value: (t) => t.year },
  { header: 'Driver', value: (t) => t.user_name },
  { header: 'Owner', value: (t) => t.owner_name },
  { header: 'Dispatcher', value: (t) => t.dispatcher_name },
  { header: 'Status', value: (t) => t.status },
];
