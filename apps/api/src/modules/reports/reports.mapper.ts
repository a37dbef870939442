import type { ReportComment } from '@fletx/contract/reports';
import { isoString } from '../../lib/iso-time';
import type { ReportCommentRow } from './reports.repository';

/** A comment row → the wire (docs/product.md "Reports and alerts"). */
export function toCommentWire(row: ReportCommentRow): ReportComment {
  return {
    id: row.id,
    report_id: row.reportId,
    author_id: row.authorId,
    author_name: row.authorName,
    comment: row.comment,
    status_from: row.statusFrom,
    status_to: row.statusTo,
    created_at: isoString(row.createdAt),
  };
}
