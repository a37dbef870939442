import { stopTimesBody, stopTimesParams, stopTimesResponse } from '@fletx/contract/stop-times';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOptions } from '../../lib/route-options';
import { savedRoutes } from '../../lib/saved-routes';
import { principalOf } from '../../plugins/access';
import { LoadStopTimesService } from './load-stop-times.service';

const route = routeOptions({ tags: ['loads'], access: 'operate' });

type Opts = { loadStopTimes: LoadStopTimesService };

/**
 * /api/loads/{id}/stops/{stop}/times: a stop's arrival and departure as the office corrects them
 * (docs/decisions/0067-stop-times-corrected-by-the-office.md). A record with its own version: the GET answers it
 * as `ETag` ("0" before the first save), the PUT reads `If-Match` and answers the new one.
 */
export const loadStopTimesRoutes: FastifyPluginAsyncZod<Opts> = async (app, { loadStopTimes }) => {
  const routes = savedRoutes(app, route, stopTimesParams, stopTimesResponse);
  routes.get('/:id/stops/:stop/times', { summary: 'A stop’s times as the office corrected them' }, (params) =>
    loadStopTimes.read(params.id, params.stop),
  );
  routes.change(
    '/:id/stops/:stop/times',
    {
      summary: 'Set or clear (null) a stop’s arrival and departure from the bill of lading',
      body: stopTimesBody,
      errors: [400, 404, 412],
    },
    LoadStopTimesService.messageOf,
    (request, version) =>
      loadStopTimes.save(request.params.id, request.params.stop, request.body, principalOf(request), version),
  );
};
