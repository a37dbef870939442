import {
  notificationListResponse,
  notificationMessages,
  notificationReadResponse,
} from '@fletx/contract/notifications';
import { pageQuery } from '@fletx/contract/paging';
import { idParams } from '@fletx/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageRequest } from '../../lib/paging';
import { ok, okOr, routeOptions } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import type { NotificationsService } from './notifications.service';

const route = routeOptions({ tags: ['notifications'], access: 'staff' });

type Opts = { notifications: NotificationsService };

/** /api/notifications: the bell panel of every back-office user. */
export const notificationsRoutes: FastifyPluginAsyncZod<Opts> = async (app, { notifications }) => {
  app.get(
    '/',
    route({
      summary:
        'Notifications, newest first, each with `unread` for the caller; `meta.unreadCount` counts all',
      querystring: pageQuery,
      response: okOr(notificationListResponse, 400),
    }),
    async (request) => ok(await notifications.list(principalOf(request).userId, pageRequest(request.query))),
  );

  app.post(
    '/read-all',
    route({
      summary: 'Mark every notification read for the caller',
      response: okOr(notificationReadResponse),
    }),
    async (request) => ({
      message: notificationMessages.allRead,
      data: { unreadCount: await notifications.markAllRead(principalOf(request).userId) },
    }),
  );

  app.post(
    '/:id/read',
    route({
      summary: 'Mark one notification read for the caller (reading twice is fine)',
      params: idParams,
      response: okOr(notificationReadResponse, 400, 404),
    }),
    async (request) => ({
      message: notificationMessages.read,
      data: { unreadCount: await notifications.markRead(request.params.id, principalOf(request).userId) },
    }),
  );
};
