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
import { findDriversQuery, idParams, pagedResponse } from '@fletx/contract/users';
import { wholeNumberText } from '@fletx/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listRoute, readRoute, recordRoutes } from '../../lib/route-kinds';
import { ok, okOr, routeOptions } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import { DRIVER_CSV_COLUMNS } from './drivers.csv';
import type { DriversService } from './drivers.service';

const route = routeOptions({ tags: ['drivers'], access: 'operate' });

type Opts = { drivers: DriversService };

/** /api/user/infoDriver and /api/user/all/info/drivers (docs/product.md "Drivers"). */
export const driverUserRoutes: FastifyPluginAsyncZod<Opts> = async (app, { drivers }) => {
  const driver = recordRoutes(app, route, 'driver', idParams, driverSavedResponse);

  driver.create(
    '/infoDriver',
    {
      summary: 'Create a driver with their information, insurance file, preferences (status: to be approved)',
      body: createDriverBody,
    },
    driverMessages.created,
    (request) => drivers.create(request.body, principalOf(request)),
  );

  driver.change(
    'put',
    '/infoDriver/:id',
    {
      summary: "Edit a driver (id: the driver's user id); an empty logbook password keeps the stored one",
      body: updateDriverBody,
    },
    driverMessages.updated,
    ({ params, body }, version) => drivers.update(params.id, body, version),
  );

  listRoute(app, route, '/all/info/drivers', {
    summary: 'Drivers, a page at a time, searched by name or email (case- and accent-insensitive)',
    querystring: findDriversQuery,
    response: pagedResponse(driverRowSchema),
    csv: { name: 'drivers', columns: DRIVER_CSV_COLUMNS, rows: (query) => drivers.csvRows(query.search) },
    list: (query) => drivers.list(query),
  });
};

const stateParams = z.object({ id: wholeNumberText(1, 5, 'Must be a driver status code from 1 to 5') });

/** /api/infodriver/driverinformation (docs/product.md "Drivers"). */
export const driverInformationRoutes: FastifyPluginAsyncZod<Opts> = async (app, { drivers }) => {
  const driver = recordRoutes(app, route, 'driver', idParams, driverDetailResponse);
  driver.get(
    '/user/:id',
    { summary: "A driver: user, information, insurance file and status history (id: the driver's user id)" },
    ({ id }) => drivers.detail(id),
  );

  readRoute(
    app,
    route,
    '/countByState/:id',
    {
      summary: 'How many drivers are in a status (1: every driver created)',
      params: stateParams,
      response: countByStateResponse,
    },
    async ({ id }) => ({ state: id, count: await drivers.countByState(id) }),
  );

  app.get(
    '/all/findOwners',
    route({
      summary: 'Drivers who own their truck or whose truck a third party owns',
      response: okOr(ownersResponse),
    }),
    async () => ok(await drivers.owners()),
  );
};
