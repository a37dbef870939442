import {
  bookingBody,
  bookingDateQuery,
  bookingIdParams,
  bookingListQuery,
  bookingListResponse,
  bookingMessages,
  bookingResponse,
} from '@fletx/contract/bookings';
import { errorResponse } from '@fletx/contract/errors';
import { toPaging } from '@fletx/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BookingsService } from './bookings.service';

const guarded = { 401: errorResponse, 403: errorResponse };
const tags = ['bookings'];

/** /api/bookings… (spec loads §7 Bookings), plus a real update for Edit booking. */
export const bookingsRoutes: FastifyPluginAsyncZod<{ bookings: BookingsService }> = async (
  app,
  { bookings },
) => {
  app.get(
    '/findForBookings',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'A page of bookings, latest pickup first',
        querystring: bookingListQuery,
        response: { 200: bookingListResponse, 400: errorResponse, ...guarded },
      },
    },
    async (request) => {
      const paging = toPaging(request.query);
      const { info, total } = await bookings.page(paging);
      return { message: 'OK', data: { info, extraData: { total, ...paging } } };
    },
  );

  app.get(
    '/findForDate',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary:
          'A page of bookings whose pickup date (UTC) is within initialDate..finalDate, both inclusive',
        querystring: bookingDateQuery,
        response: { 200: bookingListResponse, 400: errorResponse, ...guarded },
      },
    },
    async (request) => {
      const paging = toPaging(request.query);
      const { info, total } = await bookings.page(paging, {
        from: request.query.initialDate,
        to: request.query.finalDate,
      });
      return { message: 'OK', data: { info, extraData: { total, ...paging } } };
    },
  );

  app.post(
    '/manualCreate',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: "Create a booking (status 1 'Active'); the broker must be approved",
        body: bookingBody,
        response: { 201: bookingResponse, 400: errorResponse, ...guarded, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const booking = await bookings.create(request.body);
      return reply.code(201).send({ message: bookingMessages.created, data: booking });
    },
  );

  app.get(
    '/find/:id',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'A booking',
        params: bookingIdParams,
        response: { 200: bookingResponse, 400: errorResponse, ...guarded, 404: errorResponse },
      },
    },
    async (request) => ({ message: 'OK', data: await bookings.get(request.params.id) }),
  );

  app.put(
    '/:id',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'Update a booking (every field, as manualCreate); a new broker must be approved',
        params: bookingIdParams,
        body: bookingBody,
        response: {
          200: bookingResponse,
          400: errorResponse,
          ...guarded,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => ({
      message: bookingMessages.updated,
      data: await bookings.update(request.params.id, request.body),
    }),
  );
};
