import type { AuditEntry } from '@fletx/contract/audit';
import { type CsvColumn, csvDateTime } from '../../lib/csv';

const shown = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** The columns of the audit trail's `format=csv` (docs/product.md "Export"); changes as "field: before → after". */
export const AUDIT_CSV_COLUMNS: ReadonlyArray<CsvColumn<AuditEntry>> = [
  { header: 'Id', value: (e) => e.id },
  { header: 'When', value: (e) => csvDateTime(e.at) },
  { header: 'Who', value: (e) => e.actorName },
  { header: 'Record type', value: (e) => e.entityType },
  { header: 'Record id', value: (e) => e.entityId },
  { header: 'Action', value: (e) => e.action },
  { header: 'Summary', value: (e) => e.summary },
  {
    header: 'Changes',
    value: (e) => e.changes.map((c) => `${c.field}: ${shown(c.before)} → ${shown(c.after)}`).join('; '),
  },
];
