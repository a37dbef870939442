import type { TruckListRow } from '@fletx/contract/trucks';
import { csvColumns } from '../../lib/csv';
import { plateCsvCells } from '../../lib/equipment-routes';

/** The columns of the trucks list's `format=csv` (docs/product.md "Export"). */
export const TRUCK_CSV_COLUMNS = csvColumns<TruckListRow>({
  'Unit number': 'unit_number',
  ...plateCsvCells,
  VIN: 'vin_number',
  Make: 'make_name',
  Model: 'model_name',
  Year: 'year',
  Driver: 'user_name',
  Owner: 'owner_name',
  Dispatcher: 'dispatcher_name',
  Status: 'status',
});
