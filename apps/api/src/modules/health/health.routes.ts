import { errorResponse } from '@fletx/contract/errors';
import { healthResponse } from '@fletx/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { routeOptions } from '../../lib/route-options';

const route = routeOptions({ tags: ['system'], access: 'public' });

type Opts = { database: Pick<Database, 'ping'> };
export const healthRoutes: FastifyPluginAsyncZod<Opts> = async (app, { database }) => {
  app.get(
    '/health',
    route({
      summary: 'Ready when migrations ran and the database answers',
      response: { 200: healthResponse, 503: errorResponse },
    }),
    async () => {
      try {
        await database.ping();
      } catch {
        throw new AppError('ServiceUnavailable', 'The database does not answer.');
      }
      return { status: 'ok' as const };
    },
  );
};
