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
import { listRoute } from '../../lib/route-kinds';
import { createdOr, okOr, routeOptions } from '../../lib/route-options';
import { BOOKING_CSV_COLUMNS } from './bookings.csv';
import type { BookingsService } from './bookings.service';

const route = routeOptions({ tags: ['bookings'], access: 'operate' });

type Opts = { bookings: BookingsService };

/** /api/bookings… (docs/product.md "Bookings"), plus a real update for Edit booking ("Booking form"). */
export const bookingsRoutes: FastifyPluginAsyncZod<Opts> = async (app, { bookings }) => {
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

  app.post(
    '/manualCreate',
    route({
      summary: "Create a booking (status 1 'Active'); the broker must be approved",
      body: bookingBody,
      response: createdOr(bookingResponse, 400, 409),
    }),
    async (request, reply) => {
      const booking = await bookings.create(request.body);
      return reply.code(201).send({ message: bookingMessages.created, data: booking });
    },
  );

  app.get(
    '/find/:id',
    route({
      record: { type: 'booking' },
      summary: 'A booking',
      params: bookingIdParams,
      response: okOr(bookingResponse, 400, 404),
    }),
    async (request) => ({ message: 'OK', data: await bookings.get(request.params.id) }),
  );

  app.put(
    '/:id',
    route({
      record: { type: 'booking' },
      summary: 'Update a booking (every field, as manualCreate); a new broker must be approved',
      params: bookingIdParams,
      body: bookingBody,
      response: okOr(bookingResponse, 400, 404, 409, 412),
    }),
    async (request) => ({
      message: bookingMessages.updated,
      data: await bookings.update(request.params.id, request.body),
    }),
  );
};
