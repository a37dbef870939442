import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestScope } from '../lib/request-scope';

/** Gives every request its lib/request-scope.ts scope; register it before the hooks that fill it. */
export const requestScopePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (_request, _reply, done) => {
      requestScope.run(done);
    });
  },
  { name: 'request-scope' },
);
