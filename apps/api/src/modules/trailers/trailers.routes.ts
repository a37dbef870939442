import { countResponse, equipmentStateParams, idParams, listQuery } from '@fletx/contract/equipment';
import { errorResponse } from '@fletx/contract/errors';
import {
  trailerBody,
  trailerCountsResponse,
  trailerListResponse,
  trailerMessages,
  trailerResponse,
} from '@fletx/contract/trailers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TrailersService } from './trailers.service';

const guarded = { 401: errorResponse, 403: errorResponse };
const tags = ['trailers'];

/** /api/trailer (spec loads §7 Trailers). Any back-office user may operate trailers. */
export const trailersRoutes: FastifyPluginAsyncZod<{ trailers: TrailersService }> = async (
  app,
  { trailers },
) => {
  app.get(
    '/findBySize',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'Trailers, newest first; `search` matches plate, VIN, trailer number or truck plate',
        querystring: listQuery,
        response: { 200: trailerListResponse, 400: errorResponse, ...guarded },
      },
    },
    async (request) => ({ message: 'OK', data: await trailers.list(request.query) }),
  );

  app.get(
    '/find/:id',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'One trailer',
        params: idParams,
        response: { 200: trailerResponse, 400: errorResponse, ...guarded, 404: errorResponse },
      },
    },
    async (request) => ({ message: 'OK', data: await trailers.get(request.params.id) }),
  );

  app.get(
    '/countByState/:state',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'How many trailers: 1 created (all), 2 active, 3 inactive',
        params: equipmentStateParams,
        response: { 200: countResponse, 400: errorResponse, ...guarded },
      },
    },
    async (request) => ({ message: 'OK', data: await trailers.countByState(request.params.state) }),
  );

  app.get(
    '/countTrailers',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'totalTrailers, activeTrailers, InactiveTrailers',
        response: { 200: trailerCountsResponse, ...guarded },
      },
    },
    async () => {
      const { total, active, inactive } = await trailers.counts();
      return {
        message: 'OK',
        data: { totalTrailers: total, activeTrailers: active, InactiveTrailers: inactive },
      };
    },
  );

  app.post(
    '/',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: "Create a trailer on the truck with plate licenseplate_truck_number ('No found plate')",
        body: trailerBody,
        response: { 201: trailerResponse, 400: errorResponse, ...guarded, 409: errorResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ message: trailerMessages.created, data: await trailers.create(request.body) }),
  );

  app.put(
    '/:id',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'Update a trailer',
        params: idParams,
        body: trailerBody,
        response: {
          200: trailerResponse,
          400: errorResponse,
          ...guarded,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => ({
      message: trailerMessages.updated,
      data: await trailers.update(request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'Delete a trailer (soft: it stays, shown Inactive)',
        params: idParams,
        response: {
          200: trailerResponse,
          400: errorResponse,
          ...guarded,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => ({ message: trailerMessages.deleted, data: await trailers.remove(request.params.id) }),
  );
};
