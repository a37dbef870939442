import type { UserWire } from '@fletx/contract/users';
import { type CsvColumn, csvDate } from '../../lib/csv';

/** The columns of the users list's `format=csv` (docs/product.md "Export"). */
export const USER_CSV_COLUMNS: ReadonlyArray<CsvColumn<UserWire>> = [
  { header: 'Id', value: (u) => u.id },
  { header: 'First name', value: (u) => u.first_name },
  { header: 'Last name', value: (u) => u.last_name },
  { header: 'Email', value: (u) => u.email },
  { header: 'Phone', value: (u) => u.phone },
  { header: 'Role', value: (u) => u.role },
  { header: 'Assigned drivers', value: (u) => u.assignedDrivers.map((d) => d.name).join('; ') },
  { header: 'Created', value: (u) => csvDate(u.createdAt) },
];
