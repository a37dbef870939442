import { loginResponse, logoutBody, refreshBody } from '@fletx/contract/auth';
import { errorResponse, messageOnly } from '@fletx/contract/errors';
import type { doorHandlers } from './refresh-cookie';
import type { Route, RoutesApp } from './route-kinds';
import { okOr } from './route-options';

/**
 * `POST /refresh` and `POST /logout` of a login door (the back office's, the driver API's): the same inputs,
 * answers and handlers (lib/refresh-cookie.ts `doorHandlers`); each door says only what its routes do.
 */
export function doorRoutes(
  app: RoutesApp,
  route: Route,
  door: ReturnType<typeof doorHandlers>,
  summaries: { refresh: string; logout: string },
): void {
  app.post(
    '/refresh',
    route({ summary: summaries.refresh, body: refreshBody, response: okOr(loginResponse, 400, 429) }),
    async (request, reply) => door.refresh(request, reply),
  );

  app.post(
    '/logout',
    route({
      summary: summaries.logout,
      body: logoutBody,
      response: { 200: messageOnly, 400: errorResponse },
    }),
    async (request, reply) => door.logout(request, reply),
  );
}
