import { countResponse, equipmentStateParams, idParams, listQuery } from '@fletx/contract/equipment';
import { errorResponse } from '@fletx/contract/errors';
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
import type { TrucksService } from './trucks.service';

const guarded = { 401: errorResponse, 403: errorResponse };
const tags = ['vehicles'];

/** /api/vehicle (spec fleet §7 Vehicles). Any back-office user may operate trucks. */
export const trucksRoutes: FastifyPluginAsyncZod<{ trucks: TrucksService }> = async (app, { trucks }) => {
  app.get(
    '/',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'Trucks, newest first; `search` matches plate, VIN, unit number or driver name',
        querystring: listQuery,
        response: { 200: truckListResponse, 400: errorResponse, ...guarded },
      },
    },
    async (request) => ({ message: 'OK', data: await trucks.list(request.query) }),
  );

  app.post(
    '/createTruck',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'Create a truck with its clutch, engine and gearbox (one shared id)',
        body: truckBody,
        response: { 201: truckResponse, 400: errorResponse, ...guarded, 409: errorResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ message: truckMessages.created, data: await trucks.create(request.body) }),
  );

  app.put(
    '/updateTruck/:id',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'Update a truck and its technical specification',
        params: idParams,
        body: truckBody,
        response: {
          200: truckResponse,
          400: errorResponse,
          ...guarded,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => ({
      message: truckMessages.updated,
      data: await trucks.update(request.params.id, request.body),
    }),
  );

  app.get(
    '/countByState/:state',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'How many trucks: 1 created (all), 2 active, 3 inactive',
        params: equipmentStateParams,
        response: { 200: countResponse, 400: errorResponse, ...guarded },
      },
    },
    async (request) => ({ message: 'OK', data: await trucks.countByState(request.params.state) }),
  );

  app.get(
    '/countVehicles',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'totalVehicle, activeVehicle, InactiveVehicle',
        response: { 200: vehicleCountsResponse, ...guarded },
      },
    },
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
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: "The active truck with this plate (any case); 404 'No found plate'",
        params: plateParams,
        response: { 200: truckResponse, 400: errorResponse, ...guarded, 404: errorResponse },
      },
    },
    async (request) => ({ message: 'OK', data: await trucks.findByPlate(request.params.plate) }),
  );

  app.get(
    '/find/:id',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'One truck with every field (the edit form)',
        params: idParams,
        response: { 200: truckResponse, 400: errorResponse, ...guarded, 404: errorResponse },
      },
    },
    async (request) => ({ message: 'OK', data: await trucks.get(request.params.id) }),
  );

  app.get(
    '/findTruck/:id',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'One truck: data.info and data.extraData.clutch/engine/gearbox/operation',
        params: idParams,
        response: { 200: truckDetailResponse, 400: errorResponse, ...guarded, 404: errorResponse },
      },
    },
    async (request) => ({ message: 'OK', data: await trucks.detail(request.params.id) }),
  );

  app.get(
    '/findByUsers',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'Drivers for the driver and owner selectors (data.extraData.trailerSize.data)',
        response: { 200: findByUsersResponse, ...guarded },
      },
    },
    async () => ({
      message: 'OK',
      data: { extraData: { trailerSize: { data: await trucks.drivers() } } },
    }),
  );

  app.delete(
    '/:id',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'Delete a truck (soft: it stays, shown Inactive)',
        params: idParams,
        response: {
          200: truckResponse,
          400: errorResponse,
          ...guarded,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => ({ message: truckMessages.deleted, data: await trucks.remove(request.params.id) }),
  );
};
