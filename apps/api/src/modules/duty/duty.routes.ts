import {
  dutyChangeBody,
  dutyEventResponse,
  dutyListQuery,
  dutyListResponse,
  dutyMessages,
} from '@fletx/contract/duty';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { created, createdOr, driverRoute, ok, okOr } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import type { DutyService } from './duty.service';

type Opts = { duty: DutyService };

/** /api/driver/duty: a driver's duty-status changes (driver token only). */
export const dutyRoutes: FastifyPluginAsyncZod<Opts> = async (app, { duty }) => {
  app.post(
    '/',
    driverRoute({
      summary:
        'Record a duty-status change (driving, on_duty, off_duty, sleeper_berth) at a time and place; ' +
        'late changes are accepted and ordered by `at`',
      body: dutyChangeBody,
      response: createdOr(dutyEventResponse, 400, 409),
    }),
    async (request, reply) => {
      const data = await duty.record(principalOf(request).userId, request.body);
      return created(reply, dutyMessages.recorded, data);
    },
  );

  app.get(
    '/',
    driverRoute({
      summary: 'The driver’s own duty-status changes in a period (default: the last 8 days), oldest first',
      querystring: dutyListQuery,
      response: okOr(dutyListResponse, 400),
    }),
    async (request) => ok(await duty.list(principalOf(request).userId, request.query)),
  );
};
