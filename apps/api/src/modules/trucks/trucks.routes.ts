import { countResponse, equipmentStateParams, idParams, listQuery } from '@fletx/contract/equipment';
import {
  findByUsersResponse,
  plateParams,
  truckBody,
  truckDetailResponse,
  truckListResponse,
  truckMessages,
  truckResponse,
  vehicleCountsResponse,
} from '@fletx/contract/trucks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRoute } from '../../lib/route-kinds';
import { createdOr, okOr, routeOptions } from '../../lib/route-options';
import { TRUCK_CSV_COLUMNS } from './trucks.csv';
import type { TrucksService } from './trucks.service';

const route = routeOptions({ tags: ['vehicles'], access: 'operate' });

type Opts = { trucks: TrucksService };

/** /api/vehicle (docs/product.md "Trucks"). Any back-office user may operate trucks. */
export const trucksRoutes: FastifyPluginAsyncZod<Opts> = async (app, { trucks }) => {
  listRoute(app, route, '/', {
    summary: 'Trucks, newest first; `search` matches plate, VIN, unit number or driver name',
    querystring: listQuery,
    response: truckListResponse,
    csv: { name: 'trucks', columns: TRUCK_CSV_COLUMNS, rows: (query) => trucks.csvRows(query.search) },
    list: (query) => trucks.list(query),
  });

  app.post(
    '/createTruck',
    route({
      summary: 'Create a truck with its clutch, engine and gearbox (one shared id)',
      body: truckBody,
      response: createdOr(truckResponse, 400, 409),
    }),
    async (request, reply) =>
      reply.code(201).send({ message: truckMessages.created, data: await trucks.create(request.body) }),
  );

  app.put(
    '/updateTruck/:id',
    route({
      record: { type: 'truck' },
      summary: 'Update a truck and its technical specification',
      params: idParams,
      body: truckBody,
      response: okOr(truckResponse, 400, 404, 409, 412),
    }),
    async (request) => ({
      message: truckMessages.updated,
      data: await trucks.update(request.params.id, request.body),
    }),
  );

  app.get(
    '/countByState/:state',
    route({
      summary: 'How many trucks: 1 created (all), 2 active, 3 inactive',
      params: equipmentStateParams,
      response: okOr(countResponse, 400),
    }),
    async (request) => ({ message: 'OK', data: await trucks.countByState(request.params.state) }),
  );

  app.get(
    '/countVehicles',
    route({
      summary: 'totalVehicle, activeVehicle, InactiveVehicle',
      response: okOr(vehicleCountsResponse),
    }),
    async () => {
      const { total, active, inactive } = await trucks.counts();
      return {
        message: 'OK',
        data: { totalVehicle: total, activeVehicle: active, InactiveVehicle: inactive },
      };
    },
  );

  app.get(
    '/findByLicensePlate/:plate',
    route({
      summary: "The active truck with this plate (any case); 404 'No found plate'",
      params: plateParams,
      response: okOr(truckResponse, 400, 404),
    }),
    async (request) => ({ message: 'OK', data: await trucks.findByPlate(request.params.plate) }),
  );

  app.get(
    '/find/:id',
    route({
      record: { type: 'truck' },
      summary: 'One truck with every field (the edit form)',
      params: idParams,
      response: okOr(truckResponse, 400, 404),
    }),
    async (request) => ({ message: 'OK', data: await trucks.get(request.params.id) }),
  );

  app.get(
    '/findTruck/:id',
    route({
      record: { type: 'truck' },
      summary: 'One truck: data.info and data.extraData.clutch/engine/gearbox/operation',
      params: idParams,
      response: okOr(truckDetailResponse, 400, 404),
    }),
    async (request) => ({ message: 'OK', data: await trucks.detail(request.params.id) }),
  );

  app.get(
    '/findByUsers',
    route({
      summary: 'Drivers for the driver and owner selectors (data.extraData.trailerSize.data)',
      response: okOr(findByUsersResponse),
    }),
    async () => ({
      message: 'OK',
      data: { extraData: { trailerSize: { data: await trucks.drivers() } } },
    }),
  );

  app.delete(
    '/:id',
    route({
      record: { type: 'truck' },
      summary: 'Delete a truck (soft: it stays, shown Inactive)',
      params: idParams,
      response: okOr(truckResponse, 400, 404, 409, 412),
    }),
    async (request) => ({ message: truckMessages.deleted, data: await trucks.remove(request.params.id) }),
  );
};
