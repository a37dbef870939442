import { errorResponse } from '@fletx/contract/errors';
import { carModelListResponse, carModelsQuery, parametricListResponse } from '@fletx/contract/parametrics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ParametricList, ParametricsService } from './parametrics.service';

const guarded = { 401: errorResponse, 403: errorResponse };

/** Path → list, spelt as the spec's calls (GET /api/parametrics/*). */
const LISTS: ReadonlyArray<{ path: string; list: ParametricList; summary: string }> = [
  { path: '/trailertypes', list: 'trailerTypes', summary: 'Trailer types (1 Dry Van … 4 Power Only)' },
  { path: '/trailersize', list: 'trailerSizes', summary: 'Trailer sizes (1 48 ft, 2 53 ft, 3 other)' },
  { path: '/fuels', list: 'fuelTypes', summary: 'Fuel types' },
  {
    path: '/loadbookstatus',
    list: 'loadStatuses',
    summary: 'Load statuses (1 Cancelled … 16 Awaiting confirmation)',
  },
  { path: '/carmakes', list: 'carMakes', summary: 'Truck makes, by name' },
];

/** /api/parametrics (spec fleet §7 and loads §7 "Parametrics"). */
export const parametricsRoutes: FastifyPluginAsyncZod<{ parametrics: ParametricsService }> = async (
  app,
  { parametrics },
) => {
  for (const { path, list, summary } of LISTS) {
    app.get(
      path,
      {
        config: { access: 'staff' },
        schema: { tags: ['parametrics'], summary, response: { 200: parametricListResponse, ...guarded } },
      },
      async () => ({ message: 'OK', data: await parametrics.list(list) }),
    );
  }

  app.get(
    '/carmodels',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['parametrics'],
        summary: 'Truck models with their make_id; `makeId` keeps one make',
        querystring: carModelsQuery,
        response: { 200: carModelListResponse, 400: errorResponse, ...guarded },
      },
    },
    async (request) => {
      return { message: 'OK', data: await parametrics.models(request.query.makeId) };
    },
  );
};
