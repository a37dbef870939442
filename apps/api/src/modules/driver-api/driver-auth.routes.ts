import { loginBody, loginResponse, logoutBody, refreshBody } from '@fletx/contract/auth';
import { errorResponse, messageOnly } from '@fletx/contract/errors';
import { messages } from '@fletx/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService } from '../auth/auth.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 429: errorResponse };

/**
 * POST /api/driver/auth/* (DESIGN.md "Where hours of service, tracks and reports come from"): the same token
 * shapes as the back-office login, for the drivers group only; everyone else gets 403.
 */
export const driverAuthRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['driver API'],
        summary: 'Log in to the driver API (drivers group only); `name` is the driver’s email',
        body: loginBody,
        response: { 200: loginResponse, ...errors },
      },
    },
    async (request) => ({
      message: 'Login successful',
      data: await auth.login(request.body, request.ip, 'driver'),
    }),
  );

  app.post(
    '/refresh',
    {
      config: { access: 'public' },
      schema: {
        tags: ['driver API'],
        summary: 'Exchange a driver’s refresh token for a fresh token set (the old one dies)',
        body: refreshBody,
        response: { 200: loginResponse, ...errors },
      },
    },
    async (request) => ({
      message: 'Token refreshed',
      data: await auth.refresh(request.body.refreshToken, 'driver'),
    }),
  );

  app.post(
    '/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['driver API'],
        summary: 'Revoke a driver’s refresh token and every token rotated from it',
        body: logoutBody,
        response: { 200: messageOnly, 400: errorResponse },
      },
    },
    async (request) => {
      await auth.logout(request.body.refreshToken);
      return { message: messages.loggedOut };
    },
  );
};
