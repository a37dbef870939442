import {
  countByStateResponse,
  createDriverBody,
  driverDetailResponse,
  driverMessages,
  driverRowSchema,
  driverSavedResponse,
  ownersResponse,
  updateDriverBody,
} from '@fletx/contract/drivers';
import { errorResponse } from '@fletx/contract/errors';
import { findDriversQuery, idParams, pagedResponse, wholeNumberText } from '@fletx/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/access';
import type { DriversService } from './drivers.service';

const guarded = { 401: errorResponse, 403: errorResponse };
const tags = ['drivers'];

/** /api/user/infoDriver and /api/user/all/info/drivers (spec fleet §7 Users, Drivers). */
export const driverUserRoutes: FastifyPluginAsyncZod<{ drivers: DriversService }> = async (
  app,
  { drivers },
) => {
  app.post(
    '/infoDriver',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary:
          'Create a driver with their information, insurance file, preferences (status: to be approved)',
        body: createDriverBody,
        response: { 201: driverSavedResponse, 400: errorResponse, ...guarded, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const saved = await drivers.create(request.body, principalOf(request));
      return reply.code(201).send({ message: driverMessages.created, data: saved });
    },
  );

  app.put(
    '/infoDriver/:id',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: "Edit a driver (id: the driver's user id); an empty logbook password keeps the stored one",
        params: idParams,
        body: updateDriverBody,
        response: {
          200: driverSavedResponse,
          400: errorResponse,
          ...guarded,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => ({
      message: driverMessages.updated,
      data: await drivers.update(request.params.id, request.body),
    }),
  );

  app.get(
    '/all/info/drivers',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'Drivers, a page at a time, searched by name or email (case- and accent-insensitive)',
        querystring: findDriversQuery,
        response: { 200: pagedResponse(driverRowSchema), 400: errorResponse, ...guarded },
      },
    },
    async (request) => ({ message: 'OK', data: await drivers.list(request.query) }),
  );
};

const stateParams = z.object({ id: wholeNumberText(1, 5, 'Must be a driver status code from 1 to 5') });

/** /api/infodriver/driverinformation (spec fleet §7 Users, Drivers). */
export const driverInformationRoutes: FastifyPluginAsyncZod<{ drivers: DriversService }> = async (
  app,
  { drivers },
) => {
  app.get(
    '/user/:id',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: "A driver: user, information, insurance file and status history (id: the driver's user id)",
        params: idParams,
        response: { 200: driverDetailResponse, 400: errorResponse, ...guarded, 404: errorResponse },
      },
    },
    async (request) => ({ message: 'OK', data: await drivers.detail(request.params.id) }),
  );

  app.get(
    '/countByState/:id',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'How many drivers are in a status (1: every driver created)',
        params: stateParams,
        response: { 200: countByStateResponse, 400: errorResponse, ...guarded },
      },
    },
    async (request) => ({
      message: 'OK',
      data: { state: request.params.id, count: await drivers.countByState(request.params.id) },
    }),
  );

  app.get(
    '/all/findOwners',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'Drivers who own their truck or whose truck a third party owns',
        response: { 200: ownersResponse, ...guarded },
      },
    },
    async () => ({ message: 'OK', data: await drivers.owners() }),
  );
};
