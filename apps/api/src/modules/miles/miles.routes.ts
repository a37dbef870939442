import {
  mileageGapListQuery,
  mileageGapListResponse,
  milesEstimateQuery,
  milesEstimateResponse,
} from '@fletx/contract/miles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okOr, routeOptions } from '../../lib/route-options';
import type { MilesService } from './miles.service';

const route = routeOptions({ tags: ['miles'], access: 'operate' });

/** /api/miles: what the state miles leave for a person (docs/product.md "Miles and IFTA"). */
export const milesRoutes: FastifyPluginAsyncZod<{ miles: MilesService }> = async (app, { miles }) => {
  app.get(
    '/gaps',
    route({
      summary:
        'Gaps to review, newest first: stretches between consecutive positions of a load more than 50 miles ' +
        'or 2 hours apart, whose miles are not counted in the state miles (`from`/`to`: when the gap starts)',
      querystring: mileageGapListQuery,
      response: okOr(mileageGapListResponse, 400),
    }),
    async (request) => ok(await miles.gaps(request.query)),
  );

  app.get(
    '/estimate',
    route({
      summary:
        'The planned miles between two places as a new load estimates them (straight line × road factor; ' +
        'the ZIP code, else the city and state, places each): null when either cannot be placed',
      querystring: milesEstimateQuery,
      response: okOr(milesEstimateResponse, 400),
    }),
    async (request) => ok({ miles: miles.estimateBetween(request.query) }),
  );
};
