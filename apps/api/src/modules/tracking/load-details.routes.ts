import { errorResponse } from '@fletx/contract/errors';
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
import type { TrackingService } from './tracking.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** /api/load-details/* (spec loads §7 "Load details"): what the hours-of-service and route-map tabs read. */
export const loadDetailsRoutes: FastifyPluginAsyncZod<{ tracking: TrackingService }> = async (
  app,
  { tracking },
) => {
  const config = { access: 'operate' } as const;
  const tags = ['load details'];

  app.get(
    '/hours-of-service/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Hours of service of the load’s driver from the accept (4) to the load’s end (or now): cards, ' +
          'per-day changes and the status history',
        params: loadIdParams,
        response: { 200: hoursOfServiceResponse, ...errors },
      },
    },
    async (request) => ({ message: 'OK', data: await tracking.hoursOfService(request.params.id) }),
  );

  app.get(
    '/total-hours/:id',
    {
      config,
      schema: {
        tags,
        summary: 'The hours-of-service cards only (total HOS, rest, sleeper berth, unloading time)',
        params: loadIdParams,
        response: { 200: totalHoursResponse, ...errors },
      },
    },
    async (request) => {
      const { total_hos, rest_time, sleeper_berth, unloading_time } = await tracking.hoursOfService(
        request.params.id,
      );
      return { message: 'OK', data: { total_hos, rest_time, sleeper_berth, unloading_time } };
    },
  );

  app.get(
    '/route-map/location/:id',
    {
      config,
      schema: {
        tags,
        summary: 'The load’s track (oldest first), last position, and pickup/delivery markers',
        params: loadIdParams,
        response: { 200: routeMapResponse, ...errors },
      },
    },
    async (request) => ({ message: 'OK', data: await tracking.routeMap(request.params.id) }),
  );

  app.get(
    '/load-status/:id',
    {
      config,
      schema: {
        tags,
        summary: 'The load’s status history, oldest first (No., Status, Comments, Time and Date)',
        params: loadIdParams,
        response: { 200: loadStatusResponse, ...errors },
      },
    },
    async (request) => ({ message: 'OK', data: await tracking.statusHistory(request.params.id) }),
  );

  app.get(
    '/general-info/:id',
    {
      config,
      schema: {
        tags,
        summary: 'The load with its last position and the driver’s current duty status',
        params: loadIdParams,
        response: { 200: generalInfoResponse, ...errors },
      },
    },
    async (request) => ({ message: 'OK', data: await tracking.generalInfo(request.params.id) }),
  );

  app.get(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A short summary of the load’s live data (status, pings, last position, total HOS)',
        params: loadIdParams,
        response: { 200: loadSummaryResponse, ...errors },
      },
    },
    async (request) => ({ message: 'OK', data: await tracking.summary(request.params.id) }),
  );
};
