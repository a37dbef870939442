import { loadIdParams } from '@fletx/contract/loads';
import {
  generalInfoResponse,
  hoursOfServiceResponse,
  loadStatusResponse,
  loadSummaryResponse,
  routeMapResponse,
  totalHoursResponse,
} from '@fletx/contract/tracking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok, okOr, routeOptions } from '../../lib/route-options';
import type { TrackingService } from './tracking.service';

const route = routeOptions({ tags: ['load details'], access: 'operate' });

/** Every tab reads one load (`:id`), for staff who operate loads. */
const tab = <T extends z.ZodType>(summary: string, response: T) =>
  route({ summary, params: loadIdParams, response: okOr(response, 400, 404) });

type Opts = { tracking: TrackingService };

/** /api/load-details/* (docs/product.md "Load details"): what the hours-of-service and route-map tabs read. */
export const loadDetailsRoutes: FastifyPluginAsyncZod<Opts> = async (app, { tracking }) => {
  app.get(
    '/hours-of-service/:id',
    tab(
      'Hours of service of the load’s driver from the accept (4) to the load’s end (or now): cards, ' +
        'per-day changes and the status history',
      hoursOfServiceResponse,
    ),
    async (request) => ok(await tracking.hoursOfService(request.params.id)),
  );

  app.get(
    '/total-hours/:id',
    tab(
      'The hours-of-service cards only (total HOS, rest, sleeper berth, unloading time)',
      totalHoursResponse,
    ),
    async (request) => {
      const { total_hos, rest_time, sleeper_berth, unloading_time } = await tracking.hoursOfService(
        request.params.id,
      );
      return ok({ total_hos, rest_time, sleeper_berth, unloading_time });
    },
  );

  app.get(
    '/route-map/location/:id',
    tab('The load’s track (oldest first), last position, and pickup/delivery markers', routeMapResponse),
    async (request) => ok(await tracking.routeMap(request.params.id)),
  );

  app.get(
    '/load-status/:id',
    tab('The load’s status history, oldest first (No., Status, Comments, Time and Date)', loadStatusResponse),
    async (request) => ok(await tracking.statusHistory(request.params.id)),
  );

  app.get(
    '/general-info/:id',
    tab('The load with its last position and the driver’s current duty status', generalInfoResponse),
    async (request) => ok(await tracking.generalInfo(request.params.id)),
  );

  app.get(
    '/:id',
    tab(
      'A short summary of the load’s live data (status, pings, last position, total HOS)',
      loadSummaryResponse,
    ),
    async (request) => ok(await tracking.summary(request.params.id)),
  );
};
