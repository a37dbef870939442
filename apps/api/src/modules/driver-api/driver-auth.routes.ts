import { loginBody, loginResponse } from '@fletx/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { doorRoutes } from '../../lib/door-routes';
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

  doorRoutes(app, route, door, {
    refresh:
      'Exchange a driver’s refresh token (its cookie, or the body’s) for a fresh token set (the old one dies)',
    logout:
      'End every session of the driver (refresh token from its cookie, or the body’s) and clear the cookie',
  });
};
