import type { DriverRow } from '@fletx/contract/drivers';
import { csvColumns, csvDate } from '../../lib/csv';

/** The columns of the drivers list's `format=csv` (docs/product.md "Export"). */
export const DRIVER_CSV_COLUMNS = csvColumns<DriverRow>({
  Name: 'name',
  Email: 'email',
  Status: 'status',
  'Unit number': 'unitNumber',
  'Tractor VIN': 'tractorVIN',
  'License plate': 'licensePlate',
  'Plate expiration': (d) => csvDate(d.licensePlateExpiration),
  'Lease agreement': (d) => csvDate(d.leaseAgreement),
  'Power only': (d) => (d.powerOnly ? 'Yes' : 'No'),
});
