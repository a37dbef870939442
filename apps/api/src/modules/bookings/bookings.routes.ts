import {
  bookingBody,
  bookingDateQuery,
  bookingIdParams,
  bookingListQuery,
  bookingListResponse,
  bookingMessages,
  bookingResponse,
} from '@fletx/contract/bookings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRoute, recordRoutes } from '../../lib/route-kinds';
import { routeOptions } from '../../lib/route-options';
import { BOOKING_CSV_COLUMNS } from './bookings.csv';
import type { BookingsService } from './bookings.service';

const route = routeOptions({ tags: ['bookings'], access: 'operate' });

type Opts = { bookings: BookingsService };

/** /api/bookings… (docs/product.md "Bookings"), plus a real update for Edit booking ("Booking form"). */
export const bookingsRoutes: FastifyPluginAsyncZod<Opts> = async (app, { bookings }) => {
  const booking = recordRoutes(app, route, 'booking', bookingIdParams, bookingResponse);

  listRoute(app, route, '/findForBookings', {
    summary: 'A page of bookings, latest pickup first',
    querystring: bookingListQuery,
    response: bookingListResponse,
    csv: { name: 'bookings', columns: BOOKING_CSV_COLUMNS, rows: () => bookings.csvRows() },
    list: (query) => bookings.page(query),
  });

  const rangeOf = (query: { initialDate?: string | undefined; finalDate?: string | undefined }) => ({
    from: query.initialDate,
    to: query.finalDate,
  });
  listRoute(app, route, '/findForDate', {
    summary: 'A page of bookings whose pickup date (UTC) is within initialDate..finalDate, both inclusive',
    querystring: bookingDateQuery,
    response: bookingListResponse,
    csv: {
      name: 'bookings',
      columns: BOOKING_CSV_COLUMNS,
      rows: (query) => bookings.csvRows(rangeOf(query)),
    },
    list: (query) => bookings.page(query, rangeOf(query)),
  });

  booking.create(
    '/manualCreate',
    { summary: "Create a booking (status 1 'Active'); the broker must be approved", body: bookingBody },
    bookingMessages.created,
    (request) => bookings.create(request.body),
  );

  booking.get('/find/:id', { summary: 'A booking' }, ({ id }) => bookings.get(id));

  booking.change(
    'put',
    '/:id',
    {
      summary:
        'Update a booking (every field, as manualCreate); a new broker must be approved (409); a booking turned into a load is closed (409 naming the load)',
      body: bookingBody,
    },
    bookingMessages.updated,
    ({ params, body }, version) => bookings.update(params.id, body, version),
  );
};
