import {
  brokerIdParams,
  checkCallMessages,
  checkCallsBody,
  checkCallsSettingsResponse,
} from '@fletx/contract/check-calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okOr, routeOptions } from '../../lib/route-options';
import { savedRoutes } from '../../lib/saved-routes';
import type { BrokerCheckCallsService } from './broker-check-calls.service';

const route = routeOptions({ tags: ['brokers'], access: 'operate' });

type Opts = { brokerCheckCalls: BrokerCheckCallsService };

/**
 * /api/brokers/{id}/check-calls (docs/product.md "Tracking links and check calls"): kept on the broker, so both
 * answer the broker's version as `ETag` and the save reads `If-Match` (docs/product.md "Stale edits").
 */
export const brokerCheckCallRoutes: FastifyPluginAsyncZod<Opts> = async (app, { brokerCheckCalls }) => {
  app.get(
    '/brokers/:id/check-calls',
    route({
      summary:
        'The broker’s check calls: which contacts get which events’ mails, and the detention free time',
      record: { type: 'broker' },
      params: brokerIdParams,
      response: okOr(checkCallsSettingsResponse, 400, 404),
    }),
    async (request) => ok(await brokerCheckCalls.settings(request.params.id)),
  );

  savedRoutes(app, route, brokerIdParams, checkCallsSettingsResponse).change(
    '/brokers/:id/check-calls',
    {
      summary: 'Choose the contacts (the broker’s own) and events of the check calls, and the free time',
      body: checkCallsBody,
      errors: [400, 404, 412],
    },
    checkCallMessages.saved,
    (request, version) => brokerCheckCalls.save(request.params.id, request.body, version),
  );
};
