import {
  paySettlementBody,
  SETTLEMENT_CSV_COLUMNS,
  SETTLEMENT_CSV_MONEY,
  type SettlementItem,
  type SettlementListQuery,
  settlementDetailResponse,
  settlementIdParams,
  settlementListQuery,
  settlementListResponse,
  settlementMessages,
} from '@fletx/contract/settlements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldColumns } from '../../lib/csv';
import { pageRequest } from '../../lib/paging';
import { listRoute, pagedData, pdfRoute } from '../../lib/route-kinds';
import { ok, okOr, routeOptions } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import type { CarrierSettingsService } from '../carrier-settings/carrier-settings.service';
import { expectedSettlement, settlementEtag } from './settlement-etag';
import { settlementPdf } from './settlement-pdf';
import type { SettlementsService } from './settlements.service';

const route = routeOptions({ tags: ['settlements'], access: 'manageSettlements' });

type Opts = { settlements: SettlementsService; carrierSettings: CarrierSettingsService };

/** /api/settlements (docs/product.md "Driver settlements"): Carriers and Admin users only. */
export const settlementsRoutes: FastifyPluginAsyncZod<Opts> = async (
  app,
  { settlements, carrierSettings: settings },
) => {
  const filterOf = ({ driverId, from, to, status }: SettlementListQuery) => ({ driverId, from, to, status });
  listRoute(app, route, '/', {
    summary:
      'Driver settlements, newest period first (periods overlapping from–to, yyyy-MM-dd); the weekly settlements of newly approved deliveries are created first. format=csv: every row as text/csv',
    querystring: settlementListQuery,
    response: settlementListResponse,
    csv: {
      name: 'settlements',
      columns: fieldColumns<SettlementItem>(SETTLEMENT_CSV_COLUMNS, SETTLEMENT_CSV_MONEY),
      rows: (query) => settlements.csvRows(filterOf(query)),
    },
    list: async (query) => pagedData(await settlements.list(filterOf(query), pageRequest(query))),
  });

  app.get(
    '/:id',
    route({
      summary:
        'A settlement with its lines (each approved delivery) and the advances and deductions; ETag: its version and, while unpaid, a digest of its amounts',
      params: settlementIdParams,
      response: okOr(settlementDetailResponse, 400, 404),
    }),
    async (request, reply) => {
      const read = await settlements.read(request.params.id);
      reply.header('etag', settlementEtag(read));
      return ok(read.data);
    },
  );

  pdfRoute(app, route, '/:id/pdf', {
    summary: 'The settlement as a PDF the driver can read',
    params: settlementIdParams,
    pdf: async (params) => {
      const detail = await settlements.detail(params.id);
      const bytes = await settlementPdf(detail, await settings.get());
      return { name: `settlement-${detail.id}-${detail.period_start}`, bytes };
    },
  });

  app.post(
    '/:id/pay',
    route({
      summary:
        'Mark the settlement paid (paidOn yyyy-MM-dd, reference); 409 when it already is (If-Match: the version expected, 412 when it moved on)',
      params: settlementIdParams,
      body: paySettlementBody,
      response: okOr(settlementDetailResponse, 400, 404, 409, 412),
    }),
    async (request, reply) => {
      const expected = expectedSettlement(request.headers['if-match']);
      const paid = await settlements.pay(request.params.id, request.body, principalOf(request), expected);
      reply.header('etag', settlementEtag(paid));
      return { message: settlementMessages.paid, data: paid.data };
    },
  );
};
