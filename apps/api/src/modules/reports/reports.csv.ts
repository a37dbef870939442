import type { Report } from '@fletx/contract/reports';
import { type CsvColumn, csvDateTime } from '../../lib/csv';

/** The columns of the reports list's `format=csv` (docs/product.md "Export"). */
export const REPORT_CSV_COLUMNS: ReadonlyArray<CsvColumn<Report>> = [
  { header: 'Id', value: (r) => r.id },
  { header: 'Load number', value: (r) => r.id_number },
  { header: 'Driver', value: (r) => r.driver_name },
  { header: 'Type', value: (r) => r.report_type_name },
  { header: 'Status', value: (r) => r.status_name },
  { header: 'Created', value: (r) => csvDateTime(r.created_at) },
  { header: 'Text', value: (r) => r.text },
  { header: 'Modified by', value: (r) => r.modified_by },
  { header: 'Modified', value: (r) => csvDateTime(r.modified_at) },
];
