import { PAGE_SIZE } from '@fletx/contract/constants';
import { errorResponse } from '@fletx/contract/errors';
import {
  cancellationDecisionBody,
  driverReportBody,
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
import { principalOf } from '../../plugins/access';
import type { ReportsService } from './reports.service';

const guarded = { 401: errorResponse, 403: errorResponse };
const tags = ['reports'];
type Opts = { reports: ReportsService };

/** POST /api/driver/loads/{id}/reports — a driver's alert or cancellation request on their own load. */
export const driverReportRoutes: FastifyPluginAsyncZod<Opts> = async (app, { reports }) => {
  app.post(
    '/:id/reports',
    {
      config: { access: 'driver' },
      schema: {
        tags: ['driver API'],
        summary:
          'Send an alert (kind breakdown | accident | weather | delay | other, text, optional lat/lon) or a ' +
          'cancellation request (the load goes to 15) about the driver’s own load',
        params: reportIdParams,
        body: driverReportBody,
        response: {
          201: reportResponse,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      const data = await reports.create(request.params.id, request.body, principalOf(request));
      return reply.code(201).send({ message: reportMessages.created, data });
    },
  );
};

/** /api/loadbook/loadbookreport… (spec loads §7 Reports and alerts). */
export const loadbookReportRoutes: FastifyPluginAsyncZod<Opts> = async (app, { reports }) => {
  app.get(
    '/',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'A page of reports, newest first',
        description:
          '`page` is 0-based (the client sends page-1); `take` 10 by default, at most 100. Filters: `search` ' +
          '(load number or driver name), `type` 1 Alert | 2 Cancellation request, `status` 1 Pending | ' +
          '2 In progress | 3 Resolved, `date` (yyyy-MM-dd, a UTC day of creation).',
        querystring: reportListQuery,
        response: { 200: reportListResponse, 400: errorResponse, ...guarded },
      },
    },
    async (request) => {
      const { page = 0, take, limit, search, type, status, date } = request.query;
      const size = take ?? limit ?? PAGE_SIZE;
      const { info, total } = await reports.list({ search, type, status, date }, page, size);
      return { message: 'OK', data: { info, extraData: { total, page, take: size } } };
    },
  );

  app.get(
    '/countAlerts',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'How many reports there are: total, alerts, cancellation requests',
        response: { 200: reportCountsResponse, ...guarded },
      },
    },
    async () => ({ message: 'OK', data: await reports.counts() }),
  );

  app.get(
    '/findById/:id',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'A report with its comments',
        params: reportIdParams,
        response: { 200: reportResponse, 400: errorResponse, 404: errorResponse, ...guarded },
      },
    },
    async (request) => ({ message: 'OK', data: await reports.get(request.params.id) }),
  );

  app.get(
    '/findByLoadbookId/:id',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'The reports of a load, newest first',
        params: reportIdParams,
        response: { 200: reportsResponse, 400: errorResponse, ...guarded },
      },
    },
    async (request) => ({ message: 'OK', data: await reports.byLoad(request.params.id) }),
  );

  app.post(
    '/:id/comments',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary:
          'Comment on a report; `status` moves it forward (Pending → In progress → Resolved, 409 back)',
        params: reportIdParams,
        body: reportCommentBody,
        response: {
          200: reportResponse,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          ...guarded,
        },
      },
    },
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
      {
        config: { access: 'operate' },
        schema: {
          tags,
          summary: accept
            ? 'Accept a cancellation request: the load is cancelled (1), the report resolved'
            : 'Reject a cancellation request: the load goes back to its status before, the report resolved',
          params: reportIdParams,
          body: cancellationDecisionBody,
          response: {
            200: reportResponse,
            400: errorResponse,
            404: errorResponse,
            409: errorResponse,
            ...guarded,
          },
        },
      },
      async (request) => ({
        message: accept ? reportMessages.accepted : reportMessages.rejected,
        data: await reports.decide(request.params.id, accept, request.body.comment, principalOf(request)),
      }),
    );
  }
};
