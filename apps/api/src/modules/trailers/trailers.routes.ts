import {
  trailerBody,
  trailerCountsResponse,
  trailerListResponse,
  trailerMessages,
  trailerResponse,
} from '@fletx/contract/trailers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { equipmentRoutes } from '../../lib/equipment-routes';
import { routeOptions } from '../../lib/route-options';
import { TRAILER_CSV_COLUMNS } from './trailers.csv';
import type { TrailersService } from './trailers.service';

const route = routeOptions({ tags: ['trailers'], access: 'operate' });

type Opts = { trailers: TrailersService };

/** /api/trailer (docs/product.md "Trailers"). Any back-office user may operate trailers. */
export const trailersRoutes: FastifyPluginAsyncZod<Opts> = async (app, { trailers }) => {
  const trailer = equipmentRoutes(app, route, trailers, {
    type: 'trailer',
    response: trailerResponse,
    body: trailerBody,
  });

  trailer.list('/findBySize', {
    summary:
      'Trailers, newest first; `search` matches plate, VIN, trailer number or truck plate (plate and number also without spaces or dashes), the trailer whose number is the text first, then the numbers starting with it',
    response: trailerListResponse,
    csv: { name: 'trailers', columns: TRAILER_CSV_COLUMNS },
  });

  trailer.read('/find/:id', 'One trailer');

  trailer.counts('/countTrailers', trailerCountsResponse);

  trailer.create(
    '/',
    "Create a trailer on the truck with plate licenseplate_truck_number ('No found plate')",
    trailerMessages.created,
  );

  trailer.update('/:id', 'Update a trailer', trailerMessages.updated);

  trailer.remove('/:id', 'Delete a trailer (soft: it stays, shown Inactive)', trailerMessages.deleted);
};
