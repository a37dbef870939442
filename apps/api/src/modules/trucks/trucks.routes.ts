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
import { equipmentRoutes } from '../../lib/equipment-routes';
import { ok, okOr, routeOptions } from '../../lib/route-options';
import { TRUCK_CSV_COLUMNS } from './trucks.csv';
import type { TrucksService } from './trucks.service';

const route = routeOptions({ tags: ['vehicles'], access: 'operate' });

type Opts = { trucks: TrucksService };

/** /api/vehicle (docs/product.md "Trucks"). Any back-office user may operate trucks. */
export const trucksRoutes: FastifyPluginAsyncZod<Opts> = async (app, { trucks }) => {
  const truck = equipmentRoutes(app, route, trucks, {
    type: 'truck',
    response: truckResponse,
    body: truckBody,
  });

  truck.list('/', {
    summary:
      'Trucks, newest first; `search` matches plate, VIN, unit number or driver name (plate and number also without spaces or dashes), the unit whose number is the text first, then the numbers starting with it',
    response: truckListResponse,
    csv: { name: 'trucks', columns: TRUCK_CSV_COLUMNS },
  });

  truck.create(
    '/createTruck',
    'Create a truck with its clutch, engine and gearbox (one shared id)',
    truckMessages.created,
  );

  truck.update('/updateTruck/:id', 'Update a truck and its technical specification', truckMessages.updated);

  truck.counts('/countVehicles', vehicleCountsResponse);

  app.get(
    '/findByLicensePlate/:plate',
    route({
      summary: "The active truck with this plate (any case); 404 'No found plate'",
      params: plateParams,
      response: okOr(truckResponse, 400, 404),
    }),
    async (request) => ok(await trucks.findByPlate(request.params.plate)),
  );

  truck.read('/find/:id', 'One truck with every field (the edit form)');

  truck.get(
    '/findTruck/:id',
    {
      summary: 'One truck: data.info and data.extraData.clutch/engine/gearbox/operation',
      response: truckDetailResponse,
    },
    ({ id }) => trucks.detail(id),
  );

  app.get(
    '/findByUsers',
    route({
      summary: 'Drivers for the driver and owner selectors (data.extraData.trailerSize.data)',
      response: okOr(findByUsersResponse),
    }),
    async () => ok({ extraData: { trailerSize: { data: await trucks.drivers() } } }),
  );

  truck.remove('/:id', 'Delete a truck (soft: it stays, shown Inactive)', truckMessages.deleted);
};
