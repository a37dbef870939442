import { loginBody, loginResponse, logoutBody, refreshBody } from '@fletx/contract/auth';
import { errorResponse, messageOnly } from '@fletx/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf, doorHandlers } from '../../lib/refresh-cookie';
import { okOr, routeOptions } from '../../lib/route-options';
import type { AuthService } from '../auth/auth.service';

const route = routeOptions({ tags: ['driver API'], access: 'public' });

type Opts = { auth: AuthService };

/**
 * POST /api/driver/auth/* (docs/product.md "Driver API"): the same token
 * shapes as the back-office login, for the drivers group only; everyone else gets 403.
 */
export const driverAuthRoutes: FastifyPluginAsyncZod<Opts> = async (app, { auth }) => {
  const door = doorHandlers(auth, 'driver');
  app.post(
    '/login',
    route({
      summary: 'Log in to the driver API (drivers group only); `name` is the driver’s email',
      body: loginBody,
      response: okOr(loginResponse, 400, 429),
    }),
    async (request, reply) =>
      door.answer(reply, 'Login successful', await auth.login(request.body, clientOf(request), 'driver')),
  );

  app.post(
    '/refresh',
    route({
      summary:
        'Exchange a driver’s refresh token (its cookie, or the body’s) for a fresh token set (the old one dies)',
      body: refreshBody,
      response: okOr(loginResponse, 400, 429),
    }),
    async (request, reply) => door.refresh(request, reply),
  );

  app.post(
    '/logout',
    route({
      summary:
        'End every session of the driver (refresh token from its cookie, or the body’s) and clear the cookie',
      body: logoutBody,
      response: { 200: messageOnly, 400: errorResponse },
    }),
    async (request, reply) => door.logout(request, reply),
  );
};
