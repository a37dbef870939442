import { countResponse, equipmentStateParams, idParams, listQuery } from '@fletx/contract/equipment';
import {
  trailerBody,
  trailerCountsResponse,
  trailerListResponse,
  trailerMessages,
  trailerResponse,
} from '@fletx/contract/trailers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRoute } from '../../lib/route-kinds';
import { createdOr, okOr, routeOptions } from '../../lib/route-options';
import { TRAILER_CSV_COLUMNS } from './trailers.csv';
import type { TrailersService } from './trailers.service';

const route = routeOptions({ tags: ['trailers'], access: 'operate' });

type Opts = { trailers: TrailersService };

/** /api/trailer (docs/product.md "Trailers"). Any back-office user may operate trailers. */
export const trailersRoutes: FastifyPluginAsyncZod<Opts> = async (app, { trailers }) => {
  listRoute(app, route, '/findBySize', {
    summary: 'Trailers, newest first; `search` matches plate, VIN, trailer number or truck plate',
    querystring: listQuery,
    response: trailerListResponse,
    csv: { name: 'trailers', columns: TRAILER_CSV_COLUMNS, rows: (query) => trailers.csvRows(query.search) },
    list: (query) => trailers.list(query),
  });

  app.get(
    '/find/:id',
    route({
      record: { type: 'trailer' },
      summary: 'One trailer',
      params: idParams,
      response: okOr(trailerResponse, 400, 404),
    }),
    async (request) => ({ message: 'OK', data: await trailers.get(request.params.id) }),
  );

  app.get(
    '/countByState/:state',
    route({
      summary: 'How many trailers: 1 created (all), 2 active, 3 inactive',
      params: equipmentStateParams,
      response: okOr(countResponse, 400),
    }),
    async (request) => ({ message: 'OK', data: await trailers.countByState(request.params.state) }),
  );

  app.get(
    '/countTrailers',
    route({
      summary: 'totalTrailers, activeTrailers, InactiveTrailers',
      response: okOr(trailerCountsResponse),
    }),
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
    route({
      summary: "Create a trailer on the truck with plate licenseplate_truck_number ('No found plate')",
      body: trailerBody,
      response: createdOr(trailerResponse, 400, 409),
    }),
    async (request, reply) =>
      reply.code(201).send({ message: trailerMessages.created, data: await trailers.create(request.body) }),
  );

  app.put(
    '/:id',
    route({
      record: { type: 'trailer' },
      summary: 'Update a trailer',
      params: idParams,
      body: trailerBody,
      response: okOr(trailerResponse, 400, 404, 409, 412),
    }),
    async (request) => ({
      message: trailerMessages.updated,
      data: await trailers.update(request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    route({
      record: { type: 'trailer' },
      summary: 'Delete a trailer (soft: it stays, shown Inactive)',
      params: idParams,
      response: okOr(trailerResponse, 400, 404, 409, 412),
    }),
    async (request) => ({ message: trailerMessages.deleted, data: await trailers.remove(request.params.id) }),
  );
};
