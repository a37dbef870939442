import type { AuditEntry } from '@fletx/contract/audit';
import { csvColumns, csvDateTime } from '../../lib/csv';

const shown = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** The columns of the audit trail's `format=csv` (docs/product.md "Export"); changes as "field: before → after". */
export const AUDIT_CSV_COLUMNS = csvColumns<AuditEntry>({
  When: (e) => csvDateTime(e.at),
  Who: 'actorName',
  'Record type': 'entityType',
  'Record id': 'entityId',
  Action: 'action',
  Summary: 'summary',
  Changes: (e) => e.changes.map((c) => `${c.field}: ${shown(c.before)} → ${shown(c.after)}`).join('; '),
});
