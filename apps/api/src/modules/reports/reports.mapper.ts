import {
  REPORT_STATUS_NAMES,
  REPORT_TYPE_NAMES,
  type Report,
  type ReportComment,
  type ReportStatusId,
  type ReportTypeId,
} from '@fletx/contract/reports';
import type { ReportCommentRow, ReportWithLoad } from './reports.repository';

/** Database rows → the spec's §3 Report or alert names. */
export function toReportWire(row: ReportWithLoad): Report {
  const r = row.report;
  return {
    id: r.id,
    loadbook_id: r.loadId,
    report_type_id: r.reportTypeId,
    report_type_name: REPORT_TYPE_NAMES[r.reportTypeId as ReportTypeId] ?? String(r.reportTypeId),
    created_at: r.createdAt.toISOString(),
    status_report_id: r.statusReportId,
    status_name: REPORT_STATUS_NAMES[r.statusReportId as ReportStatusId] ?? String(r.statusReportId),
    modified_by: r.modifiedByName,
    modified_at: r.modifiedAt ? r.modifiedAt.toISOString() : null,
    kind: r.kind,
    text: r.text,
    lat: r.lat,
    lon: r.lon,
    id_number: row.idNumber,
    loadbook_status_id: row.loadStatusId,
    driver_id: r.driverId,
    driver_name:
      row.driverFirstName === null ? '' : `${row.driverFirstName} ${row.driverLastName ?? ''}`.trim(),
  };
}

export function toCommentWire(row: ReportCommentRow): ReportComment {
  return {
    id: row.id,
    report_id: row.reportId,
    author_id: row.authorId,
    author_name: row.authorName,
    comment: row.comment,
    status_from: row.statusFrom,
    status_to: row.statusTo,
    created_at: row.createdAt.toISOString(),
  };
}
