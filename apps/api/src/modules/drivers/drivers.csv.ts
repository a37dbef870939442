import type { DriverRow } from '@fletx/contract/drivers';
import { type CsvColumn, csvDate } from '../../lib/csv';

/** The columns of the drivers list's `format=csv` (docs/product.md "Export"). */
export const DRIVER_CSV_COLUMNS: ReadonlyArray<CsvColumn<DriverRow>> = [
  { header: 'Id', value: (d) => d.id },
  { header: 'Name', value: (d) => d.name },
  { header: 'Email', value: (d) => d.email },
  { header: 'Status', value: (d) => d.status },
  { header: 'Unit number', value: (d) => d.unitNumber },
  { header: 'Tractor VIN', value: (d) => d.tractorVIN },
  { header: 'License plate', value: (d) => d.licensePlate },
  { header: 'Plate expiration', value: (d) => csvDate(d.licensePlateExpiration) },
  { header: 'Lease agreement', value: (d) => csvDate(d.leaseAgreement) },
  { header: 'Power only', value: (d) => (d.powerOnly ? 'Yes' : 'No') },
];
