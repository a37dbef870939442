import type { Report } from '@fletx/contract/reports';
import { csvColumns, csvDateTime } from '../../lib/csv';

/** The columns of the reports list's `format=csv` (docs/product.md "Export"). */
export const REPORT_CSV_COLUMNS = csvColumns<Report>({
  'Load number': 'id_number',
  Driver: 'driver_name',
  Type: 'report_type_name',
  Status: 'status_name',
  Created: (r) => csvDateTime(r.created_at),
  Text: 'text',
  'Modified by': 'modified_by',
  Modified: (r) => csvDateTime(r.modified_at),
});
