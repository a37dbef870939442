import type { UserWire } from '@fletx/contract/users';
import { csvColumns, csvDate } from '../../lib/csv';

/** The columns of the users list's `format=csv` (docs/product.md "Export"). */
export const USER_CSV_COLUMNS = csvColumns<UserWire>({
  'First name': 'first_name',
  'Last name': 'last_name',
  Email: 'email',
  Phone: 'phone',
  Role: 'role',
  'Assigned drivers': (u) => u.assignedDrivers.map((d) => d.name).join('; '),
  Created: (u) => csvDate(u.createdAt),
});
