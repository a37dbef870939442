import { messageOnly } from '@fletx/contract/errors';
import { idParams } from '@fletx/contract/ids';
import {
  endedSessionsResponse,
  sessionMessages,
  sessionsQuery,
  sessionsResponse,
} from '@fletx/contract/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okOr, routeOptions } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import type { SessionsService } from './sessions.service';

const route = routeOptions({ tags: ['auth'], access: 'staff' });

type Opts = { sessions: SessionsService };

/**
 * /api/auth/sessions (docs/product.md "Sessions"): a back-office user's own sessions. Ending one
 * revokes its refresh tokens, and its access token is refused from its next call.
 */
export const sessionsRoutes: FastifyPluginAsyncZod<Opts> = async (app, { sessions }) => {
  app.get(
    '/sessions',
    route({
      summary: 'My live sessions (browser, address, started, last used), the most recently used first',
      querystring: sessionsQuery,
      response: okOr(sessionsResponse, 400),
    }),
    async (request) => {
      const { userId, sessionId } = principalOf(request);
      return ok(await sessions.list(userId, sessionId, request.query));
    },
  );

  app.delete(
    '/sessions/:id',
    route({
      summary: 'End one of my sessions (404 for a session that is not mine or has ended)',
      params: idParams,
      response: okOr(messageOnly, 400, 404),
    }),
    async (request) => {
      await sessions.endOwn(principalOf(request).userId, request.params.id);
      return { message: sessionMessages.ended };
    },
  );

  app.post(
    '/sessions/end-others',
    route({
      summary: 'End every session of mine but the one making this call',
      response: okOr(endedSessionsResponse),
    }),
    async (request) => {
      const { userId, sessionId } = principalOf(request);
      const ended = await sessions.endOthers(userId, sessionId);
      return { message: sessionMessages.othersEnded(ended), data: { ended } };
    },
  );
};
