import {
  approveBody,
  deliveryDetailResponse,
  deliveryIdParams,
  deliveryListQuery,
  deliveryListResponse,
  deliveryMessages,
  osdBody,
  osdIdParams,
} from '@fletx/contract/delivery-approval';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageRequest } from '../../lib/paging';
import { withVersion } from '../../lib/record-version';
import { listRoute, pagedData } from '../../lib/route-kinds';
import { created, createdOr, ok, okOr, routeOptions } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import { DELIVERY_CSV_COLUMNS } from './delivery-approval.csv';
import type { DeliveryApprovalService } from './delivery-approval.service';

const route = routeOptions({ tags: ['delivery approval'], access: 'operate' });

type Opts = { delivery: DeliveryApprovalService };

/** /api/delivery-approval: ended loads awaiting approval, OS&D, statement, approve. */
export const deliveryApprovalRoutes: FastifyPluginAsyncZod<Opts> = async (app, { delivery }) => {
  listRoute(app, route, '/', {
    summary: 'A page of ended loads (11) awaiting delivery approval; `search` matches load number or city',
    querystring: deliveryListQuery,
    response: deliveryListResponse,
    csv: {
      name: 'delivery-approval',
      columns: DELIVERY_CSV_COLUMNS,
      rows: (query) => delivery.csvRows(query.search),
    },
    list: async (query) => pagedData(await delivery.list(query.search, pageRequest(query))),
  });
  app.get(
    '/:id',
    route({
      summary: 'Trip, ledger, accessorials, OS&D and the statement (cents) of a load',
      params: deliveryIdParams,
      response: okOr(deliveryDetailResponse, 400, 404, 409),
    }),
    async (request) => ok(await delivery.detail(request.params.id)),
  );
  app.post(
    '/:id/osd',
    route({
      summary: 'Add an over, short or damaged deduction (only while the load is ended, 11)',
      params: deliveryIdParams,
      body: osdBody,
      response: createdOr(deliveryDetailResponse, 400, 404, 409),
    }),
    async (request, reply) =>
      created(
        reply,
        deliveryMessages.osdAdded,
        await delivery.addOsd(request.params.id, request.body, principalOf(request)),
      ),
  );
  app.delete(
    '/:id/osd/:osdId',
    route({
      summary: 'Delete an OS&D entry (only while the load is ended, 11)',
      params: osdIdParams,
      response: okOr(deliveryDetailResponse, 400, 404, 409),
    }),
    async (request) => ({
      message: deliveryMessages.osdDeleted,
      data: await delivery.deleteOsd(request.params.id, request.params.osdId),
    }),
  );
  app.post(
    '/:id/approve',
    route({
      access: 'approveDeliveries',
      summary: 'Approve the delivery: load 11 → 12 and the statement frozen (Carriers and Admin users)',
      params: deliveryIdParams,
      body: approveBody,
      response: okOr(deliveryDetailResponse, 400, 404, 409),
    }),
    async (request, reply) => ({
      message: deliveryMessages.approved,
      data: withVersion(
        reply,
        await delivery.approve(request.params.id, request.body.quickPay, principalOf(request)),
      ),
    }),
  );
};
