import {
  conversationsQuery,
  conversationsResponse,
  driverIdParams,
  driverMessageText,
  driverThreadResponse,
  messageResponse,
  sendMessageBody,
  staffThreadResponse,
  threadQuery,
  unreadResponse,
} from '@fletx/contract/driver-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageRequest } from '../../lib/paging';
import { created, createdOr, driverRoute, ok, okOr, routeOptions } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import type { MessagesService } from './messages.service';

/** The roles that dispatch (packages/contract/src/roles.ts `operate`); drivers use /api/driver/messages. */
const route = routeOptions({ tags: ['messages'], access: 'operate' });

type Opts = { messages: MessagesService };

/** /api/messages: the staff's side of the conversations with drivers (docs/decisions/0066-driver-messages.md). */
export const messagesRoutes: FastifyPluginAsyncZod<Opts> = async (app, { messages }) => {
  app.get(
    '/conversations',
    route({
      summary:
        'Conversations with drivers, newest activity first, each with its driver, last message and unread count; searched by driver name',
      querystring: conversationsQuery,
      response: okOr(conversationsResponse, 400),
    }),
    async (request) =>
      ok(await messages.conversations(request.query.search || undefined, pageRequest(request.query))),
  );

  app.get(
    '/unread',
    route({
      summary: 'How many messages from drivers no staff member has read yet (the navigation’s badge)',
      response: okOr(unreadResponse),
    }),
    async () => ok({ unreadCount: await messages.staffUnread() }),
  );

  app.get(
    '/drivers/:driverId',
    route({
      summary:
        'A driver’s conversation, newest first (page&take), with the driver and what staff have unread',
      params: driverIdParams,
      querystring: threadQuery,
      response: okOr(staffThreadResponse, 400, 404),
    }),
    async (request) => ok(await messages.staffThread(request.params.driverId, pageRequest(request.query))),
  );

  app.post(
    '/drivers/:driverId',
    route({
      summary: 'Write to a driver; `loadId`, when given, must be one of that driver’s loads',
      params: driverIdParams,
      body: sendMessageBody,
      response: createdOr(messageResponse, 400, 404),
    }),
    async (request, reply) => {
      const { driverId } = request.params;
      const message = await messages.staffSend(driverId, principalOf(request).userId, request.body);
      return created(reply, driverMessageText.sent, message);
    },
  );

  app.post(
    '/drivers/:driverId/read',
    route({
      summary: 'Mark the driver’s messages read; answers what staff still have unread over every driver',
      params: driverIdParams,
      response: okOr(unreadResponse, 400, 404),
    }),
    async (request) => ({
      message: driverMessageText.read,
      data: { unreadCount: await messages.staffRead(request.params.driverId) },
    }),
  );
};

/** /api/driver/messages: a driver's own conversation with dispatch; never another driver's. */
export const driverMessagesRoutes: FastifyPluginAsyncZod<Opts> = async (app, { messages }) => {
  app.get(
    '/',
    driverRoute({
      summary:
        'The driver’s conversation with dispatch, newest first (page&take), with what the driver has unread',
      querystring: threadQuery,
      response: okOr(driverThreadResponse, 400),
    }),
    async (request) =>
      ok(await messages.driverThread(principalOf(request).userId, pageRequest(request.query))),
  );

  app.get(
    '/unread',
    driverRoute({
      summary: 'How many messages from dispatch the driver has not read yet',
      response: okOr(unreadResponse),
    }),
    async (request) => ok({ unreadCount: await messages.driverUnread(principalOf(request).userId) }),
  );

  app.post(
    '/',
    driverRoute({
      summary: 'Write to dispatch; `loadId`, when given, must be one of the driver’s own loads',
      body: sendMessageBody,
      response: createdOr(messageResponse, 400),
    }),
    async (request, reply) =>
      created(
        reply,
        driverMessageText.sent,
        await messages.driverSend(principalOf(request).userId, request.body),
      ),
  );

  app.post(
    '/read',
    driverRoute({
      summary: 'Mark dispatch’s messages read',
      response: okOr(unreadResponse),
    }),
    async (request) => ({
      message: driverMessageText.read,
      data: { unreadCount: await messages.driverRead(principalOf(request).userId) },
    }),
  );
};
