import { loginBody, loginResponse, logoutBody, refreshBody } from '@fletx/contract/auth';
import { errorResponse, messageOnly } from '@fletx/contract/errors';
import { messages } from '@fletx/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okOr, routeOptions } from '../../lib/route-options';
import type { AuthService } from '../auth/auth.service';

const route = routeOptions({ tags: ['driver API'], access: 'public' });

type Opts = { auth: AuthService };

/**
 * POST /api/driver/auth/* (docs/product.md "Driver API"): the same token
 * shapes as the back-office login, for the drivers group only; everyone else gets 403.
 */
export const driverAuthRoutes: FastifyPluginAsyncZod<Opts> = async (app, { auth }) => {
  app.post(
    '/login',
    route({
      summary: 'Log in to the driver API (drivers group only); `name` is the driver’s email',
      body: loginBody,
      response: okOr(loginResponse, 400, 429),
    }),
    async (request) => ({
      message: 'Login successful',
      data: await auth.login(request.body, request.ip, 'driver'),
    }),
  );

  app.post(
    '/refresh',
    route({
      summary: 'Exchange a driver’s refresh token for a fresh token set (the old one dies)',
      body: refreshBody,
      response: okOr(loginResponse, 400, 429),
    }),
    async (request) => ({
      message: 'Token refreshed',
      data: await auth.refresh(request.body.refreshToken, 'driver'),
    }),
  );

  app.post(
    '/logout',
    route({
      summary: 'Revoke a driver’s refresh token and every token rotated from it',
      body: logoutBody,
      response: { 200: messageOnly, 400: errorResponse },
    }),
    async (request) => {
      await auth.logout(request.body.refreshToken);
      return { message: messages.loggedOut };
    },
  );
};
