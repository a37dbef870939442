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
import { errorResponse } from '@fletx/contract/errors';
import { toPaging } from '@fletx/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/access';
import type { DeliveryApprovalService } from './delivery-approval.service';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
const tags = ['delivery approval'];

/** /api/delivery-approval: ended loads awaiting approval, OS&D, statement, approve. */
export const deliveryApprovalRoutes: FastifyPluginAsyncZod<{ delivery: DeliveryApprovalService }> = async (
  app,
  { delivery },
) => {
  app.get(
    '/',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary:
          'A page of ended loads (11) awaiting delivery approval; `search` matches load number or city',
        querystring: deliveryListQuery,
        response: { 200: deliveryListResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => {
      const paging = toPaging(request.query);
      const { info, total } = await delivery.list(request.query.search, paging.page, paging.take);
      return { message: 'OK', data: { info, extraData: { total, ...paging } } };
    },
  );
  app.get(
    '/:id',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'Trip, ledger, accessorials, OS&D and the statement (cents) of a load',
        params: deliveryIdParams,
        response: { 200: deliveryDetailResponse, ...errors },
      },
    },
    async (request) => ({ message: 'OK', data: await delivery.detail(request.params.id) }),
  );
  app.post(
    '/:id/osd',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'Add an over, short or damaged deduction (only while the load is ended, 11)',
        params: deliveryIdParams,
        body: osdBody,
        response: { 201: deliveryDetailResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: deliveryMessages.osdAdded,
        data: await delivery.addOsd(request.params.id, request.body, principalOf(request)),
      }),
  );
  app.delete(
    '/:id/osd/:osdId',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'Delete an OS&D entry (only while the load is ended, 11)',
        params: osdIdParams,
        response: { 200: deliveryDetailResponse, ...errors },
      },
    },
    async (request) => ({
      message: deliveryMessages.osdDeleted,
      data: await delivery.deleteOsd(request.params.id, request.params.osdId),
    }),
  );
  app.post(
    '/:id/approve',
    {
      config: { access: 'approveDeliveries' },
      schema: {
        tags,
        summary: 'Approve the delivery: load 11 → 12 and the statement frozen (Carriers and Admin users)',
        params: deliveryIdParams,
        body: approveBody,
        response: { 200: deliveryDetailResponse, ...errors },
      },
    },
    async (request) => ({
      message: deliveryMessages.approved,
      data: await delivery.approve(request.params.id, request.body.quickPay, principalOf(request)),
    }),
  );
};
