import { errorResponse } from '@fletx/contract/errors';
import {
  notificationListResponse,
  notificationMessages,
  notificationReadResponse,
} from '@fletx/contract/notifications';
import { pageQuery, toPaging } from '@fletx/contract/paging';
import { idParams } from '@fletx/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/access';
import type { NotificationsService } from './notifications.service';

const tags = ['notifications'];
const guarded = { 401: errorResponse, 403: errorResponse };

/** /api/notifications: the bell panel of every back-office user. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.get(
    '/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'Notifications, newest first, each with `unread` for the caller; `meta.unreadCount` counts all',
        querystring: pageQuery,
        response: { 200: notificationListResponse, 400: errorResponse, ...guarded },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await notifications.list(principalOf(request).userId, toPaging(request.query)),
    }),
  );

  app.post(
    '/read-all',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Mark every notification read for the caller',
        response: { 200: notificationReadResponse, ...guarded },
      },
    },
    async (request) => ({
      message: notificationMessages.allRead,
      data: { unreadCount: await notifications.markAllRead(principalOf(request).userId) },
    }),
  );

  app.post(
    '/:id/read',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Mark one notification read for the caller (reading twice is fine)',
        params: idParams,
        response: { 200: notificationReadResponse, 400: errorResponse, 404: errorResponse, ...guarded },
      },
    },
    async (request) => ({
      message: notificationMessages.read,
      data: { unreadCount: await notifications.markRead(request.params.id, principalOf(request).userId) },
    }),
  );
};
