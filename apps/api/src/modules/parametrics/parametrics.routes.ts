import { carModelListResponse, carModelsQuery, parametricListResponse } from '@fletx/contract/parametrics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okOr, routeOptions } from '../../lib/route-options';
import type { ParametricList, ParametricsService } from './parametrics.service';

/** Path → list, spelt as docs/product.md "Parametrics" gives the calls (GET /api/parametrics/*). */
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

const route = routeOptions({ tags: ['parametrics'], access: 'staff' });

type Opts = { parametrics: ParametricsService };

/** /api/parametrics (docs/product.md "Parametrics"). */
export const parametricsRoutes: FastifyPluginAsyncZod<Opts> = async (app, { parametrics }) => {
  for (const { path, list, summary } of LISTS) {
    app.get(path, route({ summary, response: okOr(parametricListResponse) }), async () =>
      ok(await parametrics.list(list)),
    );
  }

  app.get(
    '/carmodels',
    route({
      summary: 'Truck models with their make_id; `makeId` keeps one make',
      querystring: carModelsQuery,
      response: okOr(carModelListResponse, 400),
    }),
    async (request) => {
      return ok(await parametrics.models(request.query.makeId));
    },
  );
};
