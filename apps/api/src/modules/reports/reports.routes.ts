import {
  cancellationDecisionBody,
  driverReportBody,
  type ReportListQuery,
  reportCommentBody,
  reportCountsResponse,
  reportIdParams,
  reportListQuery,
  reportListResponse,
  reportMessages,
  reportResponse,
  reportsResponse,
} from '@fletx/contract/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageRequest } from '../../lib/paging';
import { listRoute } from '../../lib/route-kinds';
import { created, createdOr, driverRoute, ok, okOr, routeOptions } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import { REPORT_CSV_COLUMNS } from './reports.csv';
import type { ReportsService } from './reports.service';

const route = routeOptions({ tags: ['reports'], access: 'operate' });
type Opts = { reports: ReportsService };

/** POST /api/driver/loads/{id}/reports — a driver's alert or cancellation request on their own load. */
export const driverReportRoutes: FastifyPluginAsyncZod<Opts> = async (app, { reports }) => {
  app.post(
    '/:id/reports',
    driverRoute({
      summary:
        'Send an alert (kind breakdown | accident | weather | delay | other, text, optional lat/lon) or a ' +
        'cancellation request (the load goes to 15) about the driver’s own load',
      params: reportIdParams,
      body: driverReportBody,
      response: createdOr(reportResponse, 400, 404, 409),
    }),
    async (request, reply) => {
      const data = await reports.create(request.params.id, request.body, principalOf(request));
      return created(reply, reportMessages.created, data);
    },
  );
};

/** /api/loadbook/loadbookreport… (docs/product.md "Reports list"). */
export const loadbookReportRoutes: FastifyPluginAsyncZod<Opts> = async (app, { reports }) => {
  const filterOf = ({ search, type, status, date }: ReportListQuery) => ({ search, type, status, date });
  listRoute(app, route, '/', {
    summary: 'A page of reports, newest first',
    description:
      '`page` is 0-based (the client sends page-1); `take` 10 by default, at most 100. Filters: `search` ' +
      '(load number or driver name), `type` 1 Alert | 2 Cancellation request, `status` 1 Pending | ' +
      "2 In progress | 3 Resolved, `date` (yyyy-MM-dd, a day of creation in the carrier's time zone).",
    querystring: reportListQuery,
    response: reportListResponse,
    csv: { name: 'reports', columns: REPORT_CSV_COLUMNS, rows: (query) => reports.csvRows(filterOf(query)) },
    list: async (query) => {
      const { page = 0, take, limit } = query;
      // 0-based on this route: the client's page p is the page p + 1 of every other list.
      const result = await reports.list(filterOf(query), pageRequest({ page: page + 1, take, limit }));
      const extraData = { total: result.page.itemCount, page, take: result.page.take };
      return { info: result.info, extraData };
    },
  });

  app.get(
    '/countAlerts',
    route({
      summary: 'How many reports there are: total, alerts, cancellation requests',
      response: okOr(reportCountsResponse),
    }),
    async () => ok(await reports.counts()),
  );

  app.get(
    '/findById/:id',
    route({
      summary: 'A report with its comments',
      params: reportIdParams,
      response: okOr(reportResponse, 400, 404),
    }),
    async (request) => ok(await reports.get(request.params.id)),
  );

  app.get(
    '/findByLoadbookId/:id',
    route({
      summary: 'The reports of a load, newest first',
      params: reportIdParams,
      response: okOr(reportsResponse, 400),
    }),
    async (request) => ok(await reports.byLoad(request.params.id)),
  );

  app.post(
    '/:id/comments',
    route({
      summary: 'Comment on a report; `status` moves it forward (Pending → In progress → Resolved, 409 back)',
      params: reportIdParams,
      body: reportCommentBody,
      response: okOr(reportResponse, 400, 404, 409),
    }),
    async (request) => ({
      message: reportMessages.commented,
      data: await reports.comment(
        request.params.id,
        request.body.comment,
        request.body.status,
        principalOf(request),
      ),
    }),
  );

  for (const [path, accept] of [
    ['/:id/accept-cancellation', true],
    ['/:id/reject-cancellation', false],
  ] as const) {
    app.post(
      path,
      route({
        summary: accept
          ? 'Accept a cancellation request: the load is cancelled (1), the report resolved'
          : 'Reject a cancellation request: the load goes back to its status before, the report resolved',
        params: reportIdParams,
        body: cancellationDecisionBody,
        response: okOr(reportResponse, 400, 404, 409),
      }),
      async (request) => ({
        message: accept ? reportMessages.accepted : reportMessages.rejected,
        data: await reports.decide(request.params.id, accept, request.body.comment, principalOf(request)),
      }),
    );
  }
};
