import { z } from 'zod';
import { ALERT_KINDS, type AlertKind } from './driver-values';
import { instant } from './duty';
import { envelope } from './errors';
import { labelsOf, nameAsLabel } from './labels';
import { MAX_TAKE, pagedEnvelope, searchText } from './paging';
import { digitsText } from './validation';
import { idAndName, wholeNumbers } from './wire';

/**
 * Reports and alerts (docs/product.md "Reports and alerts"). A driver
 * posts them through the driver API; staff comment on them and move their status forward only.
 */
export const REPORT_TYPE = { alert: 1, cancellation: 2 } as const;
export type ReportTypeId = (typeof REPORT_TYPE)[keyof typeof REPORT_TYPE];
export const REPORT_TYPE_NAMES: Readonly<Record<ReportTypeId, string>> = {
  1: 'Alert',
  2: 'Cancellation request',
};

export const REPORT_STATUS = { pending: 1, inProgress: 2, resolved: 3 } as const;
export type ReportStatusId = (typeof REPORT_STATUS)[keyof typeof REPORT_STATUS];
export const REPORT_STATUS_NAMES: Readonly<Record<ReportStatusId, string>> = {
  1: 'Pending',
  2: 'In progress',
  3: 'Resolved',
};

export { ALERT_KINDS, type AlertKind };
/** Breakdown, Accident, Weather, Delay, Other. */
export const ALERT_KIND_NAMES: Readonly<Record<AlertKind, string>> = labelsOf(ALERT_KINDS, nameAsLabel);

export const reportMessages = {
  created: 'The report has been sent.',
  notFound: 'Report not found',
  notYourLoad: 'This load is not assigned to you.',
  commented: 'The comment has been added.',
  backwards: (from: string, to: string) => `A report cannot go back from ${from} to ${to}.`,
  notCancellation: 'This report is not a cancellation request.',
  alreadyResolved: 'This report is already resolved.',
  useCancellationActions: 'Accept or reject the cancellation request to resolve it.',
  accepted: 'The cancellation request has been accepted; the load is cancelled.',
  rejected: 'The cancellation request has been rejected; the load goes on.',
  alertTitle: (loadNumber: string) => `New alert on load ${loadNumber}`,
  cancellationTitle: (loadNumber: string) => `Cancellation requested on load ${loadNumber}`,
} as const;

const coordinate = (min: number, max: number) => z.number().min(min).max(max);

/** POST /api/driver/loads/{id}/reports */
export const driverReportBody = z
  .object({
    type: z.enum(['alert', 'cancellation']),
    text: z.string().trim().min(1, 'Write what happened').max(2000),
    kind: z.enum(ALERT_KINDS).optional(),
    lat: coordinate(-90, 90).optional(),
    lon: coordinate(-180, 180).optional(),
    /** When it happened (an offline phone sends it later); the server's clock when left out. */
    at: instant('The time must be an ISO 8601 date and time in UTC, like 2026-03-01T14:30:00Z').optional(),
  })
  .refine((b) => (b.lat === undefined) === (b.lon === undefined), {
    message: 'Send both lat and lon, or neither',
    path: ['lat'],
  });
export type DriverReportBody = z.infer<typeof driverReportBody>;

export const reportComment = z.object({
  id: z.number().int(),
  report_id: z.number().int(),
  author_id: z.number().int().nullable(),
  author_name: z.string(),
  comment: z.string(),
  status_from: z.number().int().nullable(),
  status_to: z.number().int().nullable(),
  created_at: z.iso.datetime(),
});
export type ReportComment = z.infer<typeof reportComment>;

/** A report or alert (docs/product.md "Reports and alerts"), plus what the screens show. */
export const report = z.object({
  id: z.number().int(),
  loadbook_id: z.number().int(),
  ...idAndName('report_type'),
  created_at: z.iso.datetime(),
  status_report_id: z.number().int(),
  status_name: z.string(),
  modified_by: z.string().nullable(),
  modified_at: z.iso.datetime().nullable(),
  kind: z.enum(ALERT_KINDS).nullable(),
  text: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  id_number: z.string(),
  loadbook_status_id: z.number().int(),
  driver_id: z.number().int().nullable(),
  driver_name: z.string(),
});
export type Report = z.infer<typeof report>;

export const reportDetail = report.extend({ comments: z.array(reportComment) });
export type ReportDetail = z.infer<typeof reportDetail>;

const wholeText = (name: string, min: number, max: number) =>
  digitsText(9, `${name} must be a whole number`).pipe(z.number().int().min(min).max(max));

/**
 * GET /api/loadbook/loadbookreport/ — clients send `page` as page-1 (docs/product.md "Reports list"), so here
 * `page` is 0-based (0 = the first page). `date` is a day (yyyy-MM-dd) of creation in the carrier's time zone.
 */
export const reportListQuery = z.object({
  page: wholeText('page', 0, 1_000_000).optional(),
  take: wholeText('take', 1, MAX_TAKE).optional(),
  limit: wholeText('limit', 1, MAX_TAKE).optional(),
  search: searchText,
  type: wholeText('type', 1, 2).optional(),
  status: wholeText('status', 1, 3).optional(),
  date: z.iso.date().optional(),
});
export type ReportListQuery = z.infer<typeof reportListQuery>;

export const reportListResponse = pagedEnvelope(report);
export type ReportListResponse = z.infer<typeof reportListResponse>;

export const reportResponse = envelope(reportDetail);
export const reportsResponse = envelope(z.array(report));
export type ReportsResponse = z.infer<typeof reportsResponse>;

export const reportCounts = wholeNumbers('total', 'alerts', 'cancellationRequests');
export type ReportCounts = z.infer<typeof reportCounts>;
export const reportCountsResponse = envelope(reportCounts);

export const reportIdParams = z.object({ id: z.coerce.number().int().positive() });

const commentText = z.string().trim().min(1, 'There must be new comments').max(2000);

/** POST /api/loadbook/loadbookreport/{id}/comments — `status` moves the report forward (never back). */
export const reportCommentBody = z.object({
  comment: commentText,
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
});
export type ReportCommentBody = z.infer<typeof reportCommentBody>;

export const cancellationDecisionBody = z.object({ comment: commentText });
export type CancellationDecisionBody = z.infer<typeof cancellationDecisionBody>;
