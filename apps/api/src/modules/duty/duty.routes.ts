import {
  dutyChangeBody,
  dutyEventResponse,
  dutyListQuery,
  dutyListResponse,
  dutyMessages,
} from '@fletx/contract/duty';
import { errorResponse } from '@fletx/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/access';
import type { DutyService } from './duty.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** /api/driver/duty: a driver's duty-status changes (driver token only). */
export const dutyRoutes: FastifyPluginAsyncZod<{ duty: DutyService }> = async (app, { duty }) => {
  app.post(
    '/',
    {
      config: { access: 'driver' },
      schema: {
        tags: ['driver API'],
        summary:
          'Record a duty-status change (driving, on_duty, off_duty, sleeper_berth) at a time and place; ' +
          'late changes are accepted and ordered by `at`',
        body: dutyChangeBody,
        response: { 201: dutyEventResponse, ...errors, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const data = await duty.record(principalOf(request).userId, request.body);
      return reply.code(201).send({ message: dutyMessages.recorded, data });
    },
  );

  app.get(
    '/',
    {
      config: { access: 'driver' },
      schema: {
        tags: ['driver API'],
        summary: 'The driver’s own duty-status changes in a period (default: the last 8 days), oldest first',
        querystring: dutyListQuery,
        response: { 200: dutyListResponse, ...errors },
      },
    },
    async (request) => ({ message: 'OK', data: await duty.list(principalOf(request).userId, request.query) }),
  );
};
