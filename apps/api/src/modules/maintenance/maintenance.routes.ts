import {
  maintenanceMessages,
  odometerBody,
  odometerListQuery,
  odometerListResponse,
  odometerResponse,
  scheduleBody,
  scheduleIdParams,
  scheduleListQuery,
  scheduleListResponse,
  scheduleResponse,
  templateListResponse,
} from '@fletx/contract/maintenance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { created, createdOr, ok, okOr, routeOptions } from '../../lib/route-options';
import { savedRoutes } from '../../lib/saved-routes';
import { principalOf } from '../../plugins/access';
import type { MaintenanceService } from './maintenance.service';

/** Like the trucks and trailers: any back-office user who operates equipment; drivers never. */
const route = routeOptions({ tags: ['maintenance'], access: 'operate' });

type Opts = { maintenance: MaintenanceService };

/** /api/maintenance (docs/product.md "Maintenance"). */
export const maintenanceRoutes: FastifyPluginAsyncZod<Opts> = async (app, { maintenance }) => {
  app.get(
    '/templates',
    route({ summary: 'The usual tasks and their intervals', response: okOr(templateListResponse) }),
    async () => ok([...maintenance.templates()]),
  );

  app.get(
    '/schedules',
    route({
      summary: 'Schedules, newest first, each with its state today from the unit’s latest odometer',
      querystring: scheduleListQuery,
      response: okOr(scheduleListResponse, 400),
    }),
    async (request) => ok(await maintenance.list(request.query)),
  );

  const schedules = savedRoutes(app, route, scheduleIdParams, scheduleResponse);
  schedules.create(
    '/schedules',
    { summary: 'Schedule a task on a truck or trailer, every N miles and/or N days', body: scheduleBody },
    maintenanceMessages.created,
    (request) => maintenance.create(request.body),
  );

  schedules.change(
    '/schedules/:id',
    {
      summary: 'Change a schedule (If-Match: the version it expects; 412 when it moved on)',
      body: scheduleBody,
      errors: [400, 404, 412],
    },
    maintenanceMessages.updated,
    (request, version) => maintenance.update(request.params.id, request.body, version),
  );

  schedules.remove(
    '/schedules/:id',
    { summary: 'Delete a schedule (If-Match honoured)' },
    maintenanceMessages.deleted,
    async ({ id }, version) => (await maintenance.remove(id, version)).data,
  );

  app.get(
    '/odometer',
    route({
      summary: 'A unit’s odometer readings, latest first',
      querystring: odometerListQuery,
      response: okOr(odometerListResponse, 400),
    }),
    async (request) => ok(await maintenance.readings(request.query)),
  );

  app.post(
    '/odometer',
    route({
      summary: 'Record an odometer reading; lower than the latest only as a reset with a reason (409)',
      body: odometerBody,
      response: createdOr(odometerResponse, 400, 409),
    }),
    async (request, reply) => {
      const reading = await maintenance.record(request.body, principalOf(request).userId);
      const message = reading.resetReason ? maintenanceMessages.recordedReset : maintenanceMessages.recorded;
      return created(reply, message, reading);
    },
  );
};
