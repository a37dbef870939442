import { searchQuery, searchResponse } from '@fletx/contract/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okOr, routeOptions } from '../../lib/route-options';
import { SearchService, type SearchSources } from './search.service';

const route = routeOptions({ tags: ['search'], access: 'operate' });

/** GET /api/search (docs/product.md "Find anything"): the header's finder. */
export const searchRoutes: FastifyPluginAsyncZod<SearchSources> = async (app, sources) => {
  const search = new SearchService(sources);
  app.get(
    '/',
    route({
      summary:
        'Find a load (number, driver, broker or city), a driver (name or email), a truck or trailer (unit number, plate or VIN) or a broker (name, MC number or city): the first five of each list that search and each list’s total',
      querystring: searchQuery,
      response: okOr(searchResponse, 400),
    }),
    async (request) => ok(await search.find(request.query.q)),
  );
};
