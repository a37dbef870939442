import { errorResponse } from '@fletx/contract/errors';
import { healthResponse } from '@fletx/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { routeOptions } from '../../lib/route-options';
import { sharedProbe } from './shared-probe';

const route = routeOptions({ tags: ['system'], access: 'public' });

/** How long a database that answered counts as answering (docs/performance.md "Health under load"). */
export const HEALTH_FRESH_MS = 1000;

type Opts = { database: Pick<Database, 'ping'> };
export const healthRoutes: FastifyPluginAsyncZod<Opts> = async (app, { database }) => {
  const probe = sharedProbe(() => database.ping(), HEALTH_FRESH_MS);
  app.get(
    '/health',
    {
      ...route({
        summary: 'Ready when migrations ran and the database answers',
        response: { 200: healthResponse, 503: errorResponse },
      }),
      // Polled by load balancers and monitors many times a second: no request log lines (info), only warnings.
      logLevel: 'warn',
    },
    async () => {
      try {
        await probe();
      } catch {
        throw new AppError('ServiceUnavailable', 'The database does not answer.');
      }
      return { status: 'ok' as const };
    },
  );
};
